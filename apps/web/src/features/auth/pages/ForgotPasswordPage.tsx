import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { validatePasswordChange } from "@web/lib/validation.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useForgotPasswordMutation, useResetPasswordMutation } from "../api.ts";
import { authUrls } from "../routes.tsx";

type Step = { kind: "account" } | { kind: "teacher" } | { kind: "code"; email: string } | { kind: "done" };

/**
 * Forgot password: school accounts are told to ask their teacher; accounts with a verified e-mail get a
 * 6-digit code and set a new password here.
 * @returns the page
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("forgot.title"));
  const [step, setStep] = useState<Step>({ kind: "account" });
  const [account, setAccount] = useState("");
  const [code, setCode] = useState("");
  const [pw, setPw] = useState("");
  const [pw2, setPw2] = useState("");
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPasswordMutation();
  const reset = useResetPasswordMutation();

  const ask = () => {
    if (!account.trim()) {
      setError(t("login_required_account"));
      return;
    }
    setError(null);
    forgot.mutate(account.trim(), {
      onSuccess: (d) =>
        setStep(d.method === "email" ? { kind: "code", email: d.masked_email ?? "" } : { kind: "teacher" }),
      onError: (err) => setError(err.message),
    });
  };
  const submitReset = () => {
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setError(t("forgot.code_invalid"));
      return;
    }
    const rule = validatePasswordChange("", pw, pw2, false);
    if (rule) {
      setError(t(rule));
      return;
    }
    setError(null);
    reset.mutate(
      { account: account.trim(), code: code.trim(), new_password: pw, confirm_password: pw2 },
      { onSuccess: () => setStep({ kind: "done" }), onError: (err) => setError(err.message) },
    );
  };

  return (
    <div className="auth-screen">
      <main id="main" className="auth-card">
        <h1>{t("forgot.title")}</h1>
        {step.kind === "account" && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              ask();
            }}
          >
            <p className="muted">{t("forgot.lead")}</p>
            <TextField
              label={t("login.account")}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <Button type="submit" block busy={forgot.isPending}>
              {t("forgot.next")}
            </Button>
          </form>
        )}
        {step.kind === "teacher" && (
          <p className="notice-box" role="status" data-testid="forgot-teacher">
            {t("forgot.ask_teacher")}
          </p>
        )}
        {step.kind === "code" && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitReset();
            }}
          >
            <p className="notice-box" role="status">
              {t("forgot.code_sent", { email: step.email })}
            </p>
            <TextField
              label={t("forgot.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <TextField
              label={t("change_password.new")}
              hint={t("change_password.rule")}
              type="password"
              autoComplete="new-password"
              value={pw}
              onChange={(e) => setPw(e.target.value)}
            />
            <TextField
              label={t("change_password.confirm")}
              type="password"
              autoComplete="new-password"
              value={pw2}
              onChange={(e) => setPw2(e.target.value)}
            />
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <Button type="submit" block busy={reset.isPending}>
              {t("forgot.reset")}
            </Button>
          </form>
        )}
        {step.kind === "done" && (
          <p className="notice-box" role="status">
            {t("forgot.done")}
          </p>
        )}
        <p className="auth-links">
          <Link to={authUrls.login()}>{t("forgot.to_login")}</Link>
        </p>
      </main>
    </div>
  );
}
