import { assetUrl } from "@hibiki/exercises";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

/**
 * An audio step: plays the file by itself (at the student's speed where allowed) and reports its end. When
 * the browser refuses to play without a tap, a play button appears; when the file cannot be loaded or
 * played, hint_common_sound_play_failed is shown and the step counts as ended, so the programme goes on
 * (the student can go back to it).
 * @param props - the file and what to do when it ends
 * @returns the playing indicator
 */
export function StageAudio({ file, onEnded }: { file: string; onEnded: () => void }) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const { allowed } = usePlayerSwitches();
  const speed = usePlaySpeed();
  const rate = allowed.speed ? speed : 1;
  const ref = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const fail = () => {
    showToast(t("hint_common_sound_play_failed"), "error");
    ended.current();
  };
  const failRef = useRef(fail);
  failRef.current = fail;

  const play = () => {
    const el = ref.current;
    if (!el) return;
    el.playbackRate = rate;
    setBlocked(false);
    Promise.resolve(el.play()).catch((error: unknown) => {
      if (error instanceof Error && error.name === "NotAllowedError") setBlocked(true);
      else if (!(error instanceof Error && error.name === "AbortError")) failRef.current();
    });
  };
  const playRef = useRef(play);
  playRef.current = play;
  useEffect(() => playRef.current(), []);

  return (
    <div className="ps-audio" data-testid="stage-audio">
      <p className="ps-status" aria-live="polite">
        <span className="ps-wave" aria-hidden="true" />
        {t("steps.listening")}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the step's text and subtitles are shown beside it */}
      <audio
        ref={ref}
        preload="auto"
        src={assetUrl(assetBase, file, resource.res_version)}
        data-testid="step-audio"
        onEnded={() => ended.current()}
        onError={() => failRef.current()}
      />
      {blocked && (
        <button type="button" className="btn btn-primary" data-testid="step-audio-play" onClick={play}>
          {t("steps.play")}
        </button>
      )}
    </div>
  );
}
