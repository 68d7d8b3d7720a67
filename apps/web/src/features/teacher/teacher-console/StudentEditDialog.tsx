import { LIMITS, type RosterStudent } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStudentUpdateMutation } from "./api.ts";
import { classNumberOf } from "./class-number.ts";

/**
 * Edits a student's name and 出席番号 (empty clears the number; a number taken in the class is refused by
 * the server with the field named).
 * @param props - the student and how to close
 * @returns the dialog
 */
export function StudentEditDialog({ student, onClose }: { student: RosterStudent; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useStudentUpdateMutation();
  const [nickname, setNickname] = useState(student.nickname);
  const [number, setNumber] = useState(student.class_number === null ? "" : String(student.class_number));
  const classNumber = classNumberOf(number);
  const bad = Number.isNaN(classNumber);
  const submit = () => {
    if (bad) return;
    update.mutate(
      { student_id: student.student_id, nickname: nickname.trim(), class_number: classNumber ?? null },
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
      title={`${t("t.roster.edit")}: ${student.username}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} disabled={bad} busy={update.isPending} data-testid="student-edit-save">
            {t("t.save")}
          </Button>
        </>
      }
    >
      <TextField
        label={t("t.roster.nickname")}
        value={nickname}
        maxLength={LIMITS.nicknameMax}
        onChange={(e) => setNickname(e.target.value)}
        data-testid="student-edit-nickname"
      />
      <TextField
        label={t("t.roster.class_number_optional")}
        value={number}
        inputMode="numeric"
        error={bad ? t("t.roster.class_number_rule") : null}
        onChange={(e) => setNumber(e.target.value)}
        data-testid="student-edit-number"
      />
    </Dialog>
  );
}
