import { LIMITS } from "@hibiki/contracts";
import { useGoBack } from "@web/app/go-back.ts";
import { Button } from "@web/components/Button.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { validateNickname } from "@web/lib/validation.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useChangeNameMutation, useStudentInfoQuery } from "../api.ts";

/**
 * /changeName: edit the nickname (required, at most 20 characters); saving goes back by the app's rule
 * (the previous in-app page, else the main page).
 * @returns the page
 */
export default function ChangeNamePage() {
  const { t } = useTranslation();
  usePageTitle(t("change_name.title"));
  const info = useStudentInfoQuery();
  return (
    <div className="page page-narrow">
      <h1>{t("change_name.title")}</h1>
      {info.isPending ? <Skeleton lines={2} /> : <NicknameForm current={info.data?.nickname ?? ""} />}
    </div>
  );
}

/**
 * The nickname form, starting from the stored nickname. The field's state starts from it on the first
 * render (not set by an effect afterwards, which could overwrite what the student has typed).
 * @param props - the stored nickname
 * @returns the form
 */
function NicknameForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const change = useChangeNameMutation();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const rule = validateNickname(name);
    if (rule) {
      setError(t(rule, { max: LIMITS.nicknameMax }));
      return;
    }
    setError(null);
    change.mutate(name.trim(), {
      onSuccess: () => {
        showToast(t("change_name.done"), "success");
        goBack();
      },
    });
  };
  return (
    <form
      className="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t("change_name.label")}
        value={name}
        maxLength={LIMITS.nicknameMax * 2}
        onChange={(e) => setName(e.target.value)}
        error={error}
        limit={{ max: LIMITS.nicknameMax }}
        data-testid="nickname"
      />
      <Button type="submit" busy={change.isPending}>
        {t("common.save")}
      </Button>
    </form>
  );
}
