import { WritingItemResult } from "@web/components/writing/WritingItemResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Writing after listening result layout: the shared writing item result (highlights, chart, sample, teacher notes).
 * @param props - the shell's result props
 * @returns the layout
 */
export default function ListenWritingResult(props: ResultProps<"listen-writing">) {
  // result-<kind> is the id the result screen and the browser journeys find every kind's layout by
  return (
    <div data-testid="result-listen-writing">
      <WritingItemResult {...props} />
    </div>
  );
}
