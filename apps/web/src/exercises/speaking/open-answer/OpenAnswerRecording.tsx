import type { BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { ReadingRecording } from "../ReadingRecording.tsx";
import { RecordingReplay } from "../RecordingReplay.tsx";
import { OpenAnswerDetailView } from "./OpenAnswerDetailView.tsx";
import { useOpenAnswerResult } from "./use-open-answer-result.ts";

/**
 * A stored open answer as the student sees it: the detail read from the kept result XML (scores, comment,
 * elements, notes, pronunciation) and the replay. While the XML loads the replay is already there; when it
 * cannot be loaded (with a retry) or holds a reading (an answer from before the item took open answers),
 * the answer's own scores and coloured words show instead.
 * @param props - the stored answer, and a local take URL to replay when the answer has no sound_file yet
 * @returns the panel
 */
export function OpenAnswerRecording({
  answer,
  localUrl,
}: {
  answer: BaseAnswer;
  localUrl?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const { state, retry } = useOpenAnswerResult(answer.evaluate_result);
  const replay = <RecordingReplay src={answer.sound_file ?? answer.record_file ?? localUrl} />;
  if (state.status === "ready")
    return (
      <div className="sp-scored" data-testid="scored-recording" data-open="ready">
        <OpenAnswerDetailView result={state.result} />
        {replay}
      </div>
    );
  if (state.status === "loading")
    return (
      <div className="sp-scored" data-testid="scored-recording" data-open="loading">
        <p className="muted" role="status" data-testid="open-answer-loading">
          {t("oa.loading")}
        </p>
        {replay}
      </div>
    );
  return (
    <div data-open={state.status}>
      {state.status === "failed" && (
        <p className="oa-failed" role="status" data-testid="open-answer-failed">
          {t("oa.load_failed")}{" "}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={retry}
            data-testid="open-answer-retry"
          >
            {t("oa.retry")}
          </button>
        </p>
      )}
      <ReadingRecording answer={answer} localUrl={localUrl} />
    </div>
  );
}
