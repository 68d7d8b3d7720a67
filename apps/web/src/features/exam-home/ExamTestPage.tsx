import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSimulations } from "./simulations.ts";
import "./i18n.ts";
import "./exam-home.css";

/**
 * /examHome/examTest: the full exam simulations, each sat as the real test (timed, no pausing, the audio
 * played as often as the exam plays it): the Eiken first-stage mock test of each grade, the Common Test
 * listening mock tests and the Tokyo speaking test's full tests, with the student's last result.
 * @returns the page
 */
export default function ExamTestPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("exam.sim_title"));
  const sims = useSimulations();
  const en = i18n.language.startsWith("en");
  if (sims.failed) return <LoadError onRetry={() => window.location.reload()} />;
  return (
    <div className="page exam-home" data-testid="exam-test">
      <p>
        <Link to="/testing">‹ {t("exam.title")}</Link>
      </p>
      <h1>{t("exam.sim_title")}</h1>
      <p className="muted">{t("exam.sim_lead")}</p>
      <p className="exam-links">
        <Link className="btn btn-secondary" to="/examTestGuid" data-testid="exam-test-guide">
          {t("exam.sim_guide")}
        </Link>
        <Link className="btn btn-ghost" to="/examHome/examTestResult" data-testid="exam-test-results">
          {t("exam.sim_results")}
        </Link>
      </p>
      <section className="card exam-sim" data-testid="exam-sim-eiken">
        <h2>{t("exam.sim_eiken")}</h2>
        <p className="muted">{t("exam.sim_eiken_lead")}</p>
        {!sims.eiken ? (
          <Skeleton />
        ) : (
          <ul className="exam-sim-list">
            {sims.eiken.map(({ level, sittings }) => {
              const last = sittings.find((s) => s.status === "finished");
              const open = sittings.find((s) => s.status === "in_progress");
              return (
                <li key={level.level_id}>
                  <Link to={`/eiken/challenge?level_id=${level.level_id}`} data-testid="exam-sim-item">
                    <strong>{en ? level.name_en : level.name}</strong>
                    <span className="muted">
                      {open
                        ? t("exam.sim_in_progress")
                        : last?.cse_total != null
                          ? t("exam.sim_last_cse", { cse: last.cse_total })
                          : t("exam.not_started")}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="card exam-sim" data-testid="exam-sim-common-test">
        <h2>{t("exam.sim_ct")}</h2>
        <p className="muted">{t("exam.sim_ct_lead")}</p>
        {!sims.commonTest ? (
          <Skeleton />
        ) : (
          <ul className="exam-sim-list">
            {sims.commonTest.map(({ set }) => (
              <li key={set.res_id}>
                <Link
                  to={`/college-entrance-test/mock-test?res_id=${set.res_id}`}
                  data-testid="exam-sim-item"
                >
                  <strong>{en ? set.title_en : set.title}</strong>
                  <span className="muted">
                    {set.last_points === null
                      ? t("exam.not_started")
                      : t("exam.sim_last_points", { points: set.last_points, max: set.max_points })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card exam-sim" data-testid="exam-sim-tokyo">
        <h2>{t("exam.tokyo")}</h2>
        <p className="muted">{t("exam.sim_tokyo_lead")}</p>
        {!sims.tokyo ? (
          <Skeleton />
        ) : (
          <ul className="exam-sim-list">
            {sims.tokyo.map((r) => (
              <li key={r.res_code}>
                <Link
                  to={`/tokyo/testing?res_code=${encodeURIComponent(r.res_code)}`}
                  data-testid="exam-sim-item"
                >
                  <strong>{en ? r.title_en : r.title}</strong>
                  <span className="muted">
                    {r.last_score === null
                      ? t("exam.not_started")
                      : t("exam.sim_last_grade", { score: r.last_score, grade: r.last_grade })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
