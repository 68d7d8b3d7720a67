import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";

/**
 * Replay of the student's own recording (the uploaded sound_file, or the local take before the upload).
 * @param props - the playable URL
 * @returns the player, or nothing without a recording
 */
export function RecordingReplay({ src }: { src: string | null | undefined }) {
  const { t } = useTranslation();
  if (!src) return null;
  return (
    <AudioPlayer src={src} label={t("speak.my_recording")} testId="my-recording" controlsTestId="replay" />
  );
}
