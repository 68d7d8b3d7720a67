import type { HomeworkTopicResult } from "@hibiki/contracts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import "../i18n-returned.ts";
import { Link } from "react-router";
import { homeworkUrls } from "../routes.tsx";
import { shownPercent } from "../rules.ts";

type History = Extract<HomeworkTopicResult, { has_result: 1 }>["history"];

/**
 * Every finished attempt of a homework topic, oldest first: when, the score, whether the teacher returned
 * it (and why) and how many comments it has, each a link to its result. The shown one is marked.
 * @param props - the history, the shown attempt and the topic's link parts
 * @returns the list, or nothing for a single attempt
 */
export function AttemptHistory({
  history,
  current,
  kind,
  homeworkId,
  topicId,
}: {
  history: History;
  current: string;
  kind: string;
  homeworkId: number;
  topicId: number;
}) {
  const { t, i18n } = useTranslation();
  if (history.length < 2) return null;
  return (
    <section className="hw-history" aria-labelledby="hw-history-title" data-testid="attempt-history">
      <h2 id="hw-history-title">{t("homework.history")}</h2>
      <ol>
        {history.map((a, i) => {
          const shown = a.guid === current;
          return (
            <li key={a.guid} aria-current={shown ? "true" : undefined} data-testid="history-attempt">
              <strong>{t("homework.history_item", { n: i + 1 })}</strong>
              <span>{formatDate(a.finished_at, i18n.language)}</span>
              <span>{shownPercent(a.percent_score)}%</span>
              {a.is_returned === 1 && (
                <span className="hw-status" data-testid="history-returned">
                  {t("homework.history_returned")}
                </span>
              )}
              {a.note_count > 0 && <span>{t("homework.history_notes", { count: a.note_count })}</span>}
              {a.return_reason && <q className="muted">{a.return_reason}</q>}
              {shown ? (
                <span className="muted">{t("homework.history_current")}</span>
              ) : (
                <Link to={homeworkUrls.result(kind, homeworkId, topicId, a.guid)} replace>
                  {t("homework.history_view")}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
