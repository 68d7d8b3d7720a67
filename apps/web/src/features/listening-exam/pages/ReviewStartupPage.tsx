import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BadLink } from "../components/BadLink.tsx";
import "../i18n.ts";
import { idOf, listeningUrls } from "../urls.ts";
import "../listening.css";

/**
 * /high-school-entrance-exam/review-startup (?eiken_id, res_code, question_ids, mode=review): replays the
 * items that hold the missed questions in the player, then records the review on review-result.
 * @returns the page
 */
export default function ReviewStartupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const eikenId = idOf(params.get("eiken_id"));
  if (eikenId === null || !params.get("res_code")) return <BadLink />;
  return (
    <>
      <nav className="page lx-back">
        <Link to={listeningUrls.reviewInfo()}>{t("lx.review_title")}</Link>
      </nav>
      <DetailsPage
        resultUrl={(resCode, guid) => listeningUrls.reviewResult(eikenId, resCode, guid)}
        testId="lx-review-player"
      />
    </>
  );
}
