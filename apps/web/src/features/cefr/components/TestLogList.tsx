import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCefrLogsQuery } from "../api.ts";
import { roundScore } from "../format.ts";
import { cefrUrls } from "../urls.ts";

/**
 * The student's tests, newest first (get-cefr-test-logs), each linking to its result or to resume it.
 * @param props - level: only the tests at that step; resultUrl: where a finished test links
 * @returns the list, or its loading / empty / error state
 */
export function TestLogList({
  level,
  resultUrl = cefrUrls.testResult,
}: {
  level?: string;
  resultUrl?: (testId: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const logs = useCefrLogsQuery();
  if (logs.isError) return <LoadError onRetry={() => void logs.refetch()} />;
  if (!logs.data) return <Skeleton lines={2} />;
  const list = level ? logs.data.list.filter((l) => l.level === level) : logs.data.list;
  if (list.length === 0)
    return (
      <p className="muted" data-testid="cefr-logs-empty">
        {level ? t("cefr.no_tests_here") : t("cefr.logs_empty")}
      </p>
    );
  return (
    <ul className="link-list" data-testid="cefr-logs">
      {list.map((log) => {
        const finished = log.status === "finished";
        return (
          <li key={log.test_id}>
            <Link
              className="link-row cefr-log"
              to={finished ? resultUrl(log.test_id) : cefrUrls.test(log.test_type, log.test_id)}
              data-testid="cefr-log"
            >
              <span className="notice-title">
                <strong>{t(`cefr.type_${log.test_type}`)}</strong>
                {log.level && <span className="cefr-pill">{log.level}</span>}
                <br />
                <span className="muted">
                  {formatDate(log.finished_at ?? log.started_at, i18n.language)} ·{" "}
                  {t("cefr.answered_n", { n: log.answered })}
                </span>
              </span>
              <span className="cefr-log-end">
                {finished && log.score !== null && t("cefr.score", { score: roundScore(log.score) })}
                {finished && log.moved && (
                  <span className="cefr-moved" data-moved={log.moved}>
                    {t(`cefr.moved_${log.moved}`)}
                  </span>
                )}
                {!finished && <span className="chip">{t("cefr.in_progress")}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
