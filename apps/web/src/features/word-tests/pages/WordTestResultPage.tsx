import { displayPercent } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useWordQuizTopicsQuery } from "../api.ts";
import { WordTable } from "../components/WordTable.tsx";
import "../i18n.ts";
import { taskIdFromQuery } from "../queue.ts";
import { wordTestsUrls } from "../routes.tsx";
import "../word.css";

/**
 * /study_word/test/result?task_id: the test's score, right count and every word with the answer given.
 * @returns the page
 */
export default function WordTestResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.title"));
  const [params] = useSearchParams();
  const taskId = taskIdFromQuery(params.get("task_id"));
  const topics = useWordQuizTopicsQuery(taskId);
  if (taskId === null) return <p role="alert">{t("word.bad_link")}</p>;
  if (topics.isError) return <LoadError onRetry={() => void topics.refetch()} />;
  if (!topics.data) return <Spinner />;
  const { task, items } = topics.data;
  const taken = task.exam_state === "finished" || task.exam_state === "aborted";
  const hadWordsToPractise = taken && task.correct < task.word_count;
  return (
    <div className="page wq-page" data-testid="word-result-page">
      <h1>{task.title}</h1>
      <p className="wq-summary" data-testid="word-score">
        {t("word.score", { score: displayPercent(task.score) })}
      </p>
      <p>
        {t("word.correct_of", { correct: task.correct, count: task.word_count })}
        {task.exam_state === "aborted" && <> · {t("word.state_aborted")}</>}
      </p>
      {task.exam_state === "aborted" && task.wrong_remaining > 0 && (
        <p className="muted">{t("word.aborted_note")}</p>
      )}
      <WordTable words={items} />
      <div className="wq-foot">
        {hadWordsToPractise && task.wrong_remaining > 0 && (
          <Link
            className="btn btn-primary"
            to={wordTestsUrls.wrong(task.task_id)}
            data-testid="word-wrong-start"
          >
            {t("word.wrong_practice")} ({t("word.wrong_remaining", { count: task.wrong_remaining })})
          </Link>
        )}
        {hadWordsToPractise && task.wrong_remaining === 0 && (
          <Link
            className="btn btn-secondary"
            to={wordTestsUrls.wrongResult(task.task_id)}
            data-testid="word-wrong-result"
          >
            {t("word.wrong_result_link")}
          </Link>
        )}
        <Link className="btn btn-secondary" to={wordTestsUrls.list()}>
          {t("word.back_to_list")}
        </Link>
      </div>
    </div>
  );
}
