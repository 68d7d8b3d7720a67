import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { confirmBox, currentBox, dismissBox } from "@web/lib/message-box.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useWordQuizTopicsQuery } from "../api.ts";
import { WordRun } from "../components/WordRun.tsx";
import { taskIdFromQuery } from "../queue.ts";
import "../i18n.ts";
import { wordTestsUrls } from "../routes.tsx";
import { timeLeftLabel } from "../time-left.ts";
import "../word.css";

/**
 * /study_word/test/exam?task_id: the one scored attempt of a word test. A test not taken yet starts only
 * after the student confirms "one attempt; leaving midway gives 0 points" (word-quiz-topics reads the
 * test without starting it); an exam in progress resumes at once.
 * @returns the page
 */
export default function WordExamPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const taskId = taskIdFromQuery(params.get("task_id"));
  const topics = useWordQuizTopicsQuery(taskId);
  const [confirmed, setConfirmed] = useState(false);
  const task = topics.data?.task;
  const fresh = task !== undefined && task.exam_state === "not_taken" && task.period_state === "open";
  // A refetch keeps the last data (even on error), and a started exam is never "not_taken" again.
  const started = confirmed || (task !== undefined && !fresh);
  const ask = fresh && !confirmed;
  const title = task?.title ?? "";
  const words = task?.word_count ?? 0;
  const endAt = task?.end_at ?? "";

  useEffect(() => {
    if (!ask) return;
    let live = true;
    const remaining = (new Date(endAt).getTime() - Date.now()) / 1000;
    const text = [
      t("word.confirm_once"),
      t("word.confirm_leave"),
      `（${t("word.confirm_words", { count: words })}・${timeLeftLabel(t, remaining)}）`,
    ].join("");
    confirmBox(text, {
      title: `${t("word.confirm_title")}：${title}`,
      okLabel: t("word.confirm_start"),
      cancelLabel: t("word.confirm_later"),
    }).then(
      () => live && setConfirmed(true),
      () => live && navigate(wordTestsUrls.list(), { replace: true }),
    );
    return () => {
      live = false;
      if (currentBox()?.text === text) dismissBox();
    };
  }, [ask, title, words, endAt, t, navigate]);

  if (taskId === null) return <p role="alert">{t("word.bad_link")}</p>;
  if (started) return <WordRun key={taskId} mode="exam" taskId={taskId} />;
  if (topics.isError) return <LoadError onRetry={() => void topics.refetch()} />;
  return <Spinner />;
}
