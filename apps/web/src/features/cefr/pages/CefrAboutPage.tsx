import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCefrLevelsQuery } from "../api.ts";
import { byLang } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

// The placement's most items (the contract's max_items of a placement).
const PLACEMENT_MAX = 30;
// The spec's default thresholds, shown while the levels load or when they cannot.
const DEFAULT_UP = 80;
const DEFAULT_DOWN = 40;

/**
 * /steps/about: what the level test is: the adaptive placement, the step tests with their thresholds (from
 * get-cefr-test-levels), the weak questions, the ten steps and the credit line.
 * @returns the page
 */
export default function CefrAboutPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("cefr.about"));
  const levels = useCefrLevelsQuery();
  const up = levels.data?.upgrade_score ?? DEFAULT_UP;
  const down = levels.data?.downgrade_score ?? DEFAULT_DOWN;
  return (
    <div className="page cefr-page prose" data-testid="cefr-about">
      <h1>{t("cefr.about_title")}</h1>
      <p>{t("cefr.about_intro")}</p>
      <section className="card">
        <h2>{t("cefr.about_placement_title")}</h2>
        <p>{t("cefr.about_placement", { max: PLACEMENT_MAX })}</p>
        <h2>{t("cefr.about_step_title")}</h2>
        <p data-testid="cefr-about-step">{t("cefr.about_step", { up, down })}</p>
        <h2>{t("cefr.about_weak_title")}</h2>
        <p>{t("cefr.about_weak")}</p>
      </section>
      {levels.data && (
        <section className="card">
          <h2>{t("cefr.about_steps")}</h2>
          <dl className="facts">
            {levels.data.levels.map((l) => (
              <div key={l.level} className="cefr-fact">
                <dt>{l.level}</dt>
                <dd>{byLang(i18n.language, l.can_do, l.can_do_en)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section className="card">
        <h2>{t("cefr.credit_title")}</h2>
        <p lang="en" data-testid="cefr-credit">
          {t("cefr.credit")}
        </p>
      </section>
      <Link className="btn btn-secondary" to={cefrUrls.home()}>
        {t("cefr.back_home")}
      </Link>
    </div>
  );
}
