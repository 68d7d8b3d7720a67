import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { BadPlan } from "../components/BadPlan.tsx";
import { RunView } from "../components/RunView.tsx";
import "../i18n.ts";
import { idOf } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/challenge/{plan_id}[?mode=test]: today's exercises (new words and due reviews), or with
 * mode=test a self-test of learned words.
 * @returns the page
 */
export default function ChallengePage() {
  const { t } = useTranslation();
  const planId = idOf(useParams().plan_id);
  const mode = useSearchParams()[0].get("mode") === "test" ? "test" : "today";
  usePageTitle(t(mode === "test" ? "sw.self_test" : "sw.today"));
  if (planId === null) return <BadPlan />;
  return (
    <div className="page sw-page">
      <h1 className="sr-only">{t(mode === "test" ? "sw.self_test" : "sw.today")}</h1>
      <RunView key={`${planId}:${mode}`} planId={planId} mode={mode} />
    </div>
  );
}
