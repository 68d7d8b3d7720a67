import { assetUrl } from "@hibiki/exercises";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useResourceContext } from "../resource-context.ts";
import { usePlayerSwitches } from "../switches.ts";

/** Props of {@link AudioPlayer}. */
export type AudioPlayerProps = {
  /** file name relative to the resource's asset base */
  file: string;
  label?: string;
  onPlay?: () => void;
  onEnded?: () => void;
  testId?: string;
};

/**
 * Native audio controls for a resource file (keyboard and screen-reader friendly), cache-busted by
 * res_version, at the student's play speed when the speed switch is allowed (homework may turn it off).
 * @param props - the file and callbacks
 * @returns the audio element with its label
 */
export function AudioPlayer({ file, label, onPlay, onEnded, testId }: AudioPlayerProps) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const speed = usePlaySpeed();
  const { allowed } = usePlayerSwitches();
  const ref = useRef<HTMLAudioElement>(null);
  const rate = allowed.speed ? speed : 1;
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate]);
  const text = label ?? t("player.audio");
  return (
    <figure className="pl-audio">
      <figcaption>{text}</figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: model audio of text shown on screen (subtitles are the text itself) */}
      <audio
        ref={ref}
        controls
        preload="none"
        src={assetUrl(assetBase, file, resource.res_version)}
        aria-label={text}
        data-testid={testId}
        onPlay={(e) => {
          e.currentTarget.playbackRate = rate;
          onPlay?.();
        }}
        onEnded={onEnded}
      />
    </figure>
  );
}
