import { LIMITS } from "@hibiki/contracts";
import { registeredTabs } from "@web/app/feature-routes.ts";
import { LanguageSwitch } from "@web/app/shell/LanguageSwitch.tsx";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { safeRedirect } from "@web/lib/redirect.ts";
import { getToken, isCollegeStudent } from "@web/lib/session.ts";
import { landingPath } from "@web/lib/tabs.ts";
import { validateLogin } from "@web/lib/validation.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useLoginMutation } from "../api.ts";
import { authUrls } from "../routes.tsx";

/**
 * Login screen: account ID and password with the §5 messages checked before sending; on success follows the
 * `redirect` query or goes to the landing tab. `?account=` (a login slip's QR code) fills in the account.
 * @returns the page
 */
export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t("login.title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // a login slip's QR code opens /login?account=… with the account filled in
  const [account, setAccount] = useState(() =>
    (params.get("account") ?? "").trim().slice(0, LIMITS.accountMax),
  );
  const [password, setPassword] = useState("");
  const [showPw, setShowPw] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useLoginMutation();
  if (getToken() && !login.isPending && !login.isSuccess) return <Navigate to="/" replace />;

  const submit = () => {
    const rule = validateLogin(account, password);
    if (rule) {
      setError(t(rule));
      return;
    }
    setError(null);
    login.mutate(
      { account: account.trim(), password },
      {
        onSuccess: (data) => {
          const target =
            safeRedirect(params.get("redirect")) ??
            landingPath(registeredTabs, data.is_college_student === 1 || isCollegeStudent());
          void navigate(target, { replace: true });
        },
        onError: (err) => {
          // The server's message is already in the user's language; its key gives ours when we have one.
          const key = err instanceof ApiError ? err.errorKey : null;
          setError(key && t(key) !== key ? t(key) : err.message);
        },
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
        <h1>{t("login.welcome")}</h1>
        <p className="muted">{t("login.lead")}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t("login.account")}
            placeholder={t("login.account_placeholder")}
            autoComplete="username"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            limit={{ max: LIMITS.accountMax }}
            data-testid="login-account"
          />
          <TextField
            label={t("login.password")}
            type={showPw ? "text" : "password"}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="login-password"
          />
          <label className="check">
            <input type="checkbox" checked={showPw} onChange={(e) => setShowPw(e.target.checked)} />
            {t("login.show_password")}
          </label>
          {error && (
            <p className="form-error" role="alert" data-testid="login-error">
              {error}
            </p>
          )}
          <Button type="submit" block busy={login.isPending} data-testid="login-submit">
            {t("login.submit")}
          </Button>
        </form>
        <p className="auth-links">
          <Link to={authUrls.forgotPassword()}>{t("login.forgot")}</Link>
        </p>
        <p className="auth-legal">
          <Link to="/about/details/using_protocol">{t("menu.terms")}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy-policy">{t("menu.privacy")}</Link>
        </p>
      </main>
    </div>
  );
}
