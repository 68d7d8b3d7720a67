import { useTranslation } from "react-i18next";
import { useResourceContext } from "../shell/resource-context.ts";
import { ResultRows } from "../shell/ui/ResultRows.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Pure-listening result: the passage sentence by sentence with model audio and translation toggle;
 * question 1 carries the full score of the first play.
 * @param props - items and answers
 * @returns the layout
 */
export default function PureListeningResult({ items, answers }: ResultProps<"pure-listening">) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  const all = (resource.kind === "pure-listening" ? resource.items : items) as typeof items;
  const first = all[0];
  return (
    <div data-testid="result-pure-listening">
      <ResultRows
        testId="result-rows"
        items={first ? [first] : []}
        answers={answers}
        render={{
          stem: () => resource.full_text?.title ?? resource.res_title,
          answer: () => t("result.read_done"),
          right: () => "",
        }}
      />
      <ol className="pl-sentences">
        {all.map((s) => (
          <li key={s.question_id} lang="en">
            {s.screen_en_text ?? s.screen_text}
          </li>
        ))}
      </ol>
    </div>
  );
}
