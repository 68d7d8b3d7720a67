import { TOKYO_GRADES } from "@hibiki/exercises/tokyo";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GradeBadge } from "../components/GradeBadge.tsx";
import { PartCards } from "../components/PartCards.tsx";
import "../i18n.ts";
import { tokyoUrls } from "../urls.ts";
import "../tokyo.css";

/**
 * /tokyo/help: how the test runs, its parts and windows, the score and grades, and tips; no call.
 * @returns the page
 */
export default function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t("tokyo.help_title"));
  return (
    <div className="page tk-page" data-testid="tokyo-help">
      <h1>{t("tokyo.help_title")}</h1>
      <p>{t("tokyo.help_lead")}</p>
      <h2>{t("tokyo.help_parts")}</h2>
      <PartCards />
      <section className="card" aria-labelledby="tk-grades-h">
        <h2 id="tk-grades-h">{t("tokyo.help_grades")}</h2>
        <p>{t("tokyo.help_grades_lead")}</p>
        <ul className="tk-grade-scale">
          {TOKYO_GRADES.map((g, i) => (
            <li key={g.grade}>
              <GradeBadge grade={g.grade} />{" "}
              {i === 0 ? "80–100" : g.grade === "F" ? "0" : `${g.min}–${(TOKYO_GRADES[i - 1]?.min ?? 1) - 1}`}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="tk-tips-h">
        <h2 id="tk-tips-h">{t("tokyo.help_tips")}</h2>
        <ul>
          <li>{t("tokyo.help_tip1")}</li>
          <li>{t("tokyo.help_tip2")}</li>
          <li>{t("tokyo.help_tip3")}</li>
          <li>{t("tokyo.help_tip4")}</li>
        </ul>
      </section>
      <p className="muted tk-small">{t("tokyo.help_source")}</p>
      <Link className="btn btn-primary" to={tokyoUrls.unitList(1)}>
        {t("tokyo.go_tests")}
      </Link>
    </div>
  );
}
