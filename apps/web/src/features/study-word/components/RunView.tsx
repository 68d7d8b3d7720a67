import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { speechAvailable } from "@web/features/word-tests/exports/word-reading.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAnswerLog, useRunItemsQuery, useWordAudio } from "../api.ts";
import { answerRun, currentItem, practisedWords, type RunMode, type RunState, startRun } from "../flow.ts";
import "../i18n.ts";
import { studyWordUrls } from "../urls.ts";
import { BadPlan } from "./BadPlan.tsx";
import { ExerciseView, type ItemAnswer } from "./ExerciseView.tsx";
import { Verdict } from "./Verdict.tsx";

/**
 * One run of word exercises: today's task, the self-test, or the missed-word practice (which repeats a
 * word until it is answered right). Each answer is judged here, reported to the server at once and
 * followed by the verdict; the last one leads to the result.
 * @param props - the plan and the run's mode
 * @returns the run
 */
export function RunView({ planId, mode }: { planId: number; mode: RunMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [speaking] = useState(speechAvailable);
  const items = useRunItemsQuery(planId, mode);
  const post = useAnswerLog(mode === "wrong");
  const audio = useWordAudio();
  const [run, setRun] = useState<RunState | null>(null);
  const [answer, setAnswer] = useState<ItemAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [finished, setFinished] = useState(false);
  const shownAt = useRef(Date.now());
  useEffect(() => {
    if (items.data && run === null) setRun(startRun(items.data.items, speaking));
  }, [items.data, run, speaking]);

  const finishUrl = mode === "wrong" ? studyWordUrls.wrongResult(planId) : studyWordUrls.result(planId);
  if (items.error instanceof NotFoundError) return <BadPlan notFound />;
  if (items.isError) return <LoadError onRetry={() => void items.refetch()} />;
  if (!run)
    return (
      <div className="sw-loading" aria-busy="true">
        <Spinner />
        <p className="muted">{t("sw.preparing")}</p>
      </div>
    );
  const item = currentItem(run);
  if (!item && run.answers.length === 0)
    return (
      <div data-testid="sw-nothing">
        <p className="notice-box">
          {t(mode === "test" ? "sw.nothing_test" : mode === "wrong" ? "sw.wrong_none" : "sw.nothing_today")}
        </p>
        <Link className="btn btn-secondary" to={studyWordUrls.todayTask(planId)}>
          {t("sw.back_plan")}
        </Link>
      </div>
    );
  if (!item || finished) return <Spinner />;

  const handleAnswer = async (a: ItemAnswer) => {
    if (busy || answer) return;
    setBusy(true);
    setAnswer(a);
    try {
      const r = await post({
        plan_id: planId,
        word_id: item.word_id,
        is_right: a.right,
        exercise: item.exercise,
        duration_ms: Math.min(3_600_000, Date.now() - shownAt.current),
        ...(a.score !== undefined ? { score: a.score } : {}),
      });
      setRemaining(r.remaining);
    } catch {
      // the request layer has told the student; the question opens again to retry
      setAnswer(null);
    } finally {
      setBusy(false);
    }
  };
  const moveOn = (next: RunState) => {
    if (currentItem(next) === null) {
      // the last answer: the result opens (its page may still be loading); the question stays answered
      setFinished(true);
      navigate(finishUrl, { replace: true, state: { practised: practisedWords(next) } });
      return;
    }
    setAnswer(null);
    shownAt.current = Date.now();
    setRun(next);
  };
  const last = answer !== null && currentItem(answerRun(run, mode, answer.right)) === null;
  const left = run.items.length - run.pos;
  return (
    <div className="sw-run" data-testid={`sw-run-${mode}`}>
      <header className="sw-run-head">
        <span className="muted" data-testid="sw-progress">
          {t("sw.progress", { n: run.pos + 1, count: run.items.length })}
        </span>
        <progress
          max={run.items.length}
          value={run.pos + (answer ? 1 : 0)}
          aria-label={t("sw.progress", { n: run.pos + 1, count: run.items.length })}
        />
        {mode === "wrong" && (
          <span className="muted" data-testid="sw-wrong-left">
            {t("sw.wrong_left", { count: left })}
          </span>
        )}
      </header>
      {mode === "wrong" && <p className="muted">{t("sw.wrong_repeat")}</p>}
      {!speaking && run.pos === 0 && <p className="muted">{t("sw.no_mic")}</p>}
      <ExerciseView
        key={`${run.pos}:${item.word_id}`}
        item={item}
        audioSrc={audio(item.word, item.audio_url)}
        answer={answer}
        onAnswer={(a) => void handleAnswer(a)}
      />
      {answer && (
        <Verdict
          item={item}
          answer={answer}
          audioSrc={audio(item.word, item.audio_url)}
          sentenceSrc={audio(item.sentence)}
        />
      )}
      {answer && remaining !== null && mode !== "wrong" && (
        <p className="muted" data-testid="sw-remaining">
          {t("sw.remaining", { count: remaining })}
        </p>
      )}
      <div className="sw-foot">
        {answer && (
          <Button
            onClick={() => moveOn(answerRun(run, mode, answer.right))}
            busy={busy}
            data-testid="sw-next"
            autoFocus
          >
            {last ? t("sw.finish") : t("sw.next")}
          </Button>
        )}
        {!answer && item.exercise === "read_aloud" && (
          <Button
            variant="secondary"
            onClick={() => moveOn({ ...run, pos: run.pos + 1 })}
            data-testid="sw-skip"
          >
            {t("sw.skip_reading")}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => navigate(studyWordUrls.todayTask(planId))}
          data-testid="sw-quit"
        >
          {t("sw.quit")}
        </Button>
      </div>
    </div>
  );
}
