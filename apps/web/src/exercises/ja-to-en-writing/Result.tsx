import { answerText } from "../listen-fill-blanks/parts/answer-text.ts";
import { ResultFrame } from "../listen-fill-blanks/parts/ResultFrame.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Japanese-to-English translation result: the Japanese sentence, the student's English, a
 * solution example only at score 0, and the explanation (shown in the textbook module, the only
 * module that uses this layout so far).
 * @param props - the shell's result props
 * @returns the result list
 */
export default function JaToEnWritingResult({ kind, items, answers }: ResultProps<"ja-to-en-writing">) {
  return (
    <ResultFrame
      kind={kind}
      items={items}
      answers={answers}
      view={({ item, answer }) => ({
        prompt: (
          <p className="objb-prompt" lang="ja">
            {item.screen_jp_text}
          </p>
        ),
        yourAnswer: answerText(answer),
        rightAnswer: item.answer[0],
        asExample: true,
        explanation: item.explanation,
        audioFile: item.audio_file,
      })}
    />
  );
}
