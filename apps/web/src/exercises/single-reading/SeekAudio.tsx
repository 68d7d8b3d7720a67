import { assetUrl } from "@hibiki/exercises";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

export { clampSeek, SEEK_STEP_S } from "@web/components/audio/seek.ts";
/** How far the back / forward buttons jump, in seconds. */
export const JUMP_S = 1;

/**
 * The resource audio in the app's player with back / forward buttons (1 s) and its 0.1 s slider (spec:
 * single reading plays the resource audio with seek controls).
 * @param props - the audio file relative to the asset base
 * @returns the player
 */
export function SeekAudio({ file }: { file: string }) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const { allowed } = usePlayerSwitches();
  return (
    <div className="sr-seek" data-testid="seek-audio">
      <AudioPlayer
        src={assetUrl(assetBase, file, resource.res_version)}
        label={t("single_reading.audio")}
        testId="resource-audio"
        controlsTestId="seek"
        jumpSeconds={JUMP_S}
        preload="metadata"
        speed={allowed.speed ? "student" : "normal"}
      />
    </div>
  );
}
