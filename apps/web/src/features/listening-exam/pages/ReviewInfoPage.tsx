import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useReviewIndexQuery } from "../api.ts";
import "../i18n.ts";
import { idOf, listeningUrls } from "../urls.ts";
import "../listening.css";

/**
 * /high-school-entrance-exam/review-info (?region_id): the sets with questions missed in a full sitting,
 * each with a button that replays just those questions (a review clears a question answered right).
 * @returns the page
 */
export default function ReviewInfoPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const regionId = idOf(params.get("region_id")) ?? undefined;
  const reviews = useReviewIndexQuery(regionId);
  usePageTitle(t("lx.review_title"));
  if (reviews.isError) return <LoadError onRetry={() => void reviews.refetch()} />;
  const en = i18n.language.startsWith("en");
  return (
    <div className="page lx-page" data-testid="lx-review-info">
      <p>
        <Link to={regionId === 1 ? listeningUrls.index("ct") : listeningUrls.index("hs", regionId)}>
          {t("lx.back_list")}
        </Link>
      </p>
      <h1>{t("lx.review_title")}</h1>
      <p className="muted">{t("lx.review_lead")}</p>
      {!reviews.data ? (
        <Skeleton />
      ) : reviews.data.sets.length === 0 ? (
        <p className="notice-box" data-testid="lx-review-none">
          {t("lx.review_none")}
        </p>
      ) : (
        <ul className="lx-sets">
          {reviews.data.sets.map((r) => (
            <li
              key={r.eiken_id}
              className="card lx-set"
              data-testid="lx-review-set"
              data-res-code={r.res_code}
            >
              <span className="lx-set-title">{en ? r.title_en : r.title}</span>
              <span className="muted">
                {t("lx.parts")}: {r.parts.join(" ")}
              </span>
              <Link
                className="btn btn-primary"
                to={listeningUrls.reviewStartup(r.eiken_id, r.res_code, r.item_ids)}
                data-testid="lx-review-start"
              >
                {t("lx.review_start", { n: r.question_ids.length })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
