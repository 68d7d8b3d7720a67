import { assetUrl, type BaseAnswer, KIND_INFO } from "@hibiki/exercises";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "../shell/i18n.ts";
import "./i18n.ts";
import { freeSpeechTargetOf, samplesOf } from "../picture-describe/free-speech.ts";
import { SampleAnswers } from "../picture-describe/SampleAnswers.tsx";
import { UnscorableNote } from "../picture-describe/UnscorableNote.tsx";
import { useSubtitleShown } from "../sentence-shadowing/subtitle.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { BestTakeKept } from "../speaking/BestTakeKept.tsx";
import { maxTimeMsOf } from "../speaking/limits.ts";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import { useTakes } from "../speaking/use-takes.ts";
import type { PlayerProps } from "../types.ts";
import { QuickResponseStage } from "./QuickResponseStage.tsx";
import type { QuickResponseEvent } from "./quick-response-machine.ts";
import { waitSecondsOf } from "./quick-response-machine.ts";
import { useQuickResponse } from "./use-quick-response.ts";

/** Spec §9: no quick-response default is named; a spoken reply gets the sentence default of 20 s. */
const DEFAULT_MAX_TIME_MS = (KIND_INFO["quick-response"].defaultRecordMaxTime ?? 20) * 1000;

/**
 * Quick response (spec §4): Start, the question audio, a wait of the item's `seconds` (counting down
 * every second), then the recording starts by itself; evaluation (an item with an open_answer rubric as
 * the student's own answer, else read_chapter against evaluate_text, else sample_answer, else the first
 * sample), the scores, and the shell's Next. A failed take returns the record button to idle (record
 * again, or hear the question again); an answered item can be answered again from the question (the best
 * take is kept). Sample answers can be opened once the item is answered (never in an exam).
 * @param props - the shell's player props
 * @returns the player
 */
export default function QuickResponsePlayer(props: PlayerProps<"quick-response">) {
  const { item, previous, mode, visibility, onSubmit } = props;
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const subtitle = useSubtitleShown(mode);
  const { resource, assetBase } = useResourceContext();
  const takes = useTakes(previous);
  const question = item.screen_en_text ?? item.screen_text;
  const target = freeSpeechTargetOf(item, question);
  const maxTimeMs = maxTimeMsOf(item.record_max_time, DEFAULT_MAX_TIME_MS);
  const sendRef = useRef<(e: QuickResponseEvent) => void>(() => undefined);
  const save = async (a: BaseAnswer) => {
    const stored = await onSubmit(a);
    takes.keep(stored);
    sendRef.current({ type: "saved" });
    return stored;
  };
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: target?.text ?? "",
    category: target?.category ?? "read_chapter",
    resCode: resource.res_code,
    maxTimeMs,
    onSubmit: save,
  });
  const audio = useRef<HTMLAudioElement>(null);
  const { answer } = takes;
  const { state, send } = useQuickResponse({
    seconds: waitSecondsOf(item.seconds),
    answered: !!answer,
    playQuestion: () => {
      const el = audio.current;
      // Without playable audio the student still gets to answer (the subtitle may show the question).
      const failed = () => {
        showToast(t("hint_common_sound_play_failed"), "error");
        send({ type: "audio_ended" });
      };
      if (!el) return failed();
      el.currentTime = 0;
      el.play().catch(failed);
    },
    startRecording: cycle.start,
  });
  sendRef.current = send;
  // The take ended without a stored answer (evaluation or microphone error): the record button is idle again.
  useEffect(() => {
    if (state.step === "recording" && cycle.phase === "idle") send({ type: "record_failed" });
  }, [state.step, cycle.phase, send]);
  const tr = item.screen_jp_text ?? item.screen_jp ?? item.screen_text_jp;
  const canRecord = mode !== "review" && !takes.skipped;
  const audioSrc = assetUrl(assetBase, item.audio_file, resource.res_version);
  return (
    <section className="pl-item sp-item" data-testid="player-quick-response" data-step={state.step}>
      <p className="muted">{t("quick_response.instruction")}</p>
      {subtitle && question && (
        <p className="sp-text" lang="en" data-testid="question-text">
          {question}
        </p>
      )}
      {on.translation && tr && (
        <p className="pl-translation" data-testid="question-translation">
          {tr}
        </p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the spoken question (its subtitle is the text above when switched on) */}
      <audio
        ref={audio}
        preload="auto"
        src={audioSrc}
        data-testid="question-audio"
        onEnded={() => send({ type: "audio_ended" })}
      />
      {canRecord && target && (
        <QuickResponseStage state={state} cycle={cycle} maxTimeMs={maxTimeMs} send={send} />
      )}
      <BestTakeKept kept={takes.kept} />
      {canRecord && !answer && !target && <UnscorableNote questionId={item.question_id} onSubmit={save} />}
      {!answer && mode === "review" && <p className="muted">{t("speak.not_recorded")}</p>}
      {answer?.is_skipped === 1 && <p className="muted">{t("result.skipped")}</p>}
      {answer && answer.is_skipped !== 1 && (
        <ScoredRecording answer={answer} localUrl={cycle.takeUrl} open={!!item.open_answer} />
      )}
      {(answer || mode === "review") && (
        <>
          <AudioPlayer
            file={item.audio_file}
            label={t("quick_response.question_audio")}
            testId="question-replay"
          />
          <SampleAnswers samples={samplesOf(item)} canAsk={visibility.sampleAnswers} />
        </>
      )}
    </section>
  );
}
