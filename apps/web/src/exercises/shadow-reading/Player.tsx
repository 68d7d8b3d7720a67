import { assetUrl } from "@hibiki/exercises";
import { FavouriteSentenceSlot } from "@web/features/favourites/exports/favourite-slots.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { BestTakeKept } from "../speaking/BestTakeKept.tsx";
import { Countdown } from "../speaking/Countdown.tsx";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { RecordButton } from "../speaking/RecordButton.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import { useTakes } from "../speaking/use-takes.ts";
import type { PlayerProps } from "../types.ts";

type Stage = "ready" | "countdown" | "listening" | "recording";

/** Modes that stay on the item after the last one is practised (spec §4: not exam, paper or review). */
const NO_AUTO_RESULT = new Set(["exam", "paper", "review"]);

/**
 * Shadow reading: Start, a 3-second countdown, the model audio, then recording starts by itself; the
 * practised item shows its scores and the shell's Next, and can be practised again (the best take is
 * kept). After the first take of the last item the attempt goes to the result by itself (except in exam,
 * paper and review).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ShadowReadingPlayer(props: PlayerProps<"shadow-reading">) {
  const { item, previous, mode, position, count, onSubmit, onNext } = props;
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const [stage, setStage] = useState<Stage>("ready");
  const takes = useTakes(previous);
  const maxTimeMs = maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS);
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: item.evaluate_text ?? item.screen_en_text,
    category: item.category === "read_word" ? "read_word" : "read_sentence",
    maxTimeMs,
    onSubmit: async (a) => {
      const stored = await onSubmit(a);
      takes.keep(stored);
      return stored;
    },
  });
  const audio = useRef<HTMLAudioElement>(null);
  const { answer, savedHere } = takes;
  const canRecord = mode !== "review" && !takes.skipped;
  const isLast = position === count - 1;
  // The take ended (saved, or failed: evaluation or microphone error): offer Start (again).
  useEffect(() => {
    if (stage === "recording" && cycle.phase === "idle") setStage("ready");
  }, [stage, cycle.phase]);
  const finished = useRef(false);
  useEffect(() => {
    // Once only: the shell re-renders with a new onNext after the save.
    if (!savedHere || !isLast || NO_AUTO_RESULT.has(mode) || finished.current) return;
    finished.current = true;
    onNext();
  }, [savedHere, isLast, mode, onNext]);
  const record = () => {
    setStage("recording");
    cycle.start();
  };
  const listen = () => {
    setStage("listening");
    const el = audio.current;
    // Without playable audio the student still gets to record.
    if (!el) return record();
    void el.play().catch(record);
  };
  const tr = item.screen_jp_text ?? item.translation;
  return (
    <section className="pl-item sp-item" data-testid="player-shadow-reading" data-stage={stage}>
      <p className="muted">{t("shadow.instruction")}</p>
      <p className="sp-text" lang="en" data-testid="sentence-text">
        {item.screen_en_text}
      </p>
      {on.translation && tr && <p className="pl-translation">{tr}</p>}
      <FavouriteSentenceSlot item={item} mode={mode} position={position} />
      {/* biome-ignore lint/a11y/useMediaCaption: the model reading of the sentence shown above */}
      <audio
        ref={audio}
        preload="auto"
        src={assetUrl(assetBase, item.audio_file, resource.res_version)}
        data-testid="shadow-audio"
        onEnded={() => {
          if (stage === "listening") record();
        }}
      />
      {canRecord && stage === "ready" && (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="shadow-start"
          onClick={() => setStage("countdown")}
        >
          {takes.recorded ? t("speak.rerecord") : t("shadow.start")}
        </button>
      )}
      {stage === "countdown" && <Countdown onDone={listen} />}
      {stage === "listening" && <p data-testid="shadow-listening">{t("shadow.listening")}</p>}
      {canRecord && stage === "recording" && <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} />}
      <BestTakeKept kept={takes.kept} />
      {!answer && mode === "review" && <p className="muted">{t("speak.not_recorded")}</p>}
      {answer && answer.is_skipped !== 1 && <ScoredRecording answer={answer} localUrl={cycle.takeUrl} />}
    </section>
  );
}
