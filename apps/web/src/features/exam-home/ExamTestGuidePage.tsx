import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./i18n.ts";
import "./exam-home.css";

const STEPS = ["before", "during", "after"] as const;

/**
 * /examTestGuid: how to sit an exam simulation so that it tells you something: before (time, place,
 * earphones, the microphone), during (no pausing; listening played as often as in the exam; speaking
 * windows that start by themselves) and after (reading the result, reviewing the mistakes).
 * @returns the page
 */
export default function ExamTestGuidePage() {
  const { t } = useTranslation();
  usePageTitle(t("exam.sim_guide"));
  return (
    <div className="page exam-home" data-testid="exam-test-guide-page">
      <p>
        <Link to="/examHome/examTest">‹ {t("exam.sim_title")}</Link>
      </p>
      <h1>{t("exam.sim_guide")}</h1>
      {STEPS.map((step) => (
        <section key={step} className="card">
          <h2>{t(`exam.guide_${step}`)}</h2>
          <ul>
            {[1, 2, 3].map((n) => (
              <li key={n}>{t(`exam.guide_${step}_${n}`)}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <Link className="btn btn-primary" to="/examHome/examTest" data-testid="exam-guide-start">
          {t("exam.sim_choose")}
        </Link>
      </p>
    </div>
  );
}
