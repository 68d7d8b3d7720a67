import type { GradeCell, GradeColumn } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pct } from "../shell/format.ts";
import { useGradebookMarkMutation } from "./api.ts";

/** Reads the mark field: a number 0-100, or "invalid". */
export function parseMark(raw: string): number | "invalid" {
  const v = raw.trim();
  if (!/^\d{1,3}(\.\d)?$/.test(v)) return "invalid";
  const n = Number(v);
  return n >= 0 && n <= 100 ? n : "invalid";
}

/**
 * Enters or changes the teacher's mark for one student's homework or word test (it counts instead of the
 * automatic score), with a reason; or removes it.
 * @param props - the item, the student, the cell and how to close
 * @returns the dialog
 */
export function MarkDialog({
  column,
  student,
  cell,
  onClose,
}: {
  column: GradeColumn;
  student: { student_id: number; name: string };
  cell: GradeCell;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useGradebookMarkMutation();
  const [mark, setMark] = useState(cell.mark === null ? "" : String(cell.mark));
  const [reason, setReason] = useState(cell.mark_reason ?? "");
  const parsed = parseMark(mark);
  const bad = parsed === "invalid" || reason.trim() === "";
  const send = (value: number | "") =>
    save.mutate(
      {
        kind: column.kind,
        item_id: column.id,
        student_id: student.student_id,
        mark: value,
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          onClose();
        },
      },
    );
  return (
    <Dialog
      title={t("t.gb.mark_title", { name: student.name, item: column.title })}
      onClose={onClose}
      footer={
        <>
          {cell.mark !== null && (
            <Button variant="secondary" onClick={() => send("")} data-testid="gb-mark-remove">
              {t("t.gb.mark_remove")}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button
            onClick={() => parsed !== "invalid" && send(parsed)}
            disabled={bad}
            busy={save.isPending}
            data-testid="gb-mark-save"
          >
            {t("t.save")}
          </Button>
        </>
      }
    >
      <p className="muted">
        {t("t.gb.auto_score")}: {cell.score === null ? "—" : `${pct(cell.score)}%`} ·{" "}
        {t(`t.gb.status.${cell.status}`)}
      </p>
      <TextField
        label={t("t.gb.mark")}
        value={mark}
        inputMode="decimal"
        error={mark.trim() !== "" && parsed === "invalid" ? t("t.gb.mark_rule") : null}
        onChange={(e) => setMark(e.target.value)}
        data-testid="gb-mark-value"
      />
      <TextField
        label={t("t.gb.reason")}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        data-testid="gb-mark-reason"
      />
    </Dialog>
  );
}
