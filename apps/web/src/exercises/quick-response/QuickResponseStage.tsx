import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import "../picture-describe/free-speech.css";
import { RecordButton } from "../speaking/RecordButton.tsx";
import type { RecordingCycle } from "../speaking/use-recording-cycle.ts";
import type { QuickResponseEvent, QuickResponseState } from "./quick-response-machine.ts";

/** Props of {@link QuickResponseStage}. */
export type QuickResponseStageProps = {
  state: QuickResponseState;
  cycle: RecordingCycle;
  maxTimeMs: number;
  send: (event: QuickResponseEvent) => void;
};

/**
 * The controls of the current quick-response step: Start, "listening", the wait countdown, the record
 * button while recording, after a failed take an idle record button plus "hear the question again", and
 * once answered "answer again" (the question, the wait and a new take).
 * @param props - the machine state, the recording cycle and the send function
 * @returns the step's controls
 */
export function QuickResponseStage({ state, cycle, maxTimeMs, send }: QuickResponseStageProps) {
  const { t } = useTranslation();
  switch (state.step) {
    case "ready":
      return (
        <div className="fs-actions">
          <button
            type="button"
            className="btn btn-primary"
            data-testid="quick-start"
            onClick={() => send({ type: "start" })}
          >
            {t("quick_response.start")}
          </button>
        </div>
      );
    case "playing":
      return (
        <p aria-live="polite" data-testid="quick-listening">
          {t("quick_response.listening")}
        </p>
      );
    case "waiting":
      return (
        <div data-testid="quick-waiting">
          <p className="muted">{t("quick_response.thinking")}</p>
          <p className="fs-wait" data-testid="wait-countdown" data-left={state.left} aria-hidden="true">
            {state.left}
          </p>
          <p className="sr-only" aria-live="polite">
            {t("quick_response.seconds_left", { seconds: state.left })}
          </p>
        </div>
      );
    case "recording":
      return (
        <>
          <p aria-live="polite" className="muted">
            {t("quick_response.answer_now")}
          </p>
          <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} />
        </>
      );
    case "retry":
      return (
        <>
          <p className="muted">{t("quick_response.failed")}</p>
          <RecordButton cycle={{ ...cycle, start: () => send({ type: "record" }) }} maxTimeMs={maxTimeMs} />
          <div className="fs-actions">
            <button
              type="button"
              className="btn btn-secondary"
              data-testid="quick-replay"
              onClick={() => send({ type: "start" })}
            >
              {t("quick_response.replay_question")}
            </button>
          </div>
        </>
      );
    case "done":
      return (
        <div className="fs-actions">
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="quick-again"
            onClick={() => send({ type: "start" })}
          >
            {t("quick_response.answer_again")}
          </button>
        </div>
      );
  }
}
