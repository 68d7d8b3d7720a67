import { LIMITS } from "@hibiki/contracts";
import { mainPath } from "@web/app/go-back.ts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { validatePasswordChange } from "@web/lib/validation.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useChangePasswordMutation } from "../api.ts";

/**
 * /changePassword: current, new (6-10 half-width alphanumerics) and re-entry, checked with the §5 rules
 * before sending; the server checks again.
 * @returns the page
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("change_password.title"));
  const navigate = useNavigate();
  const change = useChangePasswordMutation();
  const [old, setOld] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const rule = validatePasswordChange(old, next, confirm);
    if (rule) {
      setError(t(rule));
      return;
    }
    setError(null);
    change.mutate(
      { old_password: old, new_password: next, confirm_password: confirm },
      {
        onSuccess: () => {
          showToast(t("change_password.done"), "success");
          void navigate(mainPath());
        },
        onError: (err) => setError(err instanceof ApiError && err.status === 400 ? err.message : null),
      },
    );
  };
  return (
    <div className="page page-narrow">
      <h1>{t("change_password.title")}</h1>
      <form
        className="card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t("change_password.old")}
          type="password"
          autoComplete="current-password"
          value={old}
          onChange={(e) => setOld(e.target.value)}
        />
        <TextField
          label={t("change_password.new")}
          hint={t("change_password.rule")}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          limit={{ min: LIMITS.passwordMin, max: LIMITS.passwordMax }}
        />
        <TextField
          label={t("change_password.confirm")}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error && (
          <p className="form-error" role="alert" data-testid="password-error">
            {error}
          </p>
        )}
        <Button type="submit" busy={change.isPending}>
          {t("common.save")}
        </Button>
      </form>
    </div>
  );
}
