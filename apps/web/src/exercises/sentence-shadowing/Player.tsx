import { assetUrl, KIND_INFO } from "@hibiki/exercises";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { BestTakeKept } from "../speaking/BestTakeKept.tsx";
import { Countdown } from "../speaking/Countdown.tsx";
import { maxTimeMsOf } from "../speaking/limits.ts";
import { RecordButton } from "../speaking/RecordButton.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import { useTakes } from "../speaking/use-takes.ts";
import type { PlayerProps } from "../types.ts";
import { useSubtitleShown } from "./subtitle.ts";

/** ready (Start, play the model) → countdown (3 × 1 s) → listening (model audio) → recording. */
type Stage = "ready" | "countdown" | "listening" | "recording";

/** Spec §9: sentences record for at most 20 s unless the item says otherwise. */
const DEFAULT_MAX_TIME_MS = (KIND_INFO["sentence-shadowing"].defaultRecordMaxTime ?? 20) * 1000;

/**
 * Sentence shadowing: Start, a 3-second countdown, the model audio, then the recording starts by itself
 * (after the model, so the microphone does not pick up the model from the speakers). The practised item
 * shows the score panel and replay, and the shell's Next appears; the model can be played again at any
 * time outside a take. Subtitle (English) and language (Japanese) switches apply; a failed take offers
 * Start again, and a practised item can be practised again (the best take is kept).
 * @param props - the shell's player props
 * @returns the player
 */
export default function SentenceShadowingPlayer(props: PlayerProps<"sentence-shadowing">) {
  const { item, previous, mode, onSubmit } = props;
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const subtitle = useSubtitleShown(mode);
  const { resource, assetBase } = useResourceContext();
  const [stage, setStage] = useState<Stage>("ready");
  const takes = useTakes(previous);
  const maxTimeMs = maxTimeMsOf(item.record_max_time, DEFAULT_MAX_TIME_MS);
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: item.evaluate_text?.trim() || item.screen_en_text,
    category: item.category === "read_word" ? "read_word" : "read_sentence",
    maxTimeMs,
    onSubmit: async (a) => {
      const stored = await onSubmit(a);
      takes.keep(stored);
      return stored;
    },
  });
  const audio = useRef<HTMLAudioElement>(null);
  const { answer } = takes;
  // The take ended (saved, or failed: evaluation or microphone error): back to ready, which offers the
  // model again and Start (again).
  useEffect(() => {
    if (stage === "recording" && cycle.phase === "idle") setStage("ready");
  }, [stage, cycle.phase]);
  const record = () => {
    setStage("recording");
    cycle.start();
  };
  const playFromStart = (): Promise<void> => {
    const el = audio.current;
    if (!el) return Promise.reject(new Error("no audio element"));
    el.currentTime = 0;
    return el.play();
  };
  const listen = () => {
    setStage("listening");
    // Without playable audio the student still gets to record.
    playFromStart().catch(() => {
      showToast(t("hint_common_sound_play_failed"), "error");
      record();
    });
  };
  const start = () => {
    audio.current?.pause();
    setStage("countdown");
  };
  const playModel = () => {
    playFromStart().catch(() => showToast(t("hint_common_sound_play_failed"), "error"));
  };
  const tr = item.screen_jp_text ?? item.translation;
  const canRecord = mode !== "review" && !takes.skipped;
  return (
    <section className="pl-item sp-item" data-testid="player-sentence-shadowing" data-stage={stage}>
      <p className="muted">{t("sentence_shadowing.instruction")}</p>
      {subtitle ? (
        <p className="sp-text" lang="en" data-testid="sentence-text">
          {item.screen_en_text}
        </p>
      ) : (
        <p className="muted" data-testid="subtitle-off">
          {t("sentence_shadowing.subtitle_off")}
        </p>
      )}
      {on.translation && tr && (
        <p className="pl-translation" data-testid="sentence-translation">
          {tr}
        </p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the model reading of the sentence (its subtitle is the text above) */}
      <audio
        ref={audio}
        preload="auto"
        src={assetUrl(assetBase, item.audio_file, resource.res_version)}
        data-testid="shadow-audio"
        onEnded={() => {
          if (stage === "listening") record();
        }}
      />
      {stage === "ready" && (
        <div className="sp-actions" style={{ display: "flex", gap: "var(--sp-2)", flexWrap: "wrap" }}>
          {canRecord && (
            <button type="button" className="btn btn-primary" data-testid="shadow-start" onClick={start}>
              {takes.recorded ? t("speak.rerecord") : t("sentence_shadowing.start")}
            </button>
          )}
          <button type="button" className="btn btn-secondary" data-testid="play-model" onClick={playModel}>
            {t("sentence_shadowing.play_model")}
          </button>
        </div>
      )}
      {stage === "countdown" && <Countdown onDone={listen} />}
      {stage === "listening" && (
        <p aria-live="polite" data-testid="shadow-listening">
          {t("sentence_shadowing.listening")}
        </p>
      )}
      {canRecord && stage === "recording" && (
        <>
          <p aria-live="polite" className="muted">
            {t("sentence_shadowing.your_turn")}
          </p>
          <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} />
        </>
      )}
      <BestTakeKept kept={takes.kept} />
      {!answer && mode === "review" && <p className="muted">{t("speak.not_recorded")}</p>}
      {answer && answer.is_skipped !== 1 && <ScoredRecording answer={answer} localUrl={cycle.takeUrl} />}
    </section>
  );
}
