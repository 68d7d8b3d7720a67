import { Spinner } from "@web/components/Spinner.tsx";
import { lazy, Suspense } from "react";

// Lent to the word tests' /study_word/wrong_topic pages: with plan_id they show a plan's missed words
// instead. Lazy, so the word tests' chunks do not carry the plan screens.
const Run = lazy(() => import("../pages/WrongTopicPage.tsx"));
const Result = lazy(() => import("../pages/WrongResultPage.tsx"));

/** @returns the missed-word practice of the plan in the URL's plan_id */
export function PlanWrongTopic() {
  return (
    <Suspense fallback={<Spinner />}>
      <Run />
    </Suspense>
  );
}

/** @returns the missed-word practice result of the plan in the URL's plan_id */
export function PlanWrongResult() {
  return (
    <Suspense fallback={<Spinner />}>
      <Result />
    </Suspense>
  );
}
