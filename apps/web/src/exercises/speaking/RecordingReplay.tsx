import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";

/**
 * Replay of the student's own recording (the uploaded sound_file, or the local take before the upload).
 * @param props - the playable URL
 * @returns the audio control, or nothing without a recording
 */
export function RecordingReplay({ src }: { src: string | null | undefined }) {
  const { t } = useTranslation();
  if (!src) return null;
  return (
    <figure className="pl-audio sp-replay">
      <figcaption>{t("speak.my_recording")}</figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: the student's own reading of the text shown above */}
      <audio
        controls
        preload="none"
        src={src}
        aria-label={t("speak.my_recording")}
        data-testid="my-recording"
      />
    </figure>
  );
}
