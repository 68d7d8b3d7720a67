import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { ResultRows } from "../shell/ui/ResultRows.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Pure-listening result: question 1 (which carries the full score of the first play) says the passage was
 * listened to, with the full-text audio; then the passage sentence by sentence, with translations when the
 * toggle is on.
 * @param props - items and answers
 * @returns the layout
 */
export default function PureListeningResult({ items, answers }: ResultProps<"pure-listening">) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  const { on } = usePlayerSwitches();
  const all = (resource.kind === "pure-listening" ? resource.items : items) as typeof items;
  const first = all[0];
  // The row stands for the whole passage: its audio is the full text's, its translations are listed below.
  const row = first && {
    question_id: first.question_id,
    audio_file: resource.full_text?.audio_file ?? first.audio_file,
  };
  return (
    <div data-testid="result-pure-listening">
      <ResultRows
        testId="result-rows"
        items={row ? [row] : []}
        answers={answers}
        render={{
          stem: () => resource.full_text?.title ?? resource.res_title,
          answer: () => t("pure_listening.done"),
          right: () => null,
          plainAnswer: true,
        }}
      />
      <ol className="pl-sentences">
        {all.map((s) => (
          <li key={s.question_id}>
            <span lang="en">{s.screen_en_text ?? s.screen_text}</span>
            {on.translation && (s.screen_jp_text ?? s.translation) && (
              <p className="pl-translation">{s.screen_jp_text ?? s.translation}</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
