import { PlanWrongTopic } from "@web/features/study-word/exports/wrong-topic.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { WordRun } from "../components/WordRun.tsx";
import { WrongTopicList } from "../components/WrongTopicList.tsx";
import { taskIdFromQuery } from "../queue.ts";
import "../i18n.ts";
import "../word.css";

/**
 * /study_word/wrong_topic[?task_id]: with task_id, practise that test's wrong and unanswered words until
 * all are right; without it, the tests that have words to practise. Inside the app shell (header and
 * menu): leaving practice costs nothing.
 * @returns the page
 */
export default function WrongTopicRoute() {
  // a word-study plan's missed words share this route (features/study-word)
  return useSearchParams()[0].get("plan_id") !== null ? <PlanWrongTopic /> : <WrongTopicPage />;
}

/** @returns the word tests' wrong-word list or practice */
function WrongTopicPage() {
  const { t } = useTranslation();
  usePageTitle(t("word.wrong_title"));
  const [params] = useSearchParams();
  const raw = params.get("task_id");
  const taskId = taskIdFromQuery(raw);
  if (raw === null || raw.trim() === "") return <WrongTopicList />;
  if (taskId === null) return <WrongTopicList badLink />;
  return <WordRun key={taskId} mode="wrong" taskId={taskId} />;
}
