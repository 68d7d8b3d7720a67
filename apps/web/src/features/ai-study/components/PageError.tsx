import { AI_COURSE_ERROR_KEYS } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";

/** Error keys a page shows as its own message instead of the retry panel. */
const REFUSALS = new Set<string>([...AI_COURSE_ERROR_KEYS, "college_not_available"]);

/**
 * A refusal of the server (an unknown course, lesson or attempt, a college account) as the page's message
 * with a way back; any other failure as the retry panel.
 * @param props - the error and the retry
 * @returns the message
 */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const key = error instanceof ApiError ? error.errorKey : null;
  if (!key || !REFUSALS.has(key)) return <LoadError onRetry={onRetry} />;
  const college = key === "college_not_available";
  return (
    <div className="page aist-page">
      <p role="alert" data-testid="aist-refused" data-key={key}>
        {t(key)}
      </p>
      <Link to={college ? "/" : aiStudyUrls.home()}>{college ? t("tabs.home") : t("aist.home_link")}</Link>
    </div>
  );
}

/**
 * The message for an address whose query is missing or malformed, with the way to the courses.
 * @returns the message
 */
export function BadLink() {
  const { t } = useTranslation();
  return (
    <div className="page aist-page">
      <p role="alert" data-testid="aist-bad-link">
        {t("aist.bad_link")}
      </p>
      <Link to={aiStudyUrls.home()}>{t("aist.home_link")}</Link>
    </div>
  );
}
