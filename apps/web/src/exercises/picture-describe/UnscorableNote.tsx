import { type BaseAnswer, skippedPayload } from "@hibiki/exercises";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n-free-speech.ts";
import "./free-speech.css";

/**
 * Shown instead of the record button when an item has nothing to score a free answer against (no
 * evaluate_text, sample_answer or sample): says so and lets the student skip the item, so a content
 * error never leaves the attempt stuck.
 * @param props - the item's id and the submit function
 * @returns the note and the skip button
 */
export function UnscorableNote({
  questionId,
  onSubmit,
}: {
  questionId: string;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const skip = () => {
    setBusy(true);
    // A failed save was toasted by the API client; the button comes back for another try.
    onSubmit(skippedPayload(questionId)).catch(() => setBusy(false));
  };
  return (
    <div role="alert" data-testid="unscorable">
      <p className="fs-note">{t("free_speech.no_reference")}</p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        onClick={skip}
        data-testid="skip-unscorable"
      >
        {t("free_speech.skip_unscorable")}
      </button>
    </div>
  );
}
