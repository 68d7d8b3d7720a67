import { CEFR_STEPS } from "@hibiki/exercises/cefr";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { LineChart } from "@web/components/charts/LineChart.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime, pct } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { ClientScoredMark } from "../shell/ScoreMarks.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useStudentDetailQuery } from "./api.ts";

/**
 * One student's record: score history chart, recordings to replay (with what was recognised) and writings.
 * @returns the page
 */
export default function StudentPage() {
  const { t, i18n } = useTranslation();
  const studentId = Number(useParams().studentId) || 0;
  const detail = useStudentDetailQuery(studentId);
  const name = detail.data ? detail.data.student.nickname || detail.data.student.username : "";
  usePageTitle(t("t.student.title", { name }));
  const fmtPct = (v: number) => `${pct(v)}%`;
  return (
    <Loadable query={detail}>
      {(d) => (
        <section aria-labelledby="tc-student-title">
          {d.student.class_id !== null && (
            <p>
              <Link to={teacherUrls.roster(d.student.class_id)}>← {d.student.class_name}</Link>
            </p>
          )}
          <h1 id="tc-student-title">{t("t.student.title", { name })}</h1>
          <div className="tc-panel">
            <h2>{t("t.student.history")}</h2>
            <LineChart
              title={t("t.student.history")}
              points={d.history.map((h) => ({
                label: `${formatDateTime(h.finished_at, i18n.language).slice(5, 10)} ${h.title}`,
                value: h.percent_score,
              }))}
              labelHeader={t("t.hw.resource")}
              valueHeader={t("t.hw.best")}
              format={fmtPct}
              emptyText={t("t.chart.empty")}
              testId="student-history-chart"
            />
          </div>
          <div className="tc-panel">
            <h2>{t("t.student.cefr")}</h2>
            <LineChart
              title={t("t.student.cefr")}
              points={d.cefr_history.map((h) => ({
                label: `${formatDateTime(h.at, i18n.language).slice(5, 10)} ${t(`t.student.cefr_${h.reason}`)}`,
                value: CEFR_STEPS.indexOf(h.level) + 1,
              }))}
              max={CEFR_STEPS.length}
              labelHeader={t("t.fb.date")}
              valueHeader={t("t.dash.cefr")}
              format={(v) => CEFR_STEPS[Math.round(v) - 1] ?? ""}
              emptyText={t("t.student.cefr_none")}
              testId="student-cefr-chart"
            />
          </div>
          <h2>{t("t.student.recordings")}</h2>
          {d.recordings.length === 0 ? (
            <p className="muted">{t("t.student.no_recordings")}</p>
          ) : (
            <ul className="tc-cards" aria-label={t("t.student.recordings")}>
              {d.recordings.map((r) => (
                <li key={`${r.guid}-${r.question_id}`} className="tc-panel" data-testid="student-recording">
                  <p>
                    {r.res_code} · Q{r.question_id} · {fmtPct(r.percent_score)}
                    <ClientScoredMark flag={r.client_scored} />
                    <br />
                    <small className="muted">{formatDateTime(r.created_at, i18n.language)}</small>
                  </p>
                  <AudioPlayer
                    src={r.sound_file}
                    label={t("t.sub.replay")}
                    testId="student-recording-audio"
                    controlsTestId="student-recording"
                  />
                  {r.recognize_text && <p className="muted">{r.recognize_text}</p>}
                </li>
              ))}
            </ul>
          )}
          <h2>{t("t.student.writings")}</h2>
          {d.writings.length === 0 ? (
            <p className="muted">{t("t.student.no_writings")}</p>
          ) : (
            d.writings.map((w) => (
              <article key={`${w.guid}-${w.question_id}`} className="tc-panel" data-testid="student-writing">
                <p className="muted">
                  {w.res_code} · {fmtPct(w.percent_score)} · {formatDateTime(w.created_at, i18n.language)}
                  {w.homework_id !== null && w.topic_id !== null && (
                    <>
                      {" · "}
                      <Link to={teacherUrls.submission(w.homework_id, studentId, w.topic_id)}>
                        {t("t.hw.review")}
                      </Link>
                    </>
                  )}
                </p>
                <p className="tc-answer">{w.content}</p>
              </article>
            ))
          )}
        </section>
      )}
    </Loadable>
  );
}
