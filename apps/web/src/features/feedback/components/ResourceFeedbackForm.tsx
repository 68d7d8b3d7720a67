import { FEEDBACK_LIMITS } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { postResourceFeedback, useFeedbackOptionsQuery } from "../api.ts";
import { ImageAttachments, pickImages } from "./ImageAttachments.tsx";
import "../feedback.css";
import "../i18n.ts";
import { feedbackFields, feedbackProblem, hasUnsavedInput, imageProblem } from "../validate.ts";

/** How long the success toast stays before the form closes (spec §8: 1 second). */
export const FEEDBACK_SUCCESS_MS = 1000;

/**
 * The content-feedback form: problem options, a required description (trimmed, 1000 characters with a
 * counter), up to 9 images checked by type and size; the first problem shows as a toast; a second click
 * while sending does nothing; closing with input asks first; success shows a toast for 1 s, then closes.
 * @param props - the resource reported and the close callback
 * @returns the dialog
 */
export function ResourceFeedbackForm({
  resCode,
  questionId = "",
  onClose,
}: {
  resCode: string;
  questionId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const options = useFeedbackOptionsQuery();
  const [chosen, setChosen] = useState<string[]>([]);
  const [description, setDescription] = useState("");
  const [images, setImages] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const descId = useId();
  const draft = { options: chosen, description, images };

  const close = async () => {
    if (sending.current) return;
    if (hasUnsavedInput(draft)) {
      try {
        await confirmBox(t("resource_feedback_leave"));
      } catch (err) {
        if (err instanceof BoxClosedError) return;
        throw err;
      }
    }
    onClose();
  };

  const addImages = (picked: File[]) => {
    const result = pickImages(images, picked, imageProblem, FEEDBACK_LIMITS.imagesMax);
    if (result.problem) showToast(t(result.problem), "error");
    if (result.tooMany) showToast(t("feedback.err_images_many"), "error");
    setImages(result.images);
  };

  const submit = async () => {
    if (sending.current) return;
    const problem = feedbackProblem(draft);
    if (problem) {
      showToast(t(problem), "error");
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await postResourceFeedback(feedbackFields(draft, resCode, questionId), images);
      showToast(t("resource_feedback_success"), "success", FEEDBACK_SUCCESS_MS);
      setTimeout(onClose, FEEDBACK_SUCCESS_MS);
    } catch (err) {
      const text = err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : "";
      showToast(text || t("resource_feedback_error"), "error");
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t("feedback.title")}
      onClose={() => void close()}
      testId="resource-feedback"
      footer={
        <>
          <Button variant="secondary" onClick={() => void close()} disabled={busy}>
            {t("feedback.cancel")}
          </Button>
          <Button onClick={() => void submit()} busy={busy} data-testid="feedback-submit">
            {t("feedback.submit")}
          </Button>
        </>
      }
    >
      <fieldset className="fb-options">
        <legend>{t("feedback.options")}</legend>
        {options.data?.items.map((o) => (
          <label key={o.option_value} className="fb-option">
            <input
              type="checkbox"
              checked={chosen.includes(o.option_value)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setChosen((c) => (on ? [...c, o.option_value] : c.filter((v) => v !== o.option_value)));
              }}
            />{" "}
            {o.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={descId}>{t("feedback.description")}</label>
      <textarea
        id={descId}
        className="field fb-text"
        rows={5}
        value={description}
        placeholder={t("feedback.description_hint")}
        data-testid="feedback-description"
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <p
        className="fb-counter muted"
        data-testid="feedback-counter"
        data-over={description.trim().length > FEEDBACK_LIMITS.descriptionMax || undefined}
      >
        {t("feedback.counter", { count: description.trim().length, max: FEEDBACK_LIMITS.descriptionMax })}
      </p>
      <p>{t("feedback.images", { max: FEEDBACK_LIMITS.imagesMax })}</p>
      <ImageAttachments
        images={images}
        max={FEEDBACK_LIMITS.imagesMax}
        accept={FEEDBACK_LIMITS.imageTypes}
        addLabel={t("feedback.add_images")}
        removeLabel={(name) => t("feedback.remove_image", { name })}
        testId="feedback-images"
        onPick={addImages}
        onRemove={(img) => setImages(images.filter((f) => f !== img))}
      />
    </Dialog>
  );
}
