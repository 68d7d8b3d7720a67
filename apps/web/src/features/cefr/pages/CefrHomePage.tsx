import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCefrLevelsQuery, useCefrWeakInfoQuery } from "../api.ts";
import { TestLogList } from "../components/TestLogList.tsx";
import { byLang } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps (and /steps/index): the level test's home: the student's step with its can-do, the tests to take
 * or resume, and the links to the map, the weak questions, the about page and the test records.
 * @returns the page
 */
export default function CefrHomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("cefr.title"));
  const levels = useCefrLevelsQuery();
  const weak = useCefrWeakInfoQuery();
  if (levels.isError) return <LoadError onRetry={() => void levels.refetch()} />;
  const data = levels.data;
  const current = data?.levels.find((l) => l.level === data.current_level) ?? null;
  return (
    <div className="page cefr-page" data-testid="cefr-home">
      <h1>{t("cefr.title")}</h1>
      {!data ? (
        <Skeleton />
      ) : (
        <>
          <section className="card cefr-hero" aria-labelledby="cefr-step-h">
            <h2 id="cefr-step-h" className="cefr-label">
              {t("cefr.your_step")}
            </h2>
            {current ? (
              <>
                <p className="cefr-step-big" data-testid="cefr-current">
                  {current.level}
                  <span className="cefr-step-title">
                    {byLang(i18n.language, current.title, current.title_en)}
                  </span>
                </p>
                <p>
                  <span className="cefr-label">{t("cefr.can_do")}</span>
                  <br />
                  {byLang(i18n.language, current.can_do, current.can_do_en)}
                </p>
              </>
            ) : (
              <>
                <p className="cefr-step-big" data-testid="cefr-current">
                  {t("cefr.not_placed")}
                </p>
                <p className="muted">{t("cefr.not_placed_tip")}</p>
              </>
            )}
            <div className="cefr-actions">
              {data.open_test_id !== null && (
                <>
                  <p className="notice-box cefr-wide">{t("cefr.resume_tip")}</p>
                  <Link
                    className="btn btn-primary"
                    to={cefrUrls.test("placement", data.open_test_id)}
                    data-testid="cefr-resume"
                  >
                    {t("cefr.resume")}
                  </Link>
                </>
              )}
              {data.open_test_id === null && current && (
                <Link className="btn btn-primary" to={cefrUrls.test("step")} data-testid="cefr-start-step">
                  {t("cefr.take_step", { level: current.level })}
                </Link>
              )}
              {data.open_test_id === null && (
                <Link
                  className={`btn ${current ? "btn-secondary" : "btn-primary"}`}
                  to={cefrUrls.test("placement")}
                  data-testid="cefr-start-placement"
                >
                  {current ? t("cefr.retake_placement") : t("cefr.take_placement")}
                </Link>
              )}
            </div>
          </section>
          <nav aria-label={t("cefr.title")} className="card">
            <ul className="link-list">
              <li>
                <Link className="link-row" to={cefrUrls.map()} data-testid="cefr-link-map">
                  <span className="notice-title">{t("cefr.map")}</span>
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
              {weak.data?.has_weak_auth === 1 && (
                <li>
                  <Link className="link-row" to={cefrUrls.weakList()} data-testid="cefr-link-weak">
                    <span className="notice-title">{t("cefr.weak")}</span>
                    {weak.data.has_weak_count > 0 && (
                      <span className="badge" data-testid="cefr-weak-count">
                        {weak.data.has_weak_count}
                      </span>
                    )}
                    <span aria-hidden="true">›</span>
                  </Link>
                </li>
              )}
              <li>
                <Link className="link-row" to={cefrUrls.about()} data-testid="cefr-link-about">
                  <span className="notice-title">{t("cefr.about")}</span>
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            </ul>
          </nav>
        </>
      )}
      <section className="card" aria-labelledby="cefr-logs-h">
        <h2 id="cefr-logs-h">{t("cefr.logs")}</h2>
        <TestLogList />
      </section>
    </div>
  );
}
