import type { CustomReadingAttempt } from "@hibiki/contracts";
import { type BaseAnswer, displayPercent, gradeOf } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { ReadingRecording } from "@web/exercises/speaking/ReadingRecording.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useScoreConfig } from "@web/lib/app-config.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAttemptResultQuery } from "../api.ts";
import { AttemptHistory } from "../components/AttemptHistory.tsx";
import { DeleteTextButton } from "../components/DeleteTextButton.tsx";
import { ModelAudio } from "../components/ModelAudio.tsx";
import "../i18n.ts";
import { BadLink } from "../components/BadLink.tsx";
import { customReadingUrls, idOf } from "../urls.ts";
import "../custom-reading.css";

/** An attempt as the players' reading result reads a recording answer. */
function answerOf(a: CustomReadingAttempt): BaseAnswer {
  return {
    question_id: `custom-${a.text_id}`,
    total_score: a.total_score,
    percent_score: a.percent_score,
    accuracy_score: a.accuracy_score,
    fluency_score: a.fluency_score,
    integrity_score: a.integrity_score,
    sound_file: a.sound_file,
    record_duration: a.record_duration,
    evaluate_html: a.evaluate_html,
    evaluate_result: a.evaluate_result,
    study_report: a.study_report,
  };
}

/**
 * /custom-reading/result?attempt_id: one reading's scores as the players show them (total, accuracy,
 * fluency and integrity in points capped at 100, the grade A/B/C from the config's thresholds, the words
 * coloured by how they were read, pronunciation tips, the replay of the take), whether it is the best, the
 * model audio to compare, the text's history, and the ways to read it again or delete it.
 * @returns the page
 */
export default function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = idOf(params.get("attempt_id"));
  usePageTitle(t("cr.result_title"));
  if (attemptId === null) return <BadLink messageKey="cr.bad_result_link" />;
  return <Result attemptId={attemptId} />;
}

function Result({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useScoreConfig();
  const result = useAttemptResultQuery(attemptId);
  if (result.error instanceof NotFoundError) return <BadLink messageKey="cr.bad_result_link" />;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const { text, attempt, is_best, attempts } = result.data;
  const points = Math.round(displayPercent(attempt.percent_score));
  const grade = gradeOf(attempt.percent_score, config);
  return (
    <div
      className="page cr-page"
      data-testid="cr-result"
      data-points={points}
      data-attempt-id={attempt.attempt_id}
    >
      <Link className="cr-back" to={customReadingUrls.list()}>
        {t("cr.back_list")}
      </Link>
      <h1>{t("cr.result_title")}</h1>
      <section className="card cr-panel" aria-labelledby="cr-result-text">
        <p id="cr-result-text" className="cr-text cr-text-large" lang="en">
          {text.text}
        </p>
        <div className="cr-headline" aria-live="polite">
          <span className={`cr-grade cr-grade-${grade}`} data-testid="cr-grade">
            <span className="sr-only">{t("cr.grade")} </span>
            {grade}
          </span>
          <strong className="cr-points" data-testid="cr-points">
            {t("cr.points", { n: points })}
          </strong>
          {is_best && attempt.unscored_reason === null ? (
            <span className="cr-mark is-best" data-testid="cr-is-best">
              {t("cr.is_best")}
            </span>
          ) : (
            text.best_score !== null && (
              <span className="muted">
                {t("cr.best_was", { n: Math.round(displayPercent(text.best_score)) })}
              </span>
            )
          )}
        </div>
        {attempt.unscored_reason !== null && (
          <p className="cr-unscored" role="status" data-testid="cr-unscored">
            {t("cr.unscored")}
          </p>
        )}
        <ReadingRecording answer={answerOf(attempt)} />
        <ModelAudio text={text.text} />
        <div className="cr-actions">
          <Link
            className="btn btn-primary"
            to={customReadingUrls.detail(text.text_id)}
            data-testid="cr-again"
          >
            {t("cr.again")}
          </Link>
          <DeleteTextButton
            textId={text.text_id}
            text={text.text}
            size="md"
            onDeleted={() => navigate(customReadingUrls.list(), { replace: true })}
          />
        </div>
      </section>
      <AttemptHistory attempts={attempts} total={text.attempt_count} current={attempt.attempt_id} />
    </div>
  );
}
