import { WaveformCanvas } from "@web/lib/recorder/WaveformCanvas.tsx";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "../speaking/speaking.css";
import type { RecognitionCycle } from "../speaking/use-recognition-cycle.ts";

/**
 * The chat-bot's record button: "Answer" when idle, "preparing" while the microphone and the recognition
 * socket start, "Done speaking" with the elapsed time and waveform while recording (stop before 1 s is
 * refused with a toast by the cycle), "listening" while the reply is recognised.
 * @param props - the cycle, the limit, and whether answering is possible now
 * @returns the control
 */
export function ChatRecordButton({
  cycle,
  maxTimeMs,
  disabled = false,
}: {
  cycle: RecognitionCycle;
  maxTimeMs: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { phase } = cycle;
  const recording = phase === "recording";
  const label = {
    idle: t("chatbot.answer"),
    loading: t("chatbot.preparing"),
    recording: t("chatbot.stop"),
    recognizing: t("chatbot.recognizing"),
  }[phase];
  const time = t("chatbot.recording", {
    seconds: Math.floor(cycle.elapsedMs / 1000),
    max: Math.round(maxTimeMs / 1000),
  });
  return (
    <div className="sp-record" data-phase={phase} data-testid="record-panel">
      <button
        type="button"
        className={`sp-record-btn${recording ? " is-recording" : ""}`}
        data-testid="record-button"
        data-phase={phase}
        aria-pressed={recording}
        disabled={(disabled && !recording) || phase === "loading" || phase === "recognizing"}
        onClick={recording ? cycle.stop : cycle.start}
      >
        <span className="sp-record-dot" aria-hidden="true" />
        {label}
      </button>
      {recording && (
        <p className="sp-record-time" aria-live="polite" data-testid="record-time">
          {time}
        </p>
      )}
      {recording && cycle.waveform && (
        <WaveformCanvas
          points={cycle.waveform.points()}
          filled={cycle.waveform.length}
          version={cycle.waveformVersion}
          width={480}
          height={56}
          label={time}
        />
      )}
    </div>
  );
}
