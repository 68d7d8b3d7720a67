import { confirmBox } from "@web/lib/message-box.ts";
import type { RecordedTake } from "@web/lib/recorder/take.ts";
import type { LiveWaveform } from "@web/lib/recorder/waveform.ts";
import { RecognitionError } from "@web/lib/speech/recognize-errors.ts";
import type { RecognitionRecording } from "@web/lib/speech/recognize-recording.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { useSpeakingServices } from "./services.ts";
import { showMicFailure } from "./use-recording-cycle.ts";

/** Recording for recognition: idle, loading (microphone and socket), recording, recognizing. */
export type RecognitionPhase = "idle" | "loading" | "recording" | "recognizing";

/** Inputs of {@link useRecognitionCycle}. */
export type RecognitionCycleOptions = {
  /** record_max_time in ms */
  maxTimeMs: number;
  /** the take ended (stop, silence or max time); the text is on its way */
  onRecorded?: () => void;
  /** the recognised text (never empty) and the take; the caller uploads and releases it */
  onRecognized: (reply: { text: string; take: RecordedTake }) => void;
  /**
   * no text: a RecognitionError (kind timeout / empty / connection / server / cancelled), or a microphone
   * failure already shown to the student (then a `cancelled` RecognitionError)
   */
  onFailed: (error: RecognitionError) => void;
  /** the text recognised so far while the student speaks */
  onPartial?: (text: string) => void;
  /** "recorder stopped" → "record again": how to start again (default: this cycle's start) */
  restart?: () => void;
};

/** What a record button shows, and its actions. */
export type RecognitionCycle = {
  phase: RecognitionPhase;
  elapsedMs: number;
  waveform: LiveWaveform | null;
  waveformVersion: number;
  start: () => void;
  stop: () => void;
};

const cancelled = (why: string) => new RecognitionError("cancelled", why);

/**
 * Records one spoken reply and recognises it (no pronunciation scoring): microphone errors as in the
 * recording cycle (startup error alert then back, others a toast, "recorder stopped" confirm), stop refused
 * before 1 s, auto-stop at record_max_time or after the silence.
 * @param opts - limit and callbacks
 * @returns the cycle state and its actions
 */
export function useRecognitionCycle(opts: RecognitionCycleOptions): RecognitionCycle {
  const { t } = useTranslation();
  const services = useSpeakingServices();
  const [phase, setPhase] = useState<RecognitionPhase>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const [waveform, setWaveform] = useState<LiveWaveform | null>(null);
  const [waveformVersion, setWaveformVersion] = useState(0);
  const session = useRef<RecognitionRecording | null>(null);
  const alive = useRef(true);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      session.current?.cancel();
      session.current = null;
    };
  }, []);

  useEffect(() => {
    if (phase !== "recording") return;
    const timer = setInterval(() => setElapsedMs(session.current?.elapsedMs() ?? 0), 200);
    return () => clearInterval(timer);
  }, [phase]);

  const recorded = useCallback(() => {
    if (!alive.current) return;
    setPhase("recognizing");
    optsRef.current.onRecorded?.();
  }, []);

  const finish = useCallback(async (running: RecognitionRecording) => {
    try {
      const { take, text } = await running.done;
      if (!alive.current || session.current !== running) return take.release();
      optsRef.current.onRecognized({ text, take });
    } catch (error) {
      if (!alive.current || session.current !== running) return;
      optsRef.current.onFailed(error instanceof RecognitionError ? error : cancelled(String(error)));
    } finally {
      if (alive.current && session.current === running) {
        session.current = null;
        setPhase("idle");
      }
    }
  }, []);

  const interrupted = useRef<() => Promise<void>>(async () => undefined);
  interrupted.current = async () => {
    session.current = null;
    if (!alive.current) return;
    setPhase("idle");
    optsRef.current.onFailed(cancelled("recorder stopped"));
    try {
      await confirmBox(t("mic.stopped"), { okLabel: t("mic.retry"), cancelLabel: t("mic.back") });
    } catch {
      services.goBack();
      return;
    }
    (optsRef.current.restart ?? startRef.current)();
  };

  const start = useCallback(() => {
    if (session.current || phase !== "idle") return;
    setPhase("loading");
    setElapsedMs(0);
    void (async () => {
      try {
        const begin =
          services.startRecognition ??
          (async (o) =>
            (await import("@web/lib/speech/recognize-recording.ts")).startRecognitionRecording(o));
        const running = await begin({
          maxTimeMs: optsRef.current.maxTimeMs,
          onPartial: (text) => optsRef.current.onPartial?.(text),
          onWaveform: (w) => {
            setWaveform(w);
            setWaveformVersion((v) => v + 1);
          },
          onAutoStop: recorded,
          onInterrupted: () => void interrupted.current(),
          ...(services.openRecognition ? { open: services.openRecognition } : {}),
        });
        if (!alive.current) return running.cancel();
        session.current = running;
        setPhase("recording");
        void finish(running);
      } catch (error) {
        if (!alive.current) return;
        setPhase("idle");
        optsRef.current.onFailed(cancelled("microphone failed"));
        await showMicFailure(error, t, services.goBack);
      }
    })();
  }, [phase, services, finish, recorded, t]);
  const startRef = useRef(start);
  startRef.current = start;

  const stop = useCallback(() => {
    const running = session.current;
    if (!running || phase !== "recording") return;
    void running.stop().then((result) => {
      if (result.ok) recorded();
      else if (result.reason === "too_short") showToast(t("evaluate_common_training_atleast"), "info");
    });
  }, [phase, recorded, t]);

  return { phase, elapsedMs, waveform, waveformVersion, start, stop };
}
