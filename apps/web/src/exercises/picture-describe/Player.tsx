import { assetUrl, type BaseAnswer, KIND_INFO } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "../shell/i18n.ts";
import "./i18n.ts";
import "./free-speech.css";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { BestTakeKept } from "../speaking/BestTakeKept.tsx";
import { maxTimeMsOf } from "../speaking/limits.ts";
import { RecordButton } from "../speaking/RecordButton.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import { useTakes } from "../speaking/use-takes.ts";
import type { PlayerProps } from "../types.ts";
import { freeSpeechTargetOf, samplesOf } from "./free-speech.ts";
import { SampleAnswers } from "./SampleAnswers.tsx";
import { UnscorableNote } from "./UnscorableNote.tsx";

/** Spec §9 gives no picture-describe default: free speech gets the long-speaking default of 60 s. */
const DEFAULT_MAX_TIME_MS = (KIND_INFO["picture-describe"].defaultRecordMaxTime ?? 60) * 1000;

/**
 * Picture describe: the picture, the task (English, with the Japanese), the time limit, record (the
 * item's record_max_time, else 60 s), then the scores, coloured reference words and replay; sample
 * answers stay hidden until the student asks (never in an exam). An item with an open_answer rubric is
 * evaluated as the student's own answer (open_answer: content, language, delivery); any other as
 * read_chapter against evaluate_text, else sample_answer, else the first sample. A recorded item can be
 * recorded again (the best take is kept).
 * @param props - the shell's player props
 * @returns the player
 */
export default function PictureDescribePlayer(props: PlayerProps<"picture-describe">) {
  const { item, previous, mode, visibility, onSubmit } = props;
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const takes = useTakes(previous);
  const enTask = item.instruction ?? item.screen_en_text ?? item.screen_text;
  const jaTask = item.instruction_jp ?? item.screen_jp_text ?? item.screen_jp ?? item.screen_text_jp;
  const target = freeSpeechTargetOf(item, enTask);
  const maxTimeMs = maxTimeMsOf(item.record_max_time, DEFAULT_MAX_TIME_MS);
  const save = async (a: BaseAnswer) => {
    const stored = await onSubmit(a);
    takes.keep(stored);
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
  const { answer } = takes;
  const canRecord = mode !== "review" && !takes.skipped;
  return (
    <section className="pl-item sp-item" data-testid="player-picture-describe">
      <p className="muted">{t("picture_describe.instruction")}</p>
      <img
        className="fs-picture"
        src={assetUrl(assetBase, item.picture, resource.res_version)}
        alt={t("picture_describe.picture")}
        data-testid="picture"
      />
      {enTask && (
        <p className="sp-stem" lang="en" data-testid="task-text">
          {enTask}
        </p>
      )}
      {jaTask && (!enTask || on.translation) && (
        <p className="pl-translation" data-testid="task-translation">
          {jaTask}
        </p>
      )}
      {item.audio_file && <AudioPlayer file={item.audio_file} testId="task-audio" />}
      {canRecord && target && (
        <>
          <p className="muted" data-testid="time-limit">
            {t("picture_describe.time_limit", { seconds: Math.round(maxTimeMs / 1000) })}
          </p>
          <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} recorded={takes.recorded} />
        </>
      )}
      <BestTakeKept kept={takes.kept} />
      {canRecord && !answer && !target && <UnscorableNote questionId={item.question_id} onSubmit={save} />}
      {!answer && mode === "review" && <p className="muted">{t("speak.not_recorded")}</p>}
      {answer?.is_skipped === 1 && <p className="muted">{t("result.skipped")}</p>}
      {answer && answer.is_skipped !== 1 && (
        <ScoredRecording answer={answer} localUrl={cycle.takeUrl} open={!!item.open_answer} />
      )}
      <SampleAnswers samples={samplesOf(item)} canAsk={visibility.sampleAnswers} />
    </section>
  );
}
