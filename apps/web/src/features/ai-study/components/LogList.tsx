import type { AiLogItem } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import "./results.css";

/**
 * Every question of a submitted attempt: what was asked, the student's answer marked right or wrong (in
 * words, not colour alone), the correct sentence with its Japanese, and why.
 * @param props - the questions and the heading level's id prefix
 * @returns the list
 */
export function LogList({ items }: { items: readonly AiLogItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="aist-logs-title" className="aist-logs">
      <h2 id="aist-logs-title">{t("aist.result.questions")}</h2>
      <ol className="aist-log-list">
        {items.map((it, i) => {
          const verdict = it.correct === null ? "unanswered" : it.correct ? "right" : "wrong";
          return (
            <li
              key={it.question_id}
              className={`card aist-log is-${verdict}`}
              data-testid="aist-log"
              data-question={it.question_id}
              data-verdict={verdict}
            >
              <p className="aist-log-head">
                <span className="aist-log-no">No.{i + 1}</span>
                <span className={`aist-verdict is-${verdict}`}>
                  <span aria-hidden="true">
                    {verdict === "right" ? "○ " : verdict === "wrong" ? "× " : "− "}
                  </span>
                  {t(`aist.result.${verdict}`)}
                </span>
                {it.score !== null && it.type === "speak" && (
                  <span className="muted">{Math.round(it.score)}</span>
                )}
              </p>
              <p lang="en" className="aist-log-sentence">
                {it.sentence}
              </p>
              {it.options.length > 0 && (
                <p className="muted aist-log-options" lang="en">
                  {it.options.join(" / ")}
                </p>
              )}
              <dl className="aist-log-detail">
                <dt>{t("aist.result.your_answer")}</dt>
                <dd lang="en" data-testid="aist-log-answer">
                  {it.answer || t("aist.result.no_answer")}
                </dd>
                <dt>{t("aist.result.model")}</dt>
                <dd data-testid="aist-log-model">
                  <span lang="en">{it.model_answer}</span>
                  {it.model_answer_ja && <span className="muted aist-log-ja">{it.model_answer_ja}</span>}
                </dd>
                {it.explain_ja && (
                  <>
                    <dt>{t("aist.result.why")}</dt>
                    <dd data-testid="aist-log-why">{it.explain_ja}</dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
