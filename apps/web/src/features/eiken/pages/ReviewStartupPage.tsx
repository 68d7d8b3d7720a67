import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePracticeListQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import "../i18n.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/rwl/review/startup?level_id: every practice set and mock part with items answered wrongly in
 * its latest attempt; each is replayed in review mode with only those items until they are right.
 * @returns the page
 */
export default function ReviewStartupPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("eiken.review_title"));
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const practice = usePracticeListQuery(levelId, "practice");
  const mock = usePracticeListQuery(levelId, "mock");
  if (levelId === null) return <BadLevel />;
  if (practice.isError || mock.isError)
    return <LoadError onRetry={() => void Promise.all([practice.refetch(), mock.refetch()])} />;
  const en = i18n.language.startsWith("en");
  const rows = [...(practice.data?.sections ?? []), ...(mock.data?.sections ?? [])].flatMap((s) =>
    s.resources.filter((r) => r.wrong_question_ids.length > 0).map((r) => ({ s, r })),
  );
  return (
    <div className="page ek-page" data-testid="eiken-review-startup">
      <h1>{t("eiken.review_title")}</h1>
      <p className="muted">{t("eiken.review_lead")}</p>
      {!practice.data || !mock.data ? (
        <Skeleton />
      ) : rows.length === 0 ? (
        <p className="notice-box" data-testid="ek-review-empty">
          {t("eiken.review_empty")}
        </p>
      ) : (
        <ul className="card ek-sets">
          {rows.map(({ s, r }) => (
            <li key={r.res_code} className="ek-set" data-testid="ek-review-set">
              <div className="ek-set-main">
                <span className="ek-set-title">{en ? s.name_en : s.name}</span>
                <span className="muted ek-small">{en ? r.title_en : r.title}</span>
                <span className="ek-small">
                  {t("eiken.review_count", { count: r.wrong_question_ids.length })}
                </span>
              </div>
              <Link
                className="btn btn-primary"
                to={eikenUrls.reviewDetails(levelId, r.res_code, r.wrong_question_ids)}
                data-testid="ek-review-start"
              >
                {t("eiken.review_start")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn btn-ghost" to={eikenUrls.rwl(levelId)}>
        {t("eiken.rwl_title")}
      </Link>
    </div>
  );
}
