import { fillLetters } from "@hibiki/exercises";
import { answerParts } from "../listen-fill-blanks/parts/answer-text.ts";
import { ResultFrame } from "../listen-fill-blanks/parts/ResultFrame.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Listen-and-fill-letters result ("listening fill-in"): the word as the student spelled it, the
 * right word only at score 0, model audio and the translation toggle.
 * @param props - the shell's result props
 * @returns the result list
 */
export default function ListenFillLettersResult({
  kind,
  items,
  answers,
}: ResultProps<"listen-fill-letters">) {
  return (
    <ResultFrame
      kind={kind}
      items={items}
      answers={answers}
      view={({ item, answer }) => {
        const letters = answerParts(answer);
        return {
          yourAnswer: letters.length > 0 ? fillLetters(item.screen_text, letters) : "",
          rightAnswer: item.answer ?? fillLetters(item.screen_text, item.filling_answer_letters),
          translation: item.translation ?? item.screen_jp_text,
          audioFile: item.audio_file,
        };
      }}
    />
  );
}
