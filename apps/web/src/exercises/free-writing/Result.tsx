import { WritingItemResult } from "@web/components/writing/WritingItemResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Free writing result layout: the shared writing item result (highlights, chart, sample, teacher notes).
 * @param props - the shell's result props
 * @returns the layout
 */
export default function FreeWritingResult(props: ResultProps<"free-writing">) {
  // result-<kind> is the id the result screen and the browser journeys find every kind's layout by
  return (
    <div data-testid="result-free-writing">
      <WritingItemResult {...props} />
    </div>
  );
}
