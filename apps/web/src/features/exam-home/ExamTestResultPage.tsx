import { BarChart } from "@web/components/charts/BarChart.tsx";
import { LineChart } from "@web/components/charts/LineChart.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSimulations } from "./simulations.ts";
import "./i18n.ts";
import "./exam-home.css";

/**
 * /examHome/examTestResult: the record of every exam simulation sat, as charts: the Eiken mock tests' CSE
 * estimates over time (grade by grade), the Common Test listening mocks' points over the sittings, and the
 * Tokyo speaking test's best score per full test; each chart is also a table for screen readers.
 * @returns the page
 */
export default function ExamTestResultPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("exam.sim_results"));
  const sims = useSimulations();
  const en = i18n.language.startsWith("en");
  if (sims.failed) return <LoadError onRetry={() => window.location.reload()} />;
  const date = (iso: string) => formatDate(iso, i18n.language);
  const eiken = (sims.eiken ?? [])
    .flatMap(({ level, sittings }) =>
      sittings
        .filter((s) => s.status === "finished" && s.cse_total !== null && s.finished_at)
        .map((s) => ({
          at: s.finished_at as string,
          grade: en ? level.name_en : level.name,
          cse: s.cse_total ?? 0,
        })),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  const ct = (sims.commonTest ?? [])
    .flatMap(({ set, logs }) =>
      logs
        .filter((l) => l.mode === "exam")
        .map((l) => ({ at: l.created_at, title: en ? set.title_en : set.title, points: l.points })),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  const tokyo = (sims.tokyo ?? []).filter((r) => r.best_score !== null);
  return (
    <div className="page exam-home" data-testid="exam-test-result">
      <p>
        <Link to="/examHome/examTest">‹ {t("exam.sim_title")}</Link>
      </p>
      <h1>{t("exam.sim_results")}</h1>
      <section className="card">
        <h2>{t("exam.sim_eiken")}</h2>
        {!sims.eiken ? (
          <Skeleton />
        ) : (
          <LineChart
            title={t("exam.sim_eiken")}
            points={eiken.map((e) => ({ label: `${date(e.at)} ${e.grade}`, value: e.cse }))}
            max={Math.max(100, ...eiken.map((e) => e.cse))}
            labelHeader={t("exam.sim_when")}
            valueHeader={t("exam.sim_cse")}
            emptyText={t("exam.sim_none")}
            testId="exam-result-eiken"
          />
        )}
      </section>
      <section className="card">
        <h2>{t("exam.sim_ct")}</h2>
        {!sims.commonTest ? (
          <Skeleton />
        ) : (
          <LineChart
            title={t("exam.sim_ct")}
            points={ct.map((c) => ({ label: date(c.at), value: c.points }))}
            max={100}
            labelHeader={t("exam.sim_when")}
            valueHeader={t("exam.sim_points")}
            emptyText={t("exam.sim_none")}
            testId="exam-result-common-test"
          />
        )}
      </section>
      <section className="card">
        <h2>{t("exam.tokyo")}</h2>
        {!sims.tokyo ? (
          <Skeleton />
        ) : (
          <BarChart
            title={t("exam.tokyo")}
            points={tokyo.map((r) => ({ label: en ? r.title_en : r.title, value: r.best_score ?? 0 }))}
            max={100}
            labelHeader={t("exam.sim_test")}
            valueHeader={t("exam.sim_best")}
            emptyText={t("exam.sim_none")}
            testId="exam-result-tokyo"
          />
        )}
      </section>
    </div>
  );
}
