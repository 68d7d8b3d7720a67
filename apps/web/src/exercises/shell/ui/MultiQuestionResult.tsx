import { answerColour, type BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { chosenText, rightText } from "./choice-text.ts";
import type { MultiQuestionItem } from "./MultiQuestion.tsx";
import { ResultRows } from "./ResultRows.tsx";

type Item = MultiQuestionItem & {
  audio_file?: string | undefined;
  screen_text?: string | undefined;
  translation?: string | undefined;
  screen_jp_text?: string | undefined;
};

function SubQuestionLines({
  item,
  answer,
  label,
}: {
  item: Item;
  answer: BaseAnswer | undefined;
  label: (n: number) => string;
}) {
  const { t } = useTranslation();
  if (!item.questions) return null;
  const byId = new Map((answer?.result ?? []).map((e) => [e.question_id, e]));
  return (
    <ul className="rs-sub">
      {item.questions.map((q, n) => {
        const e = byId.get(q.question_id);
        const picked = e?.answer_index ?? null;
        const option = picked === null ? undefined : q.answers.find((o) => o.index === picked);
        const colour = answer ? answerColour(option?.correct ? 1 : 0) : "unanswered";
        return (
          <li key={q.question_id} data-colour={colour}>
            <strong>{label(n + 1)}</strong> {q.screen_text}{" "}
            <span>{t("player.your_answer", { answer: option?.content ?? "—" })}</span>
            {colour === "wrong" && (
              <span> · {t("player.right_answer", { answer: rightText(q.answers) })}</span>
            )}
            {q.explanation && colour === "wrong" && <span className="muted"> {q.explanation}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Result layout of multi-question kinds (listening choice, reading comprehension, listening mock test, cloze
 * test): each item with its sub-questions, the chosen options and, for wrong ones, the right option.
 * @param props - items, answers, the layout's test id and how the stem looks
 * @returns the layout
 */
export function MultiQuestionResult<I extends Item>({
  items,
  answers,
  testId,
  stem,
  questionLabel,
}: {
  items: readonly I[];
  answers: readonly BaseAnswer[];
  testId: string;
  stem: (item: I) => ReactNode;
  questionLabel?: (n: number) => string;
}) {
  const { t } = useTranslation();
  const label = questionLabel ?? ((n: number) => t("player.question_n", { n }));
  return (
    <ResultRows
      testId={testId}
      items={items}
      answers={answers}
      render={{
        stem,
        answer: (it, a) =>
          it.questions
            ? `${(a.result ?? []).filter((e) => it.questions?.find((q) => q.question_id === e.question_id)?.answers.find((o) => o.index === e.answer_index)?.correct).length} / ${it.questions.length}`
            : chosenText(it.answers, a),
        // Several questions: each wrong one shows its right option on its own line below.
        right: (it) => (it.questions ? null : rightText(it.answers)),
        extra: (it, a) => <SubQuestionLines item={it} answer={a} label={label} />,
      }}
    />
  );
}
