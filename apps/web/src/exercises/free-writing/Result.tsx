import { WritingItemResult } from "@web/components/writing/WritingItemResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Free writing result layout: the shared writing item result (highlights, chart, sample, teacher notes).
 * @param props - the shell's result props
 * @returns the layout
 */
export default function FreeWritingResult(props: ResultProps<"free-writing">) {
  return <WritingItemResult {...props} />;
}
