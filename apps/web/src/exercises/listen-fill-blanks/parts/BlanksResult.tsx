import { fillTemplate } from "@hibiki/exercises";
import type { ResultProps } from "../../types.ts";
import { answerParts } from "./answer-text.ts";
import type { BlanksKind } from "./BlanksPlayer.tsx";
import { ResultFrame } from "./ResultFrame.tsx";

/**
 * Result layout of the typed-blank kinds ("listening fill words" and translate fill words): the
 * sentence with the student's words, and at score 0 the sentence with the first accepted answers.
 * @param props - the shell's result props
 * @returns the result list
 */
export function BlanksResult<K extends BlanksKind>({ kind, items, answers }: ResultProps<K>) {
  return (
    <ResultFrame
      kind={kind}
      items={items}
      answers={answers}
      view={({ item, answer }) => {
        const parts = answerParts(answer);
        const jp = "screen_jp_text" in item ? item.screen_jp_text : undefined;
        return {
          prompt:
            kind === "translate-fill-words" && jp ? (
              <p className="objb-prompt" lang="ja">
                {jp}
              </p>
            ) : undefined,
          yourAnswer: parts.length > 0 ? fillTemplate(item.screen_text, parts) : "",
          rightAnswer: fillTemplate(
            item.screen_text,
            item.filling_answer.map((accepted) => accepted[0] ?? ""),
          ),
          explanation: item.explanation,
          translation: kind === "translate-fill-words" ? item.translation : (item.translation ?? jp),
          audioFile: item.audio_file,
        };
      }}
    />
  );
}
