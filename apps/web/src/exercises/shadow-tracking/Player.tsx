import { assetUrl } from "@hibiki/exercises";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { BestTakeKept } from "../speaking/BestTakeKept.tsx";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { RecordButton } from "../speaking/RecordButton.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import { useTakes } from "../speaking/use-takes.ts";
import type { PlayerProps } from "../types.ts";
import { TrackingText } from "./TrackingText.tsx";
import { useLiveTracking } from "./use-live-tracking.ts";

/** After the model audio ends, recording goes on this long (the student finishes the sentence), then stops. */
export const TRACKING_TAIL_MS = 2000;

/**
 * Shadow tracking (overlapping): Start begins recording and, once the microphone is on, the model audio;
 * the student reads along while the live tracking text shows what is heard. Recording stops 2 s after the
 * model ends (or on Stop, silence, record_max_time); the take is scored, then the scores, coloured words
 * and replay show and the shell's Next moves on; Start again records a new take (the best is kept). A
 * failed evaluation returns to Start with the toast evaluate_common_training_fail.
 * @param props - the shell's player props
 * @returns the player
 */
export default function ShadowTrackingPlayer({
  item,
  previous,
  mode,
  onSubmit,
}: PlayerProps<"shadow-tracking">) {
  const { t } = useTranslation();
  const { on, allowed } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const speed = usePlaySpeed();
  const takes = useTakes(previous);
  // Whether the take under way was saved: a take that ends without it drops its recognition.
  const takeSaved = useRef(false);
  const tracking = useLiveTracking();
  const maxTimeMs = maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS);
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: item.evaluate_text ?? item.screen_en_text,
    category: item.category === "read_word" ? "read_word" : "read_sentence",
    maxTimeMs,
    trainingFailToast: true,
    onChunk: tracking.send,
    onSubmit: async (answer) => {
      const heard = await tracking.finalText();
      const stored = await onSubmit(heard ? { ...answer, recognize_text: heard.slice(0, 5000) } : answer);
      takeSaved.current = true;
      takes.keep(stored);
      return stored;
    },
  });
  const audio = useRef<HTMLAudioElement>(null);
  const cycleRef = useRef(cycle);
  cycleRef.current = cycle;
  const { answer } = takes;
  const phase = cycle.phase;
  const canRecord = mode !== "review" && !takes.skipped;

  // The take follows the cycle: the model plays once recording runs, the text is finalised when it ends,
  // and a failed take (back to idle without a saved answer) drops its recognition.
  const { end: endTracking, cancel: cancelTracking } = tracking;
  const tail = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(tail.current), []);
  const lastPhase = useRef(phase);
  useEffect(() => {
    const before = lastPhase.current;
    lastPhase.current = phase;
    if (before === phase) return;
    const el = audio.current;
    if (phase === "recording" && el) {
      el.currentTime = 0;
      el.playbackRate = allowed.speed ? speed : 1;
      Promise.resolve(el.play()).catch(() => showToast(t("hint_common_sound_play_failed"), "error"));
    }
    if (before === "recording") {
      clearTimeout(tail.current);
      if (el && !el.paused) el.pause();
    }
    if (phase === "evaluating") void endTracking();
    if (phase === "idle" && !takeSaved.current) cancelTracking();
  }, [phase, allowed.speed, speed, t, endTracking, cancelTracking]);

  const onModelEnded = () => {
    if (cycleRef.current.phase !== "recording") return;
    tail.current = setTimeout(() => cycleRef.current.stop(), TRACKING_TAIL_MS);
  };
  const start = () => {
    takeSaved.current = false;
    tracking.begin();
    cycle.start();
  };
  const tr = item.screen_jp_text ?? item.translation;
  return (
    <section className="pl-item sp-item" data-testid="player-shadow-tracking" data-phase={phase}>
      <p className="muted">{t("tracking.instruction")}</p>
      <TrackingText
        sentence={item.screen_en_text}
        recognized={phase === "idle" ? (answer?.recognize_text ?? tracking.text) : tracking.text}
        showSentence={on.subtitle}
        live={phase === "recording"}
      />
      {on.translation && tr && <p className="pl-translation">{tr}</p>}
      <AudioPlayer
        src={assetUrl(assetBase, item.audio_file, resource.res_version)}
        label={t("tracking.model")}
        preload="auto"
        speed={allowed.speed ? "student" : "normal"}
        audioRef={audio}
        testId="tracking-audio"
        onEnded={onModelEnded}
      />
      {canRecord && phase === "idle" && (
        <div className="sp-record">
          <button type="button" className="btn btn-primary" data-testid="tracking-start" onClick={start}>
            {takes.recorded ? t("speak.rerecord") : t("tracking.start")}
          </button>
          {cycle.loadFailed && (
            <p role="alert" className="sp-load-failed" data-testid="speech-load-failed">
              {t("speech.load_failed")} {t("speech.load_failed_hint")}
            </p>
          )}
        </div>
      )}
      {phase !== "idle" && <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} />}
      <BestTakeKept kept={takes.kept} />
      {!answer && mode === "review" && phase === "idle" && <p className="muted">{t("speak.not_recorded")}</p>}
      {answer && answer.is_skipped !== 1 && <ScoredRecording answer={answer} localUrl={cycle.takeUrl} />}
    </section>
  );
}
