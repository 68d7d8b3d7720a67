import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { ResultPage } from "@web/features/textbook/exports/result-page.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BadLevel } from "../components/BadLevel.tsx";
import "../i18n.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

type Where = "rwl" | "review" | "exam";

function backOf(where: Where, levelId: number) {
  return where === "rwl"
    ? eikenUrls.rwl(levelId)
    : where === "review"
      ? eikenUrls.reviewStartup(levelId)
      : eikenUrls.examParts(levelId);
}
function resultOf(where: Where, levelId: number) {
  return (resCode: string, guid: string) =>
    where === "rwl"
      ? eikenUrls.rwlResult(levelId, resCode, guid)
      : where === "review"
        ? eikenUrls.reviewResult(levelId, resCode, guid)
        : eikenUrls.examPartResult(levelId, resCode, guid);
}

function BackToList({ where, levelId }: { where: Where; levelId: number }) {
  const { t } = useTranslation();
  const label =
    where === "rwl"
      ? "eiken.rwl_title"
      : where === "review"
        ? "eiken.review_title"
        : "eiken.exam_parts_title";
  return (
    <nav className="page ek-back">
      <Link to={backOf(where, levelId)} data-testid="ek-back">
        ‹ {t(label)}
      </Link>
    </nav>
  );
}

/** A practice set, a review or a mock part in the textbook player (mode from the link), then its result. */
function Play({ where }: { where: Where }) {
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  if (levelId === null) return <BadLevel />;
  return (
    <>
      <BackToList where={where} levelId={levelId} />
      <DetailsPage resultUrl={resultOf(where, levelId)} testId={`eiken-${where}-player`} />
    </>
  );
}

/** The result of a practice set, a review or a mock part, with the way back to its list. */
function Result({ where }: { where: Where }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  if (levelId === null) return <BadLevel />;
  return (
    <ResultPage
      testId={`eiken-${where}-result`}
      actions={() => (
        <div className="ek-actions">
          <Link className="btn btn-primary" to={backOf(where, levelId)} data-testid="ek-result-back">
            {t(
              where === "rwl"
                ? "eiken.rwl_title"
                : where === "review"
                  ? "eiken.review_title"
                  : "eiken.exam_parts_title",
            )}
          </Link>
          {where !== "review" && (
            <Link className="btn btn-ghost" to={eikenUrls.reviewStartup(levelId)}>
              {t("eiken.review_title")}
            </Link>
          )}
        </div>
      )}
    />
  );
}

/** /eiken/rwl/practice (?level_id, res_code, mode=paper) */
export const RwlPlayPage = () => <Play where="rwl" />;
/** /eiken/rwl/practice/result (?level_id, res_code, guid) */
export const RwlResultPage = () => <Result where="rwl" />;
/** /eiken/rwl/review/details (?level_id, res_code, question_ids, mode=review) */
export const ReviewPlayPage = () => <Play where="review" />;
/** /eiken/rwl/review/result (?level_id, res_code, guid) */
export const ReviewResultPage = () => <Result where="review" />;
/** /eiken/practice/detail (?level_id, res_code, mode=exam) */
export const ExamPartPlayPage = () => <Play where="exam" />;
/** /eiken/practice/result (?level_id, res_code, guid) */
export const ExamPartResultPage = () => <Result where="exam" />;
