import { mainPath } from "@web/app/go-back.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../feedback.css";
import "../inquiry-i18n.ts";
import { feedbackUrls } from "../urls.ts";

/**
 * /feedback/success: the inquiry was sent; the way home or to another inquiry.
 * @returns the page
 */
export default function InquirySuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t("inquiry.success_title"));
  return (
    <section
      className="inquiry page-narrow"
      aria-labelledby="inquiry-done-title"
      data-testid="inquiry-success"
    >
      <h1 id="inquiry-done-title">{t("inquiry.success_title")}</h1>
      <p>{t("inquiry.success_body")}</p>
      <div className="inquiry-actions">
        <Link to={mainPath()} className="btn btn-primary">
          {t("inquiry.back_home")}
        </Link>
        <Link to={feedbackUrls.form()} className="btn btn-secondary">
          {t("inquiry.write_again")}
        </Link>
      </div>
    </section>
  );
}
