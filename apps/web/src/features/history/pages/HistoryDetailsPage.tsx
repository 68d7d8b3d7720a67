import { displayPercent } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { textbookUrls } from "@web/features/textbook/routes.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useHistoryDetailsQuery } from "../api.ts";
import { MissingParam } from "../components/MissingParam.tsx";
import "../i18n.ts";
import { historyUrls } from "../routes.tsx";

/**
 * /history/details?res_code: every attempt at one resource; finished ones open their result, unfinished
 * ones continue in the player.
 * @returns the page
 */
export default function HistoryDetailsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const resCode = params.get("res_code")?.trim() ?? "";
  const details = useHistoryDetailsQuery(resCode);
  usePageTitle(t("history.title"));
  if (!resCode)
    return <MissingParam message={t("history.missing_res_code")} linkText={t("history.to_index")} />;
  if (details.isError) return <LoadError onRetry={() => void details.refetch()} />;
  if (!details.data) return <Spinner />;
  const { resource, attempts } = details.data;
  return (
    <div className="page" data-testid="history-details-page">
      <h1>{t("history.details", { title: resource.res_title })}</h1>
      {attempts.length === 0 && <p className="muted">{t("history.empty")}</p>}
      <ul className="link-list">
        {attempts.map((a) => {
          const text = t("history.attempt_row", {
            date: formatDate(a.finished_at ?? a.started_at, i18n.language),
            mode: t(`history.mode_${a.mode}`),
            score: displayPercent(a.percent_score),
            answered: a.answered,
          });
          return (
            <li key={a.guid}>
              {a.is_completed ? (
                <Link to={historyUrls.deep(a.guid)} className="card link-row" data-testid="history-attempt">
                  {text} · {t("history.view")}
                </Link>
              ) : (
                <Link
                  to={textbookUrls.details(resource.res_code, a.mode)}
                  className="card link-row"
                  data-testid="history-attempt"
                >
                  {text} · {t("history.unfinished")} · {t("history.resume")}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
