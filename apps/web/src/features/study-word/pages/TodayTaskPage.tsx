import type { StudyWord } from "@hibiki/contracts/study-word";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePlansQuery, useTodayTaskQuery, useWrongListQuery } from "../api.ts";
import { BadPlan } from "../components/BadPlan.tsx";
import { MasteryBar } from "../components/MasteryBar.tsx";
import { PlanHeader } from "../components/PlanHeader.tsx";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/today_task/{plan_id}: today's new words and reviews with those done ticked, the way to start
 * (or continue) today's exercises, the missed words waiting for practice, today's result and the self-test.
 * @returns the page
 */
export default function TodayTaskPage() {
  const { t } = useTranslation();
  usePageTitle(t("sw.today"));
  const planId = idOf(useParams().plan_id);
  const task = useTodayTaskQuery(planId);
  const plans = usePlansQuery();
  const wrong = useWrongListQuery(planId);
  if (planId === null) return <BadPlan />;
  if (task.error instanceof NotFoundError) return <BadPlan notFound />;
  if (task.isError) return <LoadError onRetry={() => void task.refetch()} />;
  const plan = plans.data?.items.find((p) => p.plan_id === planId) ?? null;
  const done = new Set(task.data?.done_word_ids ?? []);
  const all = [...(task.data?.new_words ?? []), ...(task.data?.review_words ?? [])];
  const left = all.filter((w) => !done.has(w.word_id)).length;
  const wrongCount = wrong.data?.items.length ?? 0;
  return (
    <div className="page sw-page" data-testid="sw-today-page">
      <PlanHeader title={t("sw.today")} plan={plan} />
      {plan && <MasteryBar counts={plan.counts} label={t("sw.mastery_label", { name: t("sw.today") })} />}
      {!task.data ? (
        <Skeleton />
      ) : (
        <>
          <p className="sw-today" data-finished={left === 0 ? "1" : "0"} data-testid="sw-today-summary">
            {left === 0
              ? t("sw.today_done")
              : t("sw.today_progress", { done: all.length - left, total: all.length })}
          </p>
          <div className="sw-actions">
            {left > 0 && (
              <Link className="btn btn-primary" to={studyWordUrls.challenge(planId)} data-testid="sw-start">
                {t(done.size > 0 ? "sw.continue_today" : "sw.start_today")}
              </Link>
            )}
            {wrongCount > 0 && (
              <Link
                className="btn btn-secondary"
                to={studyWordUrls.wrong(planId)}
                data-testid="sw-wrong-link"
              >
                {t("sw.wrong_start")} ({t("sw.wrong_count", { count: wrongCount })})
              </Link>
            )}
            {done.size > 0 && (
              <Link className="btn btn-secondary" to={studyWordUrls.result(planId)}>
                {t("sw.result")}
              </Link>
            )}
            <Link className="btn btn-ghost" to={studyWordUrls.challenge(planId, "test")}>
              {t("sw.self_test")}
            </Link>
          </div>
          <WordGroup
            title={t("sw.today_new", { count: task.data.new_words.length })}
            words={task.data.new_words}
            done={done}
            planId={planId}
          />
          <WordGroup
            title={t("sw.today_review", { count: task.data.review_words.length })}
            words={task.data.review_words}
            done={done}
            planId={planId}
          />
        </>
      )}
    </div>
  );
}

/** A list of today's words, each with its meaning, ticked when done and linking to the word's page. */
function WordGroup({
  title,
  words,
  done,
  planId,
}: {
  title: string;
  words: readonly StudyWord[];
  done: ReadonlySet<number>;
  planId: number;
}) {
  const { t } = useTranslation();
  if (words.length === 0) return null;
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <ul className="sw-words">
        {words.map((w) => (
          <li key={w.word_id} data-testid="sw-today-word" data-done={done.has(w.word_id) ? "1" : "0"}>
            {done.has(w.word_id) ? (
              <span className="sw-ok">
                <span aria-hidden="true">✓ </span>
                <span className="sr-only">{t("sw.today_done")}</span>
              </span>
            ) : null}
            <Link to={studyWordUrls.word(w.word_id, planId)} lang="en">
              <strong>{w.word}</strong>
            </Link>{" "}
            <span className="muted">{w.mean}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
