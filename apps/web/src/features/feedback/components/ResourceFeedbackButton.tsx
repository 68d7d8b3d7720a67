import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { hasFeedbackHost, requestResourceFeedback, subscribeFeedbackHosts } from "../open.ts";

/**
 * The player's "report a problem" button: opens the resource-feedback overlay for this resource. Renders
 * nothing while no overlay host is mounted, so it never shows as a dead button.
 * @param props - the resource code and the item on screen
 * @returns the button
 */
export function ResourceFeedbackButton({
  resCode,
  questionId = "",
}: {
  resCode: string;
  questionId?: string;
}) {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(subscribeFeedbackHosts, hasFeedbackHost, () => false);
  if (!ready) return null;
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      data-testid="resource-feedback-open"
      onClick={() => requestResourceFeedback(resCode, questionId)}
    >
      {t("feedback.open")}
    </button>
  );
}
