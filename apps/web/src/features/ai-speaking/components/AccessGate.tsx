import { AI_SPEAKING_ERROR_KEYS } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { useStudentInfoQuery } from "@web/features/student/api.ts";
import { ApiError } from "@web/lib/errors.ts";
import { isCollegeStudent } from "@web/lib/session.ts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiSpeakingUrls } from "../urls.ts";

/** Error keys a page shows as its own message instead of the retry panel. */
const REFUSALS = new Set<string>([...AI_SPEAKING_ERROR_KEYS, "college_not_available"]);

/**
 * A refusal of the server (no ai_chat, a college account, an unknown scenario or session) as the page's
 * message with a way back; any other failure as the retry panel.
 * @param props - the error and the retry
 * @returns the message
 */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const key = error instanceof ApiError ? error.errorKey : null;
  if (!key || !REFUSALS.has(key)) return <LoadError onRetry={onRetry} />;
  const denied = key === "ai_chat_not_available" || key === "college_not_available";
  return (
    <div className="page ais-page">
      <p role="alert" data-testid="ais-refused" data-key={key}>
        {t(key)}
      </p>
      <Link to={denied ? "/" : aiSpeakingUrls.list()}>{denied ? t("tabs.home") : t("ais.back_list")}</Link>
    </div>
  );
}

/**
 * Shows the AI speaking screens only to students whose `ai_chat` flag is on and who are not college
 * students; others see why not (the server refuses their calls too).
 * @param props - the screen
 * @returns the screen, or the message
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const info = useStudentInfoQuery();
  const college = isCollegeStudent() || info.data?.is_college_student === 1;
  if (!college && info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  if (!college && !info.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  if (college || info.data?.ai_chat !== 1)
    return (
      <div className="page ais-page">
        <h1>{t("ais.title")}</h1>
        <p
          role="alert"
          data-testid="ais-refused"
          data-key={college ? "college_not_available" : "ai_chat_not_available"}
        >
          {college ? t("college_not_available") : t("ais.not_available")}
        </p>
        <Link to="/">{t("tabs.home")}</Link>
      </div>
    );
  return children;
}
