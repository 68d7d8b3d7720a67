import { type ClassSummary, LIMITS } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useClassByCodeMutation,
  useJoinClassMutation,
  useLeaveClassMutation,
  useStudentInfoQuery,
} from "../api.ts";

/**
 * /joinClass ("My Account"): the account, school and class; join a class by code (look up → confirm →
 * join) or leave the current one after confirming.
 * @returns the page
 */
export default function JoinClassPage() {
  const { t } = useTranslation();
  usePageTitle(t("join.title"));
  const info = useStudentInfoQuery();
  const lookup = useClassByCodeMutation();
  const join = useJoinClassMutation();
  const leave = useLeaveClassMutation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const ask = async (text: string): Promise<boolean> => {
    try {
      await confirmBox(text);
      return true;
    } catch (err) {
      if (err instanceof BoxClosedError) return false;
      throw err;
    }
  };
  const doJoin = async (found: ClassSummary) => {
    if (!(await ask(t("join.confirm", { school: found.school_name, class: found.class_name })))) return;
    join.mutate(code.trim(), {
      onSuccess: () => {
        showToast(t("join.joined"), "success");
        setCode("");
      },
    });
  };
  const submit = () => {
    if (!code.trim()) {
      setError(t("class_code_not_found"));
      return;
    }
    setError(null);
    lookup.mutate(code.trim(), { onSuccess: (found) => void doJoin(found) });
  };
  const doLeave = async () => {
    const name = info.data?.class_name ?? "";
    if (!(await ask(t("join.leave_confirm", { class: name })))) return;
    leave.mutate(undefined, {
      onSuccess: () => showToast(t("join.left"), "success"),
      onError: () => showToast(t("join.leave_failed"), "error"),
    });
  };

  if (info.isPending) return <Skeleton lines={4} />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  const me = info.data;
  return (
    <div className="page page-narrow">
      <h1>{t("join.title")}</h1>
      <section className="card">
        <dl className="facts">
          <dt>{t("join.account")}</dt>
          <dd data-testid="account-name">{me.username}</dd>
          <dt>{t("join.school")}</dt>
          <dd>{me.school_name}</dd>
          <dt>{t("join.current_class")}</dt>
          <dd data-testid="current-class">{me.class_name ?? t("home.no_class")}</dd>
        </dl>
        {me.class_id !== null && (
          <Button
            variant="danger"
            onClick={() => void doLeave()}
            busy={leave.isPending}
            data-testid="leave-class"
          >
            {t("join.leave")}
          </Button>
        )}
      </section>
      <form
        className="card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2>{t("home.join_class")}</h2>
        <TextField
          label={t("join.code")}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          limit={{ max: LIMITS.classCodeMax }}
          autoComplete="off"
          data-testid="class-code"
        />
        <Button type="submit" busy={lookup.isPending || join.isPending} data-testid="class-lookup">
          {t("join.lookup")}
        </Button>
      </form>
    </div>
  );
}
