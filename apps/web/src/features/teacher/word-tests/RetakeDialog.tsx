import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkEnd, toLocalInput } from "../shell/format.ts";
import { useWordTestRetakeMutation } from "./api.ts";

/**
 * Lets one student take the test again until a time the teacher picks (default: a week from now). An
 * earlier exam is set aside; the student is told in /news.
 * @param props - the test, the student and how to close
 * @returns the dialog
 */
export function RetakeDialog({
  taskId,
  student,
  onClose,
}: {
  taskId: number;
  student: { student_id: number; name: string; taken: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const retake = useWordTestRetakeMutation();
  const [end, setEnd] = useState(() => {
    const d = new Date(Date.now() + 7 * 86_400_000);
    d.setHours(17, 0, 0, 0);
    return toLocalInput(d);
  });
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const { iso } = checkEnd(end);
    if (!iso) {
      setError(t("t.wt.end_past"));
      return;
    }
    setError(null);
    retake.mutate(
      { task_id: taskId, student_id: student.student_id, end_at: iso },
      {
        onSuccess: () => {
          showToast(t("t.wt.retake_done"), "success");
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t("t.wt.retake_title", { name: student.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} busy={retake.isPending} data-testid="wt-retake-save">
            {t("t.wt.retake")}
          </Button>
        </>
      }
    >
      <p>{student.taken ? t("t.wt.retake_replaces") : t("t.wt.retake_absent")}</p>
      <TextField
        label={t("t.wt.retake_until")}
        type="datetime-local"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        data-testid="wt-retake-end"
      />
      {error && (
        <p role="alert" className="form-error" data-testid="wt-retake-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
