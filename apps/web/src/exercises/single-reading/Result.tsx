import { SpeakingResultList } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Single-reading result: average scores over the items, then each sentence with its scores, coloured
 * words, the student's recording and the model audio.
 * @param props - items and answers
 * @returns the layout
 */
export default function SingleReadingResult({ items, answers }: ResultProps<"single-reading">) {
  return (
    <SpeakingResultList
      testId="result-single-reading"
      items={items}
      answers={answers}
      stem={(it) => (
        <span lang="en" className="sp-stem">
          {it.screen_en_text}
        </span>
      )}
    />
  );
}
