import { WritingItemResult } from "@web/components/writing/WritingItemResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Topic writing result layout: the shared writing item result (highlights, chart, sample, teacher notes).
 * @param props - the shell's result props
 * @returns the layout
 */
export default function TopicWritingResult(props: ResultProps<"topic-writing">) {
  return <WritingItemResult {...props} />;
}
