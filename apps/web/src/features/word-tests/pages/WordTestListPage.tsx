import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWordQuizTasksQuery } from "../api.ts";
import { TaskCard } from "../components/TaskCard.tsx";
import { wordTestsUrls } from "../routes.tsx";
import "../i18n.ts";
import "../word.css";

/**
 * /study_word/test: the student's word tests (word-quiz-tasks) with their state and actions.
 * @returns the page
 */
export default function WordTestListPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.title"));
  const tasks = useWordQuizTasksQuery();
  return (
    <div className="page" data-testid="word-test-list">
      <div className="wq-head">
        <h1>{t("word.title")}</h1>
        <Link
          className="btn btn-ghost btn-sm"
          to={wordTestsUrls.wrongList()}
          data-testid="word-wrong-list-link"
        >
          {t("word.wrong_title")}
        </Link>
      </div>
      {tasks.isError && <LoadError onRetry={() => void tasks.refetch()} />}
      {tasks.isPending && <Skeleton />}
      {tasks.data?.items.length === 0 && <p className="muted">{t("word.empty")}</p>}
      <ul className="wq-list">
        {tasks.data?.items.map((task) => (
          <TaskCard key={task.task_id} task={task} />
        ))}
      </ul>
    </div>
  );
}
