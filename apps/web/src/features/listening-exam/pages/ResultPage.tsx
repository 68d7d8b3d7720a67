import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { ResultPage as AnswersPage } from "@web/features/textbook/exports/result-page.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useRecordSittingQuery } from "../api.ts";
import { BadLink } from "../components/BadLink.tsx";
import { PartPoints } from "../components/PartPoints.tsx";
import { useFlavour, useMockRoute } from "../flavour.ts";
import "../i18n.ts";
import { idOf, listeningUrls } from "../urls.ts";
import "../listening.css";

/**
 * The result of a sitting: /college-entrance-test/parctice-result and mock-test-result,
 * /high-school-entrance-exam/practice-result and review-result, /tokyo/listening/parctice/result
 * (?res_id or eiken_id, res_code, guid). Records the sitting on the exam's scale (once), then shows the
 * points, the points per part and, below, every answer with its script and explanation.
 * @returns the page
 */
export default function ResultPage() {
  const [params] = useSearchParams();
  const review = params.has("eiken_id");
  const resId = idOf(params.get(review ? "eiken_id" : "res_id"));
  const guid = params.get("guid")?.trim() ?? "";
  if (resId === null || !guid || !params.get("res_code")) return <BadLink />;
  return <Result resId={resId} guid={guid} review={review} />;
}

function Result({ resId, guid, review }: { resId: number; guid: string; review: boolean }) {
  const { t } = useTranslation();
  const flavour = useFlavour();
  const mock = useMockRoute();
  const sitting = useRecordSittingQuery(resId, guid, review);
  usePageTitle(t(review ? "lx.review_title" : "lx.result_title"));
  if (sitting.isError) return <LoadError onRetry={() => void sitting.refetch()} />;
  if (!sitting.data)
    return (
      <div className="page">
        <p className="muted" role="status">
          {t("lx.recording")}
        </p>
        <Skeleton />
      </div>
    );
  const { log, best, review_count, cleared } = sitting.data;
  return (
    <>
      <div
        className="page lx-page"
        data-testid="lx-result"
        data-points={log.points}
        data-percent={log.percent}
      >
        <h1>{t(review ? "lx.review_title" : "lx.result_title")}</h1>
        <section className="card lx-score" aria-live="polite">
          <p className="lx-score-main">
            <strong data-testid="lx-points">
              {t("lx.points_of", { points: log.points, max: log.max_points })}
            </strong>
          </p>
          <p>{t("lx.right_of", { right: log.right, total: log.total })}</p>
          {best && log.mode !== "review" && <p className="lx-best">{t("lx.new_best")}</p>}
          {review && (
            <p data-testid="lx-review-outcome">
              {t("lx.review_cleared", { n: cleared.length })} ・{" "}
              {review_count > 0 ? t("lx.review_remaining", { n: review_count }) : t("lx.review_done")}
            </p>
          )}
        </section>
        {!review && <PartPoints parts={log.parts} />}
        <div className="lx-actions">
          {review_count > 0 && (
            <Link className="btn btn-primary" to={listeningUrls.reviewInfo()} data-testid="lx-result-review">
              {t("lx.to_review")}
            </Link>
          )}
          <Link className="btn btn-secondary" to={listeningUrls.info(flavour, resId, mock)}>
            {t(review ? "lx.back_set" : "lx.again")}
          </Link>
        </div>
      </div>
      <AnswersPage testId="lx-answers" actions={() => null} />
    </>
  );
}
