import { LIMITS, PASSWORD_PATTERN } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStudentCreateMutation } from "./api.ts";
import { classNumberOf } from "./class-number.ts";

const ACCOUNT = /^[A-Za-z0-9_.-]{3,64}$/;

/**
 * Adds one student to a class (account ID, first password, name, 出席番号), checked here before sending.
 * @param props - the class
 * @returns the form
 */
export function StudentCreateForm({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const create = useStudentCreateMutation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [nickname, setNickname] = useState("");
  const [number, setNumber] = useState("");
  const [tried, setTried] = useState(false);
  const classNumber = classNumberOf(number);
  const numberErr = tried && Number.isNaN(classNumber) ? t("t.roster.class_number_rule") : null;
  const userErr = tried && !ACCOUNT.test(username.trim()) ? t("t.roster.username_rule") : null;
  const pwErr = tried && !PASSWORD_PATTERN.test(password) ? t("t.roster.password_rule") : null;
  const submit = () => {
    setTried(true);
    if (!ACCOUNT.test(username.trim()) || !PASSWORD_PATTERN.test(password) || Number.isNaN(classNumber))
      return;
    create.mutate(
      {
        class_id: classId,
        username: username.trim(),
        password,
        nickname: nickname.trim(),
        ...(classNumber !== undefined ? { class_number: classNumber } : {}),
      },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          setUsername("");
          setPassword("");
          setNickname("");
          setNumber("");
          setTried(false);
        },
      },
    );
  };
  return (
    <form
      className="tc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t("t.roster.username")}
        value={username}
        autoComplete="off"
        error={userErr}
        onChange={(e) => setUsername(e.target.value)}
        data-testid="student-username"
      />
      <TextField
        label={t("t.roster.password")}
        value={password}
        autoComplete="new-password"
        error={pwErr}
        onChange={(e) => setPassword(e.target.value)}
        data-testid="student-password"
      />
      <TextField
        label={t("t.roster.nickname")}
        value={nickname}
        maxLength={LIMITS.nicknameMax}
        onChange={(e) => setNickname(e.target.value)}
        data-testid="student-nickname"
      />
      <TextField
        label={t("t.roster.class_number_optional")}
        value={number}
        inputMode="numeric"
        error={numberErr}
        onChange={(e) => setNumber(e.target.value)}
        data-testid="student-class-number"
      />
      <Button type="submit" busy={create.isPending} data-testid="student-create">
        {t("t.roster.add")}
      </Button>
    </form>
  );
}
