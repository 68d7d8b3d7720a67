import { SpeakingResultList } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Sentence-shadowing result: average scores over the sentences, then each sentence with its scores,
 * coloured words, reading speed and error words, the student's recording, the model audio and (with the
 * toggle) the translation.
 * @param props - items and answers
 * @returns the layout
 */
export default function SentenceShadowingResult({ items, answers }: ResultProps<"sentence-shadowing">) {
  return (
    <SpeakingResultList
      testId="result-sentence-shadowing"
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
