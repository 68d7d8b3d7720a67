import { lazy, Suspense, useEffect, useRef, useState } from "react";
import "../feedback.css";
import "../i18n.ts";
import { RESOURCE_FEEDBACK_EVENT, registerFeedbackHost } from "../open.ts";

// The form (its calls and schemas) loads when it first opens: the host sits under every page, sign-in included.
const ResourceFeedbackForm = lazy(() =>
  import("./ResourceFeedbackForm.tsx").then((m) => ({ default: m.ResourceFeedbackForm })),
);

let owner: symbol | null = null;

/**
 * The resource-feedback overlay (app-shell spec §4: shown on top of any page). Mount it once near the root;
 * when several are mounted only the first answers, so a page may also mount one for itself.
 * @returns the form while open
 */
export function ResourceFeedbackHost() {
  const [target, setTarget] = useState<{ resCode: string; questionId: string } | null>(null);
  const me = useRef(Symbol("feedback-host"));
  useEffect(() => {
    const id = me.current;
    if (owner === null) owner = id;
    const unregister = registerFeedbackHost();
    const onOpen = (e: Event) => {
      if (owner !== id) return;
      const detail = (e as CustomEvent<{ res_code?: unknown; question_id?: unknown }>).detail;
      const text = (v: unknown) => (typeof v === "string" ? v : "");
      setTarget({ resCode: text(detail?.res_code), questionId: text(detail?.question_id) });
    };
    window.addEventListener(RESOURCE_FEEDBACK_EVENT, onOpen);
    return () => {
      window.removeEventListener(RESOURCE_FEEDBACK_EVENT, onOpen);
      unregister();
      if (owner === id) owner = null;
    };
  }, []);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <ResourceFeedbackForm
        key={`${target.resCode}:${target.questionId}`}
        resCode={target.resCode}
        questionId={target.questionId}
        onClose={() => setTarget(null)}
      />
    </Suspense>
  );
}
