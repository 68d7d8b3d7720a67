import { SpeakingResultList } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Word-reading result: average scores, then each word (with IPA and meaning) with its scores, the
 * student's recording and the model audio.
 * @param props - items and answers
 * @returns the layout
 */
export default function WordReadingResult({ items, answers }: ResultProps<"word-reading">) {
  return (
    <SpeakingResultList
      testId="result-word-reading"
      items={items.map((it) => ({ ...it, translation: it.translation ?? it.mean }))}
      answers={answers}
      stem={(it) => (
        <span lang="en" className="sp-stem">
          {it.screen_text} {it.ipa && <span className="muted">{it.ipa}</span>}
        </span>
      )}
    />
  );
}
