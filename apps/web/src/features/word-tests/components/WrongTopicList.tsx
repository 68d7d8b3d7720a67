import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWrongTopicListQuery } from "../api.ts";
import { wordTestsUrls } from "../routes.tsx";

/**
 * The word tests with words to practise (wrong or unanswered in the test), each with its progress and
 * the way to practise or see the practice result; an empty state leads back to the word tests.
 * @param props - badLink: the page was opened with a malformed task_id
 * @returns the list page
 */
export function WrongTopicList({ badLink = false }: { badLink?: boolean }) {
  const { t } = useTranslation();
  const list = useWrongTopicListQuery();
  const items = list.data?.items ?? [];
  return (
    <div className="page wq-page" data-testid="word-wrong-list">
      <h1>{t("word.wrong_title")}</h1>
      {badLink && <p role="alert">{t("word.bad_link")}</p>}
      <p className="muted">{t("word.wrong_intro")}</p>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton />}
      {list.data && items.length === 0 && (
        <p className="muted" data-testid="word-wrong-empty">
          {t("word.wrong_none")}
        </p>
      )}
      <ul className="wq-list">
        {items.map((x) => (
          <li key={x.task_id} className="card wq-row" data-testid="word-wrong-task" data-task-id={x.task_id}>
            <span className="wq-head">
              <strong>{x.title}</strong>
              <span className="wq-status">
                {t("word.wrong_progress", { done: x.wrong_total - x.wrong_remaining, total: x.wrong_total })}
              </span>
            </span>
            <span className="wq-actions">
              {x.wrong_remaining > 0 ? (
                <Link
                  className="btn btn-primary"
                  to={wordTestsUrls.wrong(x.task_id)}
                  data-testid="word-wrong-start"
                >
                  {t("word.wrong_practice")} ({t("word.wrong_remaining", { count: x.wrong_remaining })})
                </Link>
              ) : (
                <Link className="btn btn-secondary" to={wordTestsUrls.wrongResult(x.task_id)}>
                  {t("word.wrong_result_link")}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="wq-foot">
        <Link className="btn btn-secondary" to={wordTestsUrls.list()}>
          {t("word.back_to_list")}
        </Link>
      </div>
    </div>
  );
}
