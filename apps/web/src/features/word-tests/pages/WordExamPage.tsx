import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { WordRun } from "../components/WordRun.tsx";
import { taskIdFromQuery } from "../queue.ts";
import "../i18n.ts";
import "../word.css";

/**
 * /study_word/test/exam?task_id: the one scored attempt of a word test.
 * @returns the page
 */
export default function WordExamPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.title"));
  const [params] = useSearchParams();
  const taskId = taskIdFromQuery(params.get("task_id"));
  if (taskId === null) return <p role="alert">{t("word.bad_link")}</p>;
  return <WordRun key={taskId} mode="exam" taskId={taskId} />;
}
