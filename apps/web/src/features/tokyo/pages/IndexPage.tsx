import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PartCards } from "../components/PartCards.tsx";
import "../i18n.ts";
import { tokyoUrls } from "../urls.ts";
import "../tokyo.css";

/**
 * /tokyo/index: the Tokyo speaking test area: what the test is, its four parts with their windows, and
 * the ways in (full tests, practice by part, the guide).
 * @returns the page
 */
export default function IndexPage() {
  const { t } = useTranslation();
  usePageTitle(t("tokyo.title"));
  return (
    <div className="page tk-page" data-testid="tokyo-index">
      <h1>{t("tokyo.title")}</h1>
      <p className="muted">
        <span className="chip">{t("tokyo.year3")}</span> {t("tokyo.lead")}
      </p>
      <div className="tk-entries">
        <Link className="card tk-entry" to={tokyoUrls.unitList(1)} data-testid="tk-go-tests">
          <strong>{t("tokyo.go_tests")}</strong>
          <span className="muted">{t("tokyo.go_tests_lead")}</span>
        </Link>
        <Link className="card tk-entry" to={tokyoUrls.training(2)} data-testid="tk-go-training">
          <strong>{t("tokyo.go_training")}</strong>
          <span className="muted">{t("tokyo.go_training_lead")}</span>
        </Link>
      </div>
      <PartCards />
      <Link className="btn btn-ghost" to={tokyoUrls.help()} data-testid="tk-go-help">
        {t("tokyo.go_help")}
      </Link>
    </div>
  );
}
