import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { useLiveHistoryQuery } from "../api.ts";

/**
 * The student's past live classes with their score (first page: the newest 20).
 * @returns the card
 */
export function LiveHistory() {
  const { t, i18n } = useTranslation();
  const q = useLiveHistoryQuery();
  return (
    <section className="card" aria-labelledby="live-history-title" data-testid="live-history">
      <h2 id="live-history-title">{t("live.history")}</h2>
      {q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton lines={3} />
      ) : q.data.items.length === 0 ? (
        <p className="muted">{t("live.history_empty")}</p>
      ) : (
        <ul className="notice-list">
          {q.data.items.map((h) => (
            <li key={h.live_id} className="live-history-row" data-testid="live-history-row">
              <span>
                <strong>{h.title}</strong>
                <br />
                <span className="muted">
                  {formatDate(h.ended_at ?? h.created_at, i18n.language)} ·{" "}
                  {t("live.by_teacher", { name: h.teacher_name })} ·{" "}
                  {t("live.history_detail", {
                    answered: h.answered,
                    count: h.item_count,
                    correct: h.correct,
                  })}
                </span>
              </span>
              <strong className="live-history-score">{t("live.history_score", { score: h.my_score })}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
