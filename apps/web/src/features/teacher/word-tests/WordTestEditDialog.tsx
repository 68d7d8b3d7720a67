import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkEnd, localInputToIso, toLocalInput } from "../shell/format.ts";
import { useWordTestUpdateMutation } from "./api.ts";

/**
 * Changes a word test's title and period (the end after the start and in the future).
 * @param props - the test and how to close
 * @returns the dialog
 */
export function WordTestEditDialog({
  task,
  onClose,
}: {
  task: { task_id: number; title: string; start_at: string; end_at: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useWordTestUpdateMutation();
  const [title, setTitle] = useState(task.title);
  const [start, setStart] = useState(toLocalInput(new Date(task.start_at)));
  const [end, setEnd] = useState(toLocalInput(new Date(task.end_at)));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const startIso = localInputToIso(start);
    const { iso: endIso, problem: endProblem } = checkEnd(end, startIso);
    const problem =
      title.trim() === ""
        ? "t.hw.need_title"
        : endProblem === "past"
          ? "t.wt.end_past"
          : endProblem
            ? "t.wt.period_error"
            : null;
    if (problem || !startIso || !endIso) {
      setError(t(problem ?? "t.wt.period_error"));
      return;
    }
    setError(null);
    update.mutate(
      { task_id: task.task_id, title: title.trim(), start_at: startIso, end_at: endIso },
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
      title={t("t.wt.edit")}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} busy={update.isPending} data-testid="wt-edit-save">
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
        data-testid="wt-edit-title"
      />
      <TextField
        label={t("t.wt.start")}
        type="datetime-local"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        data-testid="wt-edit-start"
      />
      <TextField
        label={t("t.wt.end")}
        type="datetime-local"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        data-testid="wt-edit-end"
      />
      {error && (
        <p role="alert" className="form-error" data-testid="wt-edit-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
