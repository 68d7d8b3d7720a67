import type { PhonogramLog } from "@hibiki/contracts";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useResultQuery } from "../api.ts";
import { HighlightedWord } from "../components/HighlightedWord.tsx";
import "../i18n.ts";
import { phonogramUrls } from "../urls.ts";
import "../phonogram.css";

/**
 * /phonogram/result?log_id: the paper's score, a bar per phoneme, the weak phonemes (each leading to its
 * page) and every item's mark with the recording.
 * @returns the page
 */
export default function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get("log_id") ?? "";
  const logId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  usePageTitle(t("phon.result_title"));
  if (logId === null)
    return (
      <div className="page phon-page">
        <p role="alert" data-testid="phon-bad-link">
          {t("phon.bad_link")}
        </p>
        <Link to={phonogramUrls.list()}>{t("phon.back_list")}</Link>
      </div>
    );
  return <Result logId={logId} />;
}

function Result({ logId }: { logId: number }) {
  const result = useResultQuery(logId);
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  return <LogView log={result.data.log} />;
}

function LogView({ log }: { log: PhonogramLog }) {
  const { t } = useTranslation();
  const ipaOf = new Map(log.phonemes.map((p) => [p.phoneme_id, p.ipa]));
  return (
    <div className="page phon-page" data-testid="phon-result" data-score={log.score}>
      <Link className="phon-back" to={phonogramUrls.list()}>
        {t("phon.back_list")}
      </Link>
      <h1>
        {t("phon.result_title")}・
        {log.mode === "practice"
          ? t("phon.mode.practice", { ipa: ipaOf.get(log.phoneme_id ?? "") ?? "" })
          : t("phon.mode.challenge")}
      </h1>
      <section className="card phon-score" aria-live="polite">
        <p className="phon-score-main">
          <strong data-testid="phon-score">{t("phon.score", { n: log.score })}</strong>
        </p>
        <p data-testid="phon-right">{t("phon.right_of", { right: log.right, total: log.total })}</p>
      </section>
      <BarChart
        title={t("phon.by_phoneme")}
        points={log.phonemes.map((p) => ({ label: `/${p.ipa}/`, value: p.score }))}
        max={100}
        labelHeader={t("phon.phoneme_col")}
        valueHeader={t("phon.score_col")}
        emptyText=""
        testId="phon-chart"
      />
      <section aria-labelledby="phon-weak-log" data-testid="phon-result-weak">
        <h2 id="phon-weak-log">{t("phon.weak_in_log")}</h2>
        {log.weak_ids.length === 0 ? (
          <p>{t("phon.weak_in_log_none")}</p>
        ) : (
          <ul className="phon-chips">
            {log.weak_ids.map((id) => (
              <li key={id}>
                <Link
                  className="phon-chip is-weak"
                  to={phonogramUrls.detail(id)}
                  data-testid="phon-weak-link"
                  data-phoneme={id}
                >
                  /{ipaOf.get(id) ?? id}/ {log.phonemes.find((p) => p.phoneme_id === id)?.score ?? 0}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="phon-items-title">
        <h2 id="phon-items-title">{t("phon.items")}</h2>
        <ol className="phon-marks">
          {log.marks.map((m) => (
            <li
              key={m.item_id}
              className="card phon-mark-row"
              data-testid="phon-mark-row"
              data-right={m.is_right ? "1" : "0"}
            >
              <span className="phon-chip">{t(`phon.kind.${m.kind}`)}</span>
              <span className="phon-ipa">/{ipaOf.get(m.phoneme_id) ?? m.phoneme_id}/</span>
              <HighlightedWord word={m.word} highlight={m.highlight} tone={m.is_right ? "good" : "bad"} />
              {m.kind === "choose" && (
                <span className="muted" lang="en" data-testid="phon-mark-pair">
                  {t("phon.pair_of", { other: m.options.find((o) => o !== m.word) ?? "" })}
                </span>
              )}
              <span>
                {!m.answered
                  ? t("phon.not_answered")
                  : m.kind === "choose"
                    ? `${m.is_right ? t("phon.mark_right") : t("phon.mark_wrong")}（${m.choice ?? ""}）`
                    : t("phon.points", { n: m.score })}
              </span>
              {m.sound_file && (
                <AudioPlayer src={m.sound_file} label={t("phon.my_recording")} testId="my-recording" />
              )}
            </li>
          ))}
        </ol>
      </section>
      <div className="phon-actions">
        <Link
          className="btn btn-primary"
          to={
            log.mode === "practice" && log.phoneme_id
              ? phonogramUrls.practice(log.phoneme_id)
              : phonogramUrls.challenge()
          }
          data-testid="phon-again"
        >
          {t("phon.again")}
        </Link>
        <Link className="btn btn-secondary" to={phonogramUrls.list()}>
          {t("phon.back_list")}
        </Link>
      </div>
    </div>
  );
}
