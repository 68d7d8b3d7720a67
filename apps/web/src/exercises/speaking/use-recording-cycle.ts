import type { SpeechCategory } from "@hibiki/contracts/ws/speech";
import type { BaseAnswer } from "@hibiki/exercises";
import { ApiError } from "@web/lib/errors.ts";
import { alertBox, confirmBox } from "@web/lib/message-box.ts";
import { RecorderError } from "@web/lib/recorder/errors.ts";
import type { RecordedTake } from "@web/lib/recorder/take.ts";
import type { LiveWaveform } from "@web/lib/recorder/waveform.ts";
import { SpeechError } from "@web/lib/speech/errors.ts";
import { rememberEvaluationXml } from "@web/lib/speech/evaluation-xml.ts";
import { LOW_SCORE_WARNING_JA } from "@web/lib/speech/low-score.ts";
import type { SpeechSession } from "@web/lib/speech/speech-session.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { buildSpeakingAnswer } from "./payload.ts";
import { useSpeakingServices } from "./services.ts";
import { openAnswerItemOf } from "./speech-target.ts";

/** Recording cycle of spec §4: idle, loading (preparing), recording, evaluating (scoring and saving). */
export type CyclePhase = "idle" | "loading" | "recording" | "evaluating";

/** Inputs of {@link useRecordingCycle}. */
export type RecordingCycleOptions = {
  questionId: string;
  /** the reference text the engine scores against (an open answer: the task, may be empty) */
  text: string;
  /** decided by speechTargetOf (speech-target.ts) */
  category: SpeechCategory;
  /** res_code of the resource; with category open_answer the first frame names the item by it */
  resCode?: string | undefined;
  /** open answers: question_id of the item or step whose rubric scores the take (default: questionId) */
  openAnswerId?: string | undefined;
  /** record_max_time in ms (sentences 20 s, words 10 s) */
  maxTimeMs: number;
  /** posts the answer (the shell's onSubmit); resolves with the stored answer */
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
  /** each 200 ms PCM chunk as it is recorded (shadow tracking feeds its live recognition with them) */
  onChunk?: (pcm: Int16Array) => void;
  /**
   * show evaluate_common_training_fail for a failed evaluation instead of the speech code's toast
   * (spec §8: shadow reading and shadow tracking)
   */
  trainingFailToast?: boolean;
};

/** What the record button shows. */
export type RecordingCycle = {
  phase: CyclePhase;
  /** ms recorded so far (while recording) */
  elapsedMs: number;
  /** the live waveform and a counter that changes on every update */
  waveform: LiveWaveform | null;
  waveformVersion: number;
  /** blob URL of the last take (replay before the upload finishes) */
  takeUrl: string | null;
  /** the evaluation service could not be reached even after the retry (the failure message shows) */
  loadFailed: boolean;
  start: () => void;
  stop: () => void;
};

/**
 * Runs one item's recording cycle: loads the socket URL, records while streaming to the evaluator,
 * refuses stop before 1 s, stops by itself at record_max_time or after the silence, uploads the mp3,
 * posts the recording payload, and shows the spec's errors (microphone messages, startup alert then
 * back, "recorder stopped" confirm, speech error toasts, the low-score warning).
 * @param opts - item, text, category, limit and the submit function
 * @returns the cycle state and its actions
 */
