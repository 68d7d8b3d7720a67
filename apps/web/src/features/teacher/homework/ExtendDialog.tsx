import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkEnd, toLocalInput } from "../shell/format.ts";
import { useHomeworkExtendMutation } from "./api.ts";

/**
 * Gives one student a later deadline than the class (the student is told in /news), or takes an
 * extension back.
 * @param props - the homework, the class deadline, the student and their current extension
 * @returns the dialog
 */
export function ExtendDialog({
  homeworkId,
  classDeadline,
  student,
  onClose,
}: {
  homeworkId: number;
  classDeadline: string;
  student: { student_id: number; name: string; extended_deadline: string | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const extend = useHomeworkExtendMutation();
  const start =
    student.extended_deadline ?? new Date(Date.parse(classDeadline) + 3 * 86_400_000).toISOString();
  const [deadline, setDeadline] = useState(toLocalInput(new Date(start)));
  const [error, setError] = useState<string | null>(null);
  const send = (iso: string) =>
    extend.mutate(
      { homework_id: homeworkId, student_id: student.student_id, deadline: iso },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          onClose();
        },
      },
    );
  const submit = () => {
    const { iso, problem: end } = checkEnd(deadline, classDeadline);
    const problem =
      end === "missing"
        ? "t.hw.need_deadline"
        : end === "not_after"
          ? "t.hw.extend_not_later"
          : end === "past"
            ? "t.hw.deadline_past"
            : null;
    if (problem || !iso) {
      setError(t(problem ?? "t.hw.need_deadline"));
      return;
    }
    setError(null);
    send(iso);
  };
  return (
    <Dialog
      title={t("t.hw.extend_title", { name: student.name })}
      onClose={onClose}
      footer={
        <>
          {student.extended_deadline && (
            <Button variant="secondary" onClick={() => send("")} data-testid="hw-extend-remove">
              {t("t.hw.extend_remove")}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} busy={extend.isPending} data-testid="hw-extend-save">
            {t("t.save")}
          </Button>
        </>
      }
    >
      <TextField
        label={t("t.hw.extend_deadline")}
        type="datetime-local"
        value={deadline}
        onChange={(e) => setDeadline(e.target.value)}
        data-testid="hw-extend-deadline"
      />
      {error && (
        <p role="alert" className="form-error" data-testid="hw-extend-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
