import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BadPlan } from "../components/BadPlan.tsx";
import { RunView } from "../components/RunView.tsx";
import "../i18n.ts";
import { idOf } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/wrong_topic?plan_id: the plan's missed words, asked again and again until each is answered
 * right, then the wrong-topic result (the word tests use the same route with task_id).
 * @returns the page
 */
export default function WrongTopicPage() {
  const { t } = useTranslation();
  usePageTitle(t("sw.wrong_topic"));
  const planId = idOf(useSearchParams()[0].get("plan_id"));
  if (planId === null) return <BadPlan />;
  return (
    <div className="page sw-page" data-testid="sw-wrong-page">
      <h1>{t("sw.wrong_topic")}</h1>
      <RunView key={planId} planId={planId} mode="wrong" />
    </div>
  );
}
