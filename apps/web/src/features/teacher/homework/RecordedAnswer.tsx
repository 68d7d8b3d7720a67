import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { OpenAnswerDetailView } from "@web/exercises/speaking/open-answer/OpenAnswerDetailView.tsx";
import type { HeadingLevel } from "@web/exercises/speaking/open-answer/SectionHeading.tsx";
import { parseOpenAnswerResult } from "@web/lib/speech/index.ts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useEvaluationXmlQuery } from "./api.ts";
import { SpokenWords, type StoredEvaluation } from "./SpokenWords.tsx";

/** A stored recording: its file, scores and evaluation fields. */
export type StoredRecording = StoredEvaluation & {
  sound_file?: string;
  record_file?: string;
  is_skipped?: number;
};

/** A recorded answer item; an integrated process keeps each record step in `steps`. */
export type RecordedItem = StoredRecording & { steps?: readonly StoredRecording[] };

/**
 * A student's recorded answer as the teacher reviews it: the recording to replay and its evaluation. An
 * item that kept several record steps (integrated process) lists each step's recording.
 * @param props - the answer item
 * @returns the recordings, or nothing when the item has none
 */
export function RecordedAnswer({ item }: { item: RecordedItem }) {
  const { t } = useTranslation();
  const steps = (item.steps ?? []).filter((s) => s.is_skipped === 1 || s.sound_file || s.record_file);
  if (steps.length > 1)
    return (
      <ol className="tc-steps" data-testid="recorded-steps">
        {steps.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps keep the programme's order
          <li key={i}>
            <h5 className="tc-step-title">{t("t.sub.step", { n: i + 1 })}</h5>
            {s.is_skipped === 1 ? (
              <p className="muted">{t("t.sub.skipped")}</p>
            ) : (
              <Recording rec={s} level={6} />
            )}
          </li>
        ))}
      </ol>
    );
  return item.sound_file || item.record_file ? <Recording rec={item} level={5} /> : null;
}

/** One recording: the replay, then its evaluation (its sections headed at `level`). */
function Recording({ rec, level }: { rec: StoredRecording; level: HeadingLevel }) {
  const { t } = useTranslation();
  const src = rec.sound_file ?? rec.record_file;
  return (
    <>
      {src && (
        <AudioPlayer
          src={src}
          label={t("t.sub.replay")}
          testId="recorded-answer-audio"
          controlsTestId="recorded"
        />
      )}
      <Evaluation rec={rec} level={level} />
    </>
  );
}

/**
 * The evaluation of one recording, from the XML its evaluate_result keeps: an open answer in full (part
 * scores, comment, what was said with the elements it says, checklist, language notes), a reading as its
 * scored words. Until the XML is there, or without one, the stored words show.
 */
function Evaluation({ rec, level }: { rec: StoredRecording; level: HeadingLevel }) {
  const { t } = useTranslation();
  const xml = useEvaluationXmlQuery(rec.evaluate_result);
  const open = useMemo(() => parseOpenAnswerResult(xml.data), [xml.data]);
  if (open) return <OpenAnswerDetailView result={open} headingLevel={level} viewer="teacher" />;
  return (
    <>
      {xml.isLoading && (
        <p className="muted" role="status" data-testid="evaluation-loading">
          {t("t.sub.detail_loading")}
        </p>
      )}
      {xml.isError && (
        <p className="muted" role="status" data-testid="evaluation-failed">
          {t("t.sub.detail_failed")}
        </p>
      )}
      <SpokenWords item={rec} xml={xml.data} />
    </>
  );
}
