import type { teacherSubmission } from "@hibiki/contracts";
import { locateItem, type Resource } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { EngineResultView } from "@web/components/writing/EngineResultView.tsx";
import { useResourceContentQuery } from "@web/features/textbook/api.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import type { z } from "zod";
import { formatDateTime, pct } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { ClientScoredMark, UnscoredMark } from "../shell/ScoreMarks.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useHomeworkDetailQuery, useSubmissionQuery } from "./api.ts";
import { ItemReview } from "./ItemReview.tsx";
import { RecordedAnswer, type RecordedItem } from "./RecordedAnswer.tsx";
import { ReturnDialog } from "./ReturnDialog.tsx";
import { WritingReview } from "./WritingReview.tsx";

type Submission = z.infer<(typeof teacherSubmission)["data"]>;
type Attempt = Submission["attempts"][number];
type Item = Attempt["answer_data"]["items"][number] &
  RecordedItem & {
    content?: string;
    answer_content?: string;
    answer_result?: unknown;
    engine_result?: unknown;
  };

function AttemptView({
  sub,
  attempt,
  n,
  resource,
}: {
  sub: Submission;
  attempt: Attempt;
  n: number;
  resource: Resource | undefined;
}) {
  const { t, i18n } = useTranslation();
  const items = attempt.answer_data.items as Item[];
  return (
    <article className="tc-panel" data-testid="submission-attempt" aria-labelledby={`att-${attempt.guid}`}>
      <h3 id={`att-${attempt.guid}`}>
        {t("t.sub.attempt", { n })} ·{" "}
        <span data-testid="submission-score">{t("t.percent", { value: pct(attempt.percent_score) })}</span>
        {attempt.is_completed ? "" : ` · ${t("t.sub.unfinished")}`}
        {attempt.is_returned ? ` · ${t("t.sub.returned")}` : ""}
      </h3>
      <p className="muted">{formatDateTime(attempt.finished_at ?? attempt.started_at, i18n.language)}</p>
      {attempt.is_returned === 1 && attempt.returned_at && (
        <p className="tc-returned" data-testid="attempt-returned">
          {t("t.sub.returned_by", {
            teacher: attempt.returned_by,
            date: formatDateTime(attempt.returned_at, i18n.language),
          })}
          {attempt.return_reason && <q>{attempt.return_reason}</q>}
        </p>
      )}
      {items.map((it, i) => {
        const text = it.content ?? it.answer_content ?? "";
        const notes = sub.correct_notes.filter(
          (x) => x.guid === attempt.guid && x.question_id === it.question_id,
        );
        return (
          <section key={it.question_id} className="tc-item">
            <h4>
              <span title={it.question_id}>{t("t.sub.question", { n: i + 1 })}</span>
              {typeof it.percent_score === "number" &&
                ` · ${t("t.percent", { value: pct(it.percent_score) })}`}
              {it.is_skipped === 1 && ` · ${t("t.sub.skipped")}`}
              <ClientScoredMark flag={it.client_scored} />
              <UnscoredMark reason={it.unscored_reason} />
            </h4>
            <ItemReview
              item={resource ? locateItem(resource, it.question_id)?.item : undefined}
              answer={it}
            />
            <RecordedAnswer item={it} />
            {typeof it.engine_result === "string" && it.engine_result !== "" && (
              <details className="tc-checker">
                <summary>{t("t.sub.checker")}</summary>
                <EngineResultView url={it.engine_result} homework />
              </details>
            )}
            <WritingReview
              text={text}
              notes={notes}
              target={{
                homework_id: sub.homework_id,
                topic_id: sub.topic_id,
                student_id: sub.student.student_id,
                guid: attempt.guid,
                question_id: it.question_id,
              }}
            />
          </section>
        );
      })}
    </article>
  );
}

/**
 * Review of one student's work on one homework topic: every attempt (newest first) with recordings to
 * replay and their evaluation (an open answer in full: part scores, comment, the elements said, language
 * notes; a reading as its scored words), written answers with correction notes, and "return for another
 * attempt".
 * @returns the page
 */
export default function SubmissionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const homeworkId = Number(params.homeworkId) || 0;
  const studentId = Number(params.studentId) || 0;
  const homework = useHomeworkDetailQuery(homeworkId);
  const topicId = Number(search.get("topic_id")) || homework.data?.topics[0]?.topic_id || 0;
  const sub = useSubmissionQuery(homeworkId, studentId, topicId);
  const resource = useResourceContentQuery(sub.data?.resource_url ?? "");
  const [returning, setReturning] = useState(false);
  const name = sub.data ? sub.data.student.nickname || sub.data.student.username : "";
  usePageTitle(t("t.sub.title", { name }));
  return (
    <Loadable query={sub}>
      {(data) => (
        <section aria-labelledby="tc-sub-title">
          <p>
            <Link to={teacherUrls.homework(homeworkId)}>← {homework.data?.title ?? t("t.hw.title")}</Link>
          </p>
          <div className="tc-toolbar">
            <h1 id="tc-sub-title">
              {t("t.sub.title", { name })} — {data.title}
            </h1>
            <span className="spacer" />
            <Button
              variant="secondary"
              disabled={!data.attempts.some((a) => a.is_completed === 1 && a.is_returned === 0)}
              onClick={() => setReturning(true)}
              data-testid="submission-return"
            >
              {t("t.sub.return")}
            </Button>
          </div>
          {returning && (
            <ReturnDialog
              target={{ homework_id: homeworkId, topic_id: topicId, student_id: studentId }}
              name={name}
              onClose={() => setReturning(false)}
            />
          )}
          {(homework.data?.topics.length ?? 0) > 1 && (
            <nav className="tc-actions" aria-label={t("t.hw.resource")}>
              {homework.data?.topics.map((tp) => (
                <Link
                  key={tp.topic_id}
                  className={`btn ${tp.topic_id === topicId ? "btn-primary" : "btn-secondary"}`}
                  aria-current={tp.topic_id === topicId ? "page" : undefined}
                  to={teacherUrls.submission(homeworkId, studentId, tp.topic_id)}
                >
                  {tp.title}
                </Link>
              ))}
            </nav>
          )}
          {data.attempts.length === 0 ? (
            <p className="muted" data-testid="submission-empty">
              {t("t.sub.no_attempts")}
            </p>
          ) : (
            <div className="tc-cards">
              {[...data.attempts]
                .map((a, i) => ({ a, n: i + 1 }))
                .reverse()
                .map(({ a, n }) => (
                  <AttemptView key={a.guid} sub={data} attempt={a} n={n} resource={resource.data} />
                ))}
            </div>
          )}
        </section>
      )}
    </Loadable>
  );
}
