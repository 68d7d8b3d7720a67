import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { FieldLimit } from "@web/components/FieldLimit.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmissionReturnMutation } from "./api.ts";

const REASON_MAX = 500;

/**
 * Returns a student's latest attempt on a topic for another one, with an optional reason. The student
 * sees the reason and the notes on the homework, in /news and by push.
 * @param props - the submission to return and how to close
 * @returns the dialog
 */
export function ReturnDialog({
  target,
  name,
  onClose,
}: {
  target: { homework_id: number; topic_id: number; student_id: number };
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const giveBack = useSubmissionReturnMutation();
  const [reason, setReason] = useState("");
  const id = useId();
  const tooLong = reason.trim().length > REASON_MAX;
  const submit = () => {
    if (tooLong) return;
    giveBack.mutate(
      { ...target, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(t("t.sub.returned_done"), "success");
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t("t.sub.return_title", { name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} disabled={tooLong} busy={giveBack.isPending} data-testid="return-send">
            {t("t.sub.return")}
          </Button>
        </>
      }
    >
      <p>{t("t.sub.return_confirm")}</p>
      <div className="field">
        <label htmlFor={id}>{t("t.sub.return_reason")}</label>
        <textarea
          id={id}
          value={reason}
          aria-describedby={`${id}-limit`}
          onChange={(e) => setReason(e.target.value)}
          data-testid="return-reason"
        />
        <FieldLimit id={`${id}-limit`} value={reason.trim()} max={REASON_MAX} />
      </div>
    </Dialog>
  );
}