export function useRecordingCycle(opts: RecordingCycleOptions): RecordingCycle {
  const { t } = useTranslation();
  const services = useSpeakingServices();
  const [phase, setPhase] = useState<CyclePhase>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const [waveform, setWaveform] = useState<LiveWaveform | null>(null);
  const [waveformVersion, setWaveformVersion] = useState(0);
  const [takeUrl, setTakeUrl] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const session = useRef<SpeechSession | null>(null);
  const take = useRef<RecordedTake | null>(null);
  const alive = useRef(true);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      session.current?.cancel();
      take.current?.release();
    };
  }, []);

  useEffect(() => {
    if (phase !== "recording") return;
    const timer = setInterval(() => setElapsedMs(session.current?.elapsedMs() ?? 0), 200);
    return () => clearInterval(timer);
  }, [phase]);

  const keepTake = useCallback((next: RecordedTake) => {
    take.current?.release();
    take.current = next;
    if (alive.current) setTakeUrl(next.url);
  }, []);

  const finish = useCallback(
    async (running: SpeechSession) => {
      try {
        const { take: recorded, outcome } = await running.done;
        if (!alive.current) return;
        setPhase("evaluating");
        keepTake(recorded);
        const soundFile = await services.uploadRecording(recorded.mp3);
        const answer = buildSpeakingAnswer({
          questionId: optsRef.current.questionId,
          outcome,
          durationMs: recorded.durationMs,
          soundFile,
        });
        // The result view reads the take's details (open answers) from the XML: it is at hand already.
        rememberEvaluationXml(answer.evaluate_result ?? "", outcome.xml);
        const stored = await optsRef.current.onSubmit(answer);
        if (stored?.evaluate_result) rememberEvaluationXml(stored.evaluate_result, outcome.xml);
        void services.collectPoorlyWords?.(answer.poorly_words ?? "").catch(() => undefined);
        if (services.lowScore.record(answer.percent_score ?? 0)) showToast(LOW_SCORE_WARNING_JA, "info");
      } catch (error) {
        if (!alive.current || session.current !== running) return;
        reportFailure(error, t, optsRef.current.trainingFailToast === true);
      } finally {
        if (alive.current && session.current === running) {
          session.current = null;
          setPhase("idle");
        }
      }
    },
    [services, keepTake, t],
  );

  const start = useCallback(() => {
    if (session.current || phase !== "idle") return;
    setPhase("loading");
    setElapsedMs(0);
    void (async () => {
      let url: string;
      try {
        url = await services.loadSocketUrl();
      } catch {
        if (alive.current) {
          showToast(t("speech.load_failed"), "error");
          setLoadFailed(true);
          setPhase("idle");
        }
        return;
      }
      setLoadFailed(false);
      if (!alive.current) return;
      try {
        const { text, category, resCode, questionId, openAnswerId } = optsRef.current;
        const running = await services.startSession({
          url,
          text,
          category,
          item: openAnswerItemOf(category, resCode, openAnswerId ?? questionId),
          maxTimeMs: optsRef.current.maxTimeMs,
          ...(optsRef.current.onChunk
            ? { onChunk: (chunk: Int16Array) => optsRef.current.onChunk?.(chunk) }
            : {}),
          onWaveform: (w) => {
            setWaveform(w);
            setWaveformVersion((v) => v + 1);
          },
          onAutoStop: () => alive.current && setPhase("evaluating"),
          onInterrupted: () => void askRetryRef.current(),
        });
        if (!alive.current) {
          running.cancel();
          return;
        }
        session.current = running;
        setPhase("recording");
        void finish(running);
      } catch (error) {
        setPhase("idle");
        await showMicFailure(error, t, services.goBack);
      }
    })();
  }, [phase, services, finish, t]);

  // "Recorder stopped": confirm to record again (retry) or go back. Read through a ref because the
  // recorder callback is created before this render's start/phase exist.
  const askRetryRef = useRef<() => Promise<void>>(async () => undefined);
  askRetryRef.current = async () => {
    session.current = null;
    if (!alive.current) return;
    setPhase("idle");
    try {
      await confirmBox(t("mic.stopped"), { okLabel: t("mic.retry"), cancelLabel: t("mic.back") });
    } catch {
      services.goBack();
      return;
    }
    startRef.current();
  };

  const startRef = useRef(start);
  startRef.current = start;

  const stop = useCallback(() => {
    const running = session.current;
    if (!running || phase !== "recording") return;
    void running.stop().then((result) => {
      if (result.ok) {
        if (alive.current) setPhase("evaluating");
      } else if (result.reason === "too_short") {
        showToast(t("evaluate_common_training_atleast"), "info");
      }
    });
  }, [phase, t]);

  return { phase, elapsedMs, waveform, waveformVersion, takeUrl, loadFailed, start, stop };
}

/**
 * Microphone start failure: the startup error is an alert, then back (spec §4); others are a toast.
 * @param error - what startSession threw
 * @param t - translate
 * @param goBack - leaves the player
 */
export async function showMicFailure(
  error: unknown,
  t: (key: string) => string,
  goBack: () => void,
): Promise<void> {
  const kind = error instanceof RecorderError ? error.kind : "other_error";
  if (kind === "recorder_startup_error") {
    await alertBox(t(`mic.${kind}`));
    goBack();
    return;
  }
  showToast(t(`mic.${kind}`), "error");
}

/**
 * Shows why a recording was not scored: speech codes as their toasts (or evaluate_common_training_fail when
 * the player asks for it); save failures were toasted by the API client.
 */
function reportFailure(error: unknown, t: (key: string) => string, trainingFail: boolean): void {
  if (error instanceof SpeechError) {
    if (error.code !== 0 || error.message !== "evaluation cancelled")
      showToast(t(trainingFail ? "evaluate_common_training_fail" : `speech.${error.toastKey}`), "error");
    return;
  }
  if (error instanceof RecorderError) {
    showToast(t(`mic.${error.kind}`), "error");
    return;
  }
  if (error instanceof Error && error.message === "recording cancelled") return;
  showToast(t(error instanceof ApiError ? "player.save_failed" : "evaluate_common_training_fail"), "error");
}
