import type { WordQuizTask } from "@hibiki/contracts";
import { displayPercent } from "@hibiki/exercises";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isPlayableType } from "../queue.ts";
import { wordTestsUrls } from "../routes.tsx";

/** What the list shows for a task. */
type WordTaskState = WordQuizTask["exam_state"] | "not_started" | "ended";

/**
 * One word test in the list: type, period, state (not started, open, ended; taken, aborted) and the
 * action the state allows: start or continue, the result, the wrong-word practice.
 * @param props - the task
 * @returns the card
 */
export function TaskCard({ task }: { task: WordQuizTask }) {
  const { t, i18n } = useTranslation();
  const open = task.period_state === "open";
  const taken = task.exam_state === "finished" || task.exam_state === "aborted";
  // An exam in progress seen from the list was left midway: opening it again ends it with 0 points.
  const left = open && task.exam_state === "in_progress";
  const canTake = open && !taken && !left && isPlayableType(task.test_type);
  const state: WordTaskState =
    task.period_state === "not_started"
      ? "not_started"
      : taken
        ? task.exam_state
        : task.period_state === "ended"
          ? "ended"
          : task.exam_state;
  return (
    <li className="card wq-row" data-testid="word-task" data-task-id={task.task_id} data-state={state}>
      <span className="wq-head">
        <strong>{task.title}</strong>
        <span className="wq-status" data-testid="word-task-state">
          {t(`word.state_${state}`)}
        </span>
      </span>
      <span className="wq-meta muted">
        <span>{t(`word.type_${task.test_type}`)}</span>
        <span>
          {t("word.period", {
            start: formatDate(task.start_at, i18n.language),
            end: formatDate(task.end_at, i18n.language),
          })}
        </span>
        {taken && (
          <span data-testid="word-task-score">{t("word.score", { score: displayPercent(task.score) })}</span>
        )}
      </span>
      {task.period_state === "not_started" && <p className="muted">{t("word.not_started_tip")}</p>}
      {left && (
        <p className="tip" data-testid="word-left-tip">
          {t("word.left_in_progress")}
        </p>
      )}
      {task.exam_state === "aborted" && task.end_reason && (
        <p className="muted" data-testid="word-end-reason">
          {t(`word.end_reason_${task.end_reason}`)}
        </p>
      )}
      {task.period_state === "ended" && !taken && <p className="muted">{t("word.ended_tip")}</p>}
      {open && !taken && !isPlayableType(task.test_type) && (
        <p className="muted">{t("word.reading_unavailable")}</p>
      )}
      <span className="wq-actions">
        {canTake && (
          <Link className="btn btn-primary" to={wordTestsUrls.exam(task.task_id)} data-testid="word-start">
            {t("word.start")}
          </Link>
        )}
        {(taken || task.period_state === "ended") && (
          <Link
            className="btn btn-secondary"
            to={wordTestsUrls.result(task.task_id)}
            data-testid="word-result"
          >
            {t("word.result")}
          </Link>
        )}
        {taken && task.wrong_remaining > 0 && (
          <Link
            className="btn btn-ghost"
            to={wordTestsUrls.wrong(task.task_id)}
            data-testid="word-wrong-start"
          >
            {t("word.wrong_practice")} ({t("word.wrong_remaining", { count: task.wrong_remaining })})
          </Link>
        )}
      </span>
    </li>
  );
}
