import { assetUrl } from "@hibiki/exercises";
import { AudioPlayer as SharedAudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useTranslation } from "react-i18next";
import { useResourceContext } from "../resource-context.ts";
import { usePlayerSwitches } from "../switches.ts";

/** Props of {@link AudioPlayer}. */
export type AudioPlayerProps = {
  /** file name relative to the resource's asset base */
  file: string;
  label?: string;
  /** the label for screen readers only (the text beside the player says what plays) */
  hideLabel?: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
  testId?: string;
};

/**
 * A resource file in the app's audio player (`components/audio`), cache-busted by res_version, at the
 * student's play speed when the speed switch is allowed (homework may turn it off: then 1× without a picker).
 * @param props - the file and callbacks
 * @returns the player
 */
export function AudioPlayer({ file, label, hideLabel, onPlay, onEnded, testId }: AudioPlayerProps) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const { allowed } = usePlayerSwitches();
  return (
    <SharedAudioPlayer
      src={assetUrl(assetBase, file, resource.res_version)}
      label={label ?? t("player.audio")}
      hideLabel={hideLabel}
      speed={allowed.speed ? "student" : "normal"}
      testId={testId}
      onPlay={onPlay}
      onEnded={onEnded}
    />
  );
}
