import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../feedback.css";
import "../inquiry-i18n.ts";
import { feedbackUrls } from "../urls.ts";

const QUESTIONS = [1, 2, 3, 4, 5] as const;

/**
 * /feedback/faq: short questions and answers (each opens with Enter or Space), and the way to the form.
 * @returns the page
 */
export default function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t("faq.title"));
  return (
    <section className="inquiry page-narrow" aria-labelledby="faq-title">
      <h1 id="faq-title">{t("faq.title")}</h1>
      <div className="faq-list">
        {QUESTIONS.map((n) => (
          <details key={n} className="faq-item" data-testid="faq-item">
            <summary>{t(`faq.q${n}`)}</summary>
            <p>{t(`faq.a${n}`)}</p>
          </details>
        ))}
      </div>
      <p>
        <Link to={feedbackUrls.form("faq")} className="btn btn-primary" data-testid="faq-to-form">
          {t("faq.to_form")}
        </Link>
      </p>
    </section>
  );
}
