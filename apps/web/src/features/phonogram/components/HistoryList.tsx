import { Skeleton } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHistoryQuery } from "../api.ts";
import "../i18n.ts";
import { phonogramUrls } from "../urls.ts";

const DATE = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * The student's latest phonogram logs (Japan time), each opening its result.
 * @returns the list
 */
export function HistoryList() {
  const { t } = useTranslation();
  const history = useHistoryQuery();
  const logs = history.data?.logs.slice(0, 10);
  return (
    <section aria-labelledby="phon-history-title" data-testid="phon-history">
      <h2 id="phon-history-title">{t("phon.history")}</h2>
      {!logs ? (
        history.isError ? null : (
          <Skeleton lines={2} />
        )
      ) : logs.length === 0 ? (
        <p className="muted">{t("phon.history_empty")}</p>
      ) : (
        <ul className="phon-history">
          {logs.map((l) => (
            <li key={l.log_id}>
              <Link to={phonogramUrls.result(l.log_id)} data-testid="phon-history-row">
                <span>{DATE.format(new Date(l.created_at))}</span>
                <span>
                  {l.mode === "practice"
                    ? t("phon.mode.practice", { ipa: l.phonemes[0]?.ipa ?? l.phoneme_id })
                    : t("phon.mode.challenge")}
                </span>
                <strong>{t("phon.points", { n: l.score })}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
