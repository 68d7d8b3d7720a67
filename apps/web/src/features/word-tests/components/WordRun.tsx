import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ApiError, LockedError } from "@web/lib/errors.ts";
import { alertBox } from "@web/lib/message-box.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAbortWordExam, useWordAnswer, useWordPlayQuery, type WordPlayMode } from "../api.ts";
import { useLeaveGuard } from "../hooks/useLeaveGuard.ts";
import "../i18n.ts";
import { advanceQueue, currentItem, speechAvailable, startQueue, type WordQueue } from "../queue.ts";
import { wordTestsUrls } from "../routes.tsx";
import { timeLeftLabel } from "../time-left.ts";
import { WordItemView, type WordVerdict } from "./WordItemView.tsx";

/**
 * Plays a word test (exam: every item once, one attempt, leaving midway = 0 points through
 * abort-word-exam) or its wrong-topic practice (wrong items repeat until right). An answer after the period
 * ends (HTTP 423) shows the word_exam_time_end_tips alert with a close button, then goes back to the list.
 * @param props - the mode and the word test
 * @returns the run
 */
export function WordRun({ mode, taskId }: { mode: WordPlayMode; taskId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const play = useWordPlayQuery(mode, taskId);
  const answer = useWordAnswer();
  const abort = useAbortWordExam();
  const [queue, setQueue] = useState<WordQueue | null>(null);
  const [verdict, setVerdict] = useState<WordVerdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const done = useRef(false);
  const finishedTo = useRef<string | null>(null);

  useEffect(() => {
    if (!play.data) return;
    setQueue(startQueue(play.data.items, speechAvailable()));
    setSecondsLeft(play.data.seconds_left);
  }, [play.data]);
  useEffect(() => {
    const id = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, []);

  const closeLocked = useCallback(async () => {
    if (done.current) return;
    done.current = true;
    await alertBox(t("word_exam_time_end_tips"), { okLabel: t("word.close") });
    navigate(wordTestsUrls.list(), { replace: true });
  }, [navigate, t]);

  useEffect(() => {
    if (play.error instanceof LockedError) void closeLocked();
  }, [play.error, closeLocked]);

  useLeaveGuard(
    () => mode === "exam" && !done.current && play.data !== undefined,
    mode === "exam" ? t("word.leave_confirm") : t("word.leave_wrong_confirm"),
    mode === "exam"
      ? async () => {
          await abort(taskId);
          done.current = true;
        }
      : undefined,
  );

  const item = queue ? currentItem(queue) : null;
  const post = async (
    extra: { answer_result?: string; percent_score?: number; sound_file?: string; evaluate_result?: string },
    label: string,
  ) => {
    if (!item || verdict) return;
    const r = await answer({ task_id: taskId, question_id: item.question_id, mode, ...extra });
    setVerdict({ is_right: r.is_right, correct_answer: r.correct_answer, answer: label });
    if (r.finished === 1) {
      done.current = true;
      finishedTo.current = mode === "exam" ? wordTestsUrls.result(taskId) : wordTestsUrls.wrongResult(taskId);
    }
  };
  const submit = async (value: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await post({ answer_result: value }, value);
    } catch (err) {
      if (err instanceof LockedError) await closeLocked();
      // Other failures were shown by the request layer; the item stays open to answer again.
    } finally {
      setBusy(false);
    }
  };
  // Reading: the recording cycle scored and uploaded the take; a failure other than 423 goes back to it.
  // The server scores the evaluation evaluate_result names (the percent only counts in iFlytek mode).
  const submitReading = async (a: BaseAnswer): Promise<BaseAnswer> => {
    try {
      await post(
        {
          percent_score: a.percent_score ?? 0,
          sound_file: a.sound_file ?? "",
          ...(a.evaluate_result ? { evaluate_result: a.evaluate_result } : {}),
        },
        String(a.percent_score ?? 0),
      );
    } catch (err) {
      if (!(err instanceof LockedError)) throw err;
      await closeLocked();
    }
    return a;
  };
  const next = () => {
    if (!queue || !verdict) return;
    if (finishedTo.current) return navigate(finishedTo.current, { replace: true });
    const after = advanceQueue(queue, mode, verdict.is_right === 1);
    setVerdict(null);
    setQueue(after);
    // The queue ran out but the server did not say finished (e.g. reading items left out): show the result.
    if (!currentItem(after)) {
      done.current = true;
      navigate(mode === "exam" ? wordTestsUrls.result(taskId) : wordTestsUrls.wrongResult(taskId), {
        replace: true,
      });
    }
  };

  if (play.error instanceof LockedError) return <Spinner />;
  if (play.error instanceof ApiError && play.error.status === 400)
    return (
      <div className="wq-page" data-testid="word-closed">
        <p role="alert">{play.error.message}</p>
        <Link className="btn btn-primary" to={wordTestsUrls.list()} replace>
          {t("word.back_to_list")}
        </Link>
      </div>
    );
  if (play.isError) return <LoadError onRetry={() => void play.refetch()} />;
  if (!play.data || !queue) return <Spinner />;
  const task = play.data.task;
  // Nothing left to play (every word practised right, or reading items this browser cannot take).
  if (queue.items.length === 0) {
    const to = mode === "exam" ? wordTestsUrls.result(taskId) : wordTestsUrls.wrongResult(taskId);
    return (
      <div className="wq-page" data-testid="word-nothing-left">
        <h1>{task.title}</h1>
        <p>{mode === "exam" ? t("word.reading_unavailable") : t("word.wrong_all_done")}</p>
        <div className="wq-foot">
          <Link className="btn btn-primary" to={to} replace>
            {mode === "exam" ? t("word.result") : t("word.wrong_result_link")}
          </Link>
          <Link className="btn btn-secondary" to={wordTestsUrls.list()} replace>
            {t("word.back_to_list")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="wq-page" data-testid={mode === "exam" ? "word-exam" : "word-wrong"}>
      <header className="wq-head">
        <h1>{task.title}</h1>
        <span className="muted" data-testid="word-progress">
          {t("word.progress", { n: Math.min(queue.pos + 1, queue.items.length), count: queue.items.length })}
        </span>
        {mode === "exam" && (
          <span className="muted" data-testid="word-time-left">
            {timeLeftLabel(t, secondsLeft)}
          </span>
        )}
      </header>
      {mode === "exam" && <p className="tip">{t("word.one_attempt")}</p>}
      {item && (
        <WordItemView
          key={`${queue.pos}:${item.question_id}`}
          item={item}
          verdict={verdict}
          busy={busy}
          onAnswer={(v) => void submit(v)}
          onRecorded={submitReading}
        />
      )}
      <div className="wq-foot">
        {verdict && (
          <Button onClick={next} data-testid="word-next" autoFocus>
            {finishedTo.current ? t("word.finish") : t("word.next")}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => navigate(mode === "exam" ? wordTestsUrls.list() : wordTestsUrls.wrongList())}
          data-testid="word-quit"
        >
          {mode === "exam" ? t("word.quit") : t("word.quit_practice")}
        </Button>
      </div>
    </div>
  );
}
