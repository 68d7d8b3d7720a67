import { WritingItemResult } from "@web/components/writing/WritingItemResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Topic writing result layout: the shared writing item result (highlights, chart, sample, teacher notes).
 * @param props - the shell's result props
 * @returns the layout
 */
export default function TopicWritingResult(props: ResultProps<"topic-writing">) {
  // result-<kind> is the id the result screen and the browser journeys find every kind's layout by
  return (
    <div data-testid="result-topic-writing">
      <WritingItemResult {...props} />
    </div>
  );
}
