import type { TeacherHomeworkDetail } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkEnd, toLocalInput } from "../shell/format.ts";
import { useHomeworkUpdateMutation } from "./api.ts";

/**
 * Changes a homework's title, comment and deadline. A moved deadline is announced to the class.
 * @param props - the homework and how to close
 * @returns the dialog
 */
export function HomeworkEditDialog({ hw, onClose }: { hw: TeacherHomeworkDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useHomeworkUpdateMutation();
  const [title, setTitle] = useState(hw.title);
  const [comment, setComment] = useState(hw.comment);
  const [deadline, setDeadline] = useState(toLocalInput(new Date(hw.deadline)));
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const submit = () => {
    const end = checkEnd(deadline);
    const problem =
      title.trim() === ""
        ? "t.hw.need_title"
        : end.problem === "past"
          ? "t.hw.deadline_past"
          : end.problem
            ? "t.hw.need_deadline"
            : null;
    const iso = end.iso;
    if (problem || !iso) {
      setError(t(problem ?? "t.hw.need_deadline"));
      return;
    }
    setError(null);
    update.mutate(
      { homework_id: hw.homework_id, title: title.trim(), comment: comment.trim(), deadline: iso },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t("t.hw.edit")}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} busy={update.isPending} data-testid="hw-edit-save">
            {t("t.save")}
          </Button>
        </>
      }
    >
      <TextField
        label={t("t.hw.name")}
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
        data-testid="hw-edit-title"
      />
      <div className="field">
        <label htmlFor={commentId}>{t("t.hw.comment")}</label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
          data-testid="hw-edit-comment"
        />
      </div>
      <TextField
        label={t("t.hw.deadline")}
        type="datetime-local"
        value={deadline}
        onChange={(e) => setDeadline(e.target.value)}
        data-testid="hw-edit-deadline"
      />
      <p className="muted">{t("t.hw.edit_hint")}</p>
      {error && (
        <p role="alert" className="form-error" data-testid="hw-edit-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
