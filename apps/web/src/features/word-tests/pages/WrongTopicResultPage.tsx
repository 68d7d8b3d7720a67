import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { PlanWrongResult } from "@web/features/study-word/exports/wrong-topic.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useWrongTopicListQuery } from "../api.ts";
import { WordTable } from "../components/WordTable.tsx";
import "../i18n.ts";
import { taskIdFromQuery } from "../queue.ts";
import { wordTestsUrls } from "../routes.tsx";
import "../word.css";

/**
 * /study_word/wrong_topic/result?task_id: the wrong-word practice result: how many of the test's wrong and
 * unanswered words practice has got right, each word with its practice outcome and the test's answer.
 * @returns the page
 */
export default function WrongTopicResultRoute() {
  // a word-study plan's missed-word result shares this route (features/study-word)
  return useSearchParams()[0].get("plan_id") !== null ? <PlanWrongResult /> : <WrongTopicResultPage />;
}

/** @returns the word tests' wrong-word practice result */
function WrongTopicResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.wrong_result"));
  const [params] = useSearchParams();
  const taskId = taskIdFromQuery(params.get("task_id"));
  const list = useWrongTopicListQuery();
  if (taskId === null) return <p role="alert">{t("word.bad_link")}</p>;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spinner />;
  const entry = list.data.items.find((x) => x.task_id === taskId);
  return (
    <div className="page wq-page" data-testid="word-wrong-result-page">
      <h1>{t("word.wrong_result")}</h1>
      {entry && <p className="muted">{entry.title}</p>}
      {!entry ? (
        <p className="wq-summary">{t("word.wrong_none")}</p>
      ) : entry.wrong_remaining === 0 ? (
        <p className="wq-summary" data-testid="word-all-right">
          {t("word.all_right")}
        </p>
      ) : (
        <p className="wq-summary" data-testid="word-wrong-left">
          {t("word.wrong_remaining", { count: entry.wrong_remaining })}
        </p>
      )}
      {entry && (
        <>
          <p>
            {t("word.wrong_progress", {
              done: entry.wrong_total - entry.wrong_remaining,
              total: entry.wrong_total,
            })}
          </p>
          <h2>{t("word.wrong_list")}</h2>
          <WordTable words={entry.words} practice />
        </>
      )}
      <div className="wq-foot">
        {entry && entry.wrong_remaining > 0 && (
          <Link className="btn btn-primary" to={wordTestsUrls.wrong(taskId)} data-testid="word-wrong-start">
            {t("word.wrong_practice")}
          </Link>
        )}
        <Link className="btn btn-secondary" to={wordTestsUrls.result(taskId)}>
          {t("word.result")}
        </Link>
        <Link className="btn btn-secondary" to={wordTestsUrls.list()}>
          {t("word.back_to_list")}
        </Link>
      </div>
    </div>
  );
}
