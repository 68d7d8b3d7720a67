import { LanguageSwitch } from "@web/app/shell/LanguageSwitch.tsx";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useTeacherLoginMutation } from "./auth-api.ts";
import "./i18n.ts";
import { useTeacherToken } from "./session.ts";
import { teacherUrls } from "./urls.ts";
import "./teacher.css";

/** Only console paths are followed after sign-in (no open redirect). */
function safeTeacherRedirect(raw: string | null): string {
  return raw?.startsWith("/teacher/") && !raw.startsWith("//") ? raw : teacherUrls.classes();
}

/**
 * Teacher sign-in (teacher1 / admin1 in the demo): its own session, kept apart from a student's.
 * @returns the page
 */
export default function TeacherLoginPage() {
  const { t } = useTranslation();
  usePageTitle(t("t.login.title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useTeacherToken();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const login = useTeacherLoginMutation();
  if (token && !login.isPending && !login.isSuccess) return <Navigate to={teacherUrls.classes()} replace />;

  const submit = () => {
    if (account.trim() === "" || password === "") {
      setError(t("t.login.required"));
      return;
    }
    setError(null);
    login.mutate(
      { account: account.trim(), password },
      {
        onSuccess: () => void navigate(safeTeacherRedirect(params.get("redirect")), { replace: true }),
        onError: (err) => setError(err instanceof ApiError ? err.message : String(err)),
      },
    );
  };

  return (
    <div className="auth-screen">
      <div className="auth-top">
        <LanguageSwitch />
      </div>
      <main id="main" className="auth-card">
        <div className="auth-brand" aria-hidden="true">
          響
        </div>
        <h1>{t("t.login.title")}</h1>
        <p className="muted">{t("t.login.lead")}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t("t.login.account")}
            autoComplete="username"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            data-testid="teacher-login-account"
          />
          <TextField
            label={t("t.login.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="teacher-login-password"
          />
          {error && (
            <p className="form-error" role="alert" data-testid="teacher-login-error">
              {error}
            </p>
          )}
          <Button type="submit" block busy={login.isPending} data-testid="teacher-login-submit">
            {t("t.login.submit")}
          </Button>
        </form>
      </main>
    </div>
  );
}
