import { useDismissPasswordRemindMutation, useStudentInfoQuery } from "@web/features/student/api.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The password-change tip, shown while `change_password_remind` is 1 (until first dismissed).
 * @returns the tip, or nothing
 */
export function PasswordTip() {
  const { t } = useTranslation();
  const info = useStudentInfoQuery();
  const dismiss = useDismissPasswordRemindMutation();
  if (info.data?.change_password_remind !== 1 || dismiss.isSuccess) return null;
  return (
    <div className="tip" role="note" data-testid="password-tip">
      <p>{t("password_tip.text")}</p>
      <div className="tip-actions">
        <Link to="/changePassword" className="btn btn-primary btn-sm">
          {t("password_tip.change")}
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => dismiss.mutate()}
          disabled={dismiss.isPending}
        >
          {t("password_tip.dismiss")}
        </button>
      </div>
    </div>
  );
}
