import { WaveformCanvas } from "@web/lib/recorder/WaveformCanvas.tsx";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import type { RecordingCycle } from "./use-recording-cycle.ts";
import "./speaking.css";

/** Props of {@link RecordButton}. */
export type RecordButtonProps = {
  cycle: RecordingCycle;
  /** record_max_time in ms, shown beside the elapsed time */
  maxTimeMs: number;
  /** the item already has a recording: the button reads "record again" */
  recorded?: boolean;
  disabled?: boolean;
};

/**
 * The record button of every speaking player: Record in idle, a disabled "preparing" while the socket and
 * microphone start, Stop with the elapsed time and the live waveform while recording (stop before 1 s is
 * refused with a toast by the cycle), and "scoring" while the evaluation and the save run.
 * @param props - the cycle and limits
 * @returns the control
 */
export function RecordButton({ cycle, maxTimeMs, recorded = false, disabled = false }: RecordButtonProps) {
  const { t } = useTranslation();
  const { phase } = cycle;
  const recording = phase === "recording";
  const label =
    phase === "loading"
      ? t("speak.preparing")
      : recording
        ? t("speak.stop")
        : phase === "evaluating"
          ? t("speak.evaluating")
          : recorded
            ? t("speak.rerecord")
            : t("speak.record");
  return (
    <div className="sp-record" data-phase={phase} data-testid="record-panel">
      <button
        type="button"
        className={`sp-record-btn${recording ? " is-recording" : ""}`}
        data-testid="record-button"
        data-phase={phase}
        aria-pressed={recording}
        disabled={disabled || phase === "loading" || phase === "evaluating"}
        onClick={recording ? cycle.stop : cycle.start}
      >
        <span className="sp-record-dot" aria-hidden="true" />
        {label}
      </button>
      {cycle.loadFailed && phase === "idle" && (
        <p role="alert" className="sp-load-failed" data-testid="speech-load-failed">
          {t("speech.load_failed")} {t("speech.load_failed_hint")}
        </p>
      )}
      {recording && (
        <p className="sp-record-time" aria-live="polite" data-testid="record-time">
          {t("speak.recording", {
            seconds: Math.floor(cycle.elapsedMs / 1000),
            max: Math.round(maxTimeMs / 1000),
          })}
        </p>
      )}
      {recording && cycle.waveform && (
        <WaveformCanvas
          points={cycle.waveform.points()}
          filled={cycle.waveform.length}
          version={cycle.waveformVersion}
          width={480}
          height={56}
          label={t("speak.recording", {
            seconds: Math.floor(cycle.elapsedMs / 1000),
            max: Math.round(maxTimeMs / 1000),
          })}
        />
      )}
    </div>
  );
}
