import { TOKYO_GRADES } from "@hibiki/exercises/tokyo";
import { Skeleton } from "@web/components/Spinner.tsx";
import { useEikenLevelsQuery } from "@web/features/eiken/exports/queries.ts";
import { useRegionIndexQuery } from "@web/features/listening-exam/exports/queries.ts";
import { useTokyoListQuery } from "@web/features/tokyo/exports/queries.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./i18n.ts";
import "./exam-home.css";

const order = (g: string) => TOKYO_GRADES.findIndex((x) => x.grade === g);

/**
 * /testing and /examHome: the exam home. Every exam the student can practise (Eiken, the Tokyo speaking
 * test, Common Test listening, high-school entrance listening) with their progress and last results, each
 * leading to its area.
 * @returns the page
 */
export default function ExamHomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("exam.title"));
  const eiken = useEikenLevelsQuery();
  const tokyo = useTokyoListQuery(1);
  const listening = useRegionIndexQuery();
  const regions = listening.data?.regions ?? [];
  const levels = eiken.data?.levels ?? [];
  const mastered = levels.reduce((n, l) => n + l.mastery.mastered, 0);
  const due = levels.reduce((n, l) => n + l.due_count, 0);
  const last = levels
    .map((l) => l.last_studied_at)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  const tests = tokyo.data?.list ?? [];
  const taken = tests.filter((r) => r.learn_count > 0).length;
  const best = tests
    .map((r) => r.best_grade)
    .filter((g): g is NonNullable<typeof g> => g !== null)
    .sort((a, b) => order(a) - order(b))[0];
  return (
    <div className="page exam-home" data-testid="exam-home">
      <h1>{t("exam.title")}</h1>
      <p className="muted">{t("exam.lead")}</p>
      <ul className="exam-list">
        <li className="card exam-card" data-testid="exam-eiken">
          <h2>{t("exam.eiken")}</h2>
          <p className="muted">{t("exam.eiken_lead")}</p>
          {eiken.isPending ? (
            <Skeleton />
          ) : eiken.isError ? (
            <p className="muted" data-testid="exam-eiken-error">
              {t("exam.load_failed")}
            </p>
          ) : (
            <p data-testid="exam-eiken-progress">
              {last
                ? `${t("exam.eiken_progress", { n: mastered, due })} ・ ${t("exam.eiken_last", {
                    date: new Date(last).toLocaleDateString(i18n.language),
                  })}`
                : t("exam.not_started")}
            </p>
          )}
          <Link className="btn btn-primary" to="/eiken/eikenList">
            {t("exam.open")}
          </Link>
        </li>
        <li className="card exam-card" data-testid="exam-tokyo">
          <h2>{t("exam.tokyo")}</h2>
          <p className="muted">{t("exam.tokyo_lead")}</p>
          {tokyo.isPending ? (
            <Skeleton />
          ) : tokyo.isError ? (
            <p className="muted" data-testid="exam-tokyo-error">
              {t("exam.load_failed")}
            </p>
          ) : (
            <p data-testid="exam-tokyo-progress">
              {taken === 0
                ? t("exam.not_started")
                : t("exam.tokyo_progress", { done: taken, total: tests.length })}
              {best && (
                <>
                  {" ・ "}
                  {t("exam.tokyo_best")} <strong data-testid="exam-tokyo-best">{best}</strong>
                </>
              )}
            </p>
          )}
          <Link className="btn btn-primary" to="/tokyo/index">
            {t("exam.open")}
          </Link>
        </li>
        {(["common_test", "high_school"] as const).map((exam) => {
          const mine = regions.filter((r) => r.exam === exam);
          const done = mine.reduce((n, r) => n + r.done_count, 0);
          const sets = mine.reduce((n, r) => n + r.set_count, 0);
          const bestPercent = Math.max(-1, ...mine.map((r) => r.best_percent ?? -1));
          const review = mine.reduce((n, r) => n + r.review_count, 0);
          return (
            <li key={exam} className="card exam-card" data-testid={`exam-${exam}`}>
              <h2>{t(`exam.${exam}`)}</h2>
              <p className="muted">{t(`exam.${exam}_lead`)}</p>
              {listening.isPending ? (
                <Skeleton />
              ) : listening.isError ? (
                <p className="muted">{t("exam.load_failed")}</p>
              ) : (
                <p data-testid={`exam-${exam}-progress`}>
                  {done === 0 ? t("exam.not_started") : t("exam.listening_progress", { done, total: sets })}
                  {bestPercent >= 0 && ` ・ ${t("exam.listening_best", { percent: bestPercent })}`}
                  {review > 0 && ` ・ ${t("exam.listening_review", { n: review })}`}
                </p>
              )}
              <Link
                className="btn btn-primary"
                to={
                  exam === "common_test"
                    ? "/college-entrance-test/listening"
                    : "/high-school-entrance-exam/listening"
                }
              >
                {t("exam.open")}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
