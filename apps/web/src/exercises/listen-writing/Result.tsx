import { WritingItemResult } from "@web/components/writing/WritingItemResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Writing after listening result layout: the shared writing item result (highlights, chart, sample, teacher notes).
 * @param props - the shell's result props
 * @returns the layout
 */
export default function ListenWritingResult(props: ResultProps<"listen-writing">) {
  return <WritingItemResult {...props} />;
}
