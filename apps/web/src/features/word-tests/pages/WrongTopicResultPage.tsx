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
 * /study_word/wrong_topic/result?task_id: the wrong-topic result: whether every wrong word is now right and
 * the words that were wrong in the test.
 * @returns the page
 */
export default function WrongTopicResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.wrong_result"));
  const [params] = useSearchParams();
  const taskId = taskIdFromQuery(params.get("task_id"));
  const topics = useWordQuizTopicsQuery(taskId);
  if (taskId === null) return <p role="alert">{t("word.bad_link")}</p>;
  if (topics.isError) return <LoadError onRetry={() => void topics.refetch()} />;
  if (!topics.data) return <Spinner />;
  const { task, items } = topics.data;
  const wrong = items.filter((w) => w.is_right !== 1);
  return (
    <div className="page wq-page" data-testid="word-wrong-result-page">
      <h1>{t("word.wrong_result")}</h1>
      <p className="muted">{task.title}</p>
      {task.wrong_remaining === 0 ? (
        <p className="wq-summary" data-testid="word-all-right">
          {t("word.all_right")}
        </p>
      ) : (
        <p className="wq-summary">{t("word.wrong_remaining", { count: task.wrong_remaining })}</p>
      )}
      <h2>{t("word.wrong_list")}</h2>
      <WordTable words={wrong} />
      <div className="wq-foot">
        {task.wrong_remaining > 0 && (
          <Link className="btn btn-primary" to={wordTestsUrls.wrong(task.task_id)}>
            {t("word.wrong_practice")}
          </Link>
        )}
        <Link className="btn btn-secondary" to={wordTestsUrls.list()}>
          {t("word.back_to_list")}
        </Link>
      </div>
    </div>
  );
}
