import type { BaseAnswer } from "@hibiki/exercises";
import { Spinner } from "@web/components/Spinner.tsx";
import { lazy, Suspense } from "react";
import { ReadingRecording } from "./ReadingRecording.tsx";

// An open answer's panel (its result XML, content / language / delivery view) is its own chunk, fetched
// when the first open answer is shown: the players that record open answers stay within their size
// budget (issue 14), and readings never pay for it.
const OpenAnswerRecording = lazy(() =>
  import("./open-answer/OpenAnswerRecording.tsx").then((m) => ({ default: m.OpenAnswerRecording })),
);

/** Props of {@link ScoredRecording}. */
export type ScoredRecordingProps = {
  answer: BaseAnswer;
  /** a local take URL to replay when the answer has no sound_file yet */
  localUrl?: string | null | undefined;
  /** the item or record step takes an open answer (it has an open_answer rubric) */
  open?: boolean | undefined;
  /** show the study report's reading speed (article reading shows its own, from the spec's rule) */
  showSpeed?: boolean | undefined;
};

/**
 * A stored recording answer as the student sees it: an open answer with its content, language and delivery
 * (read from the kept result XML), anything else as a reading (score rings, coloured words, tips, speed).
 * @param props - the stored answer, the local take and whether the answer is an open one
 * @returns the panel
 */
export function ScoredRecording({ answer, localUrl, open = false, showSpeed = true }: ScoredRecordingProps) {
  if (open)
    return (
      <Suspense fallback={<Spinner />}>
        <OpenAnswerRecording answer={answer} localUrl={localUrl} />
      </Suspense>
    );
  return <ReadingRecording answer={answer} localUrl={localUrl} showSpeed={showSpeed} />;
}
