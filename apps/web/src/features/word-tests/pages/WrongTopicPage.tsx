import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { WordRun } from "../components/WordRun.tsx";
import { taskIdFromQuery } from "../queue.ts";
import "../i18n.ts";
import "../word.css";

/**
 * /study_word/wrong_topic?task_id: practise the wrongly answered words until all are right.
 * @returns the page
 */
export default function WrongTopicPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.title"));
  const [params] = useSearchParams();
  const taskId = taskIdFromQuery(params.get("task_id"));
  if (taskId === null) return <p role="alert">{t("word.bad_link")}</p>;
  return <WordRun key={taskId} mode="wrong" taskId={taskId} />;
}
