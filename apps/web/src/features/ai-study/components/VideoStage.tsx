import type { AiVideoSlide } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Speak, useVideoSubmitMutation } from "../api.ts";
import "../i18n.ts";
import { useVideoPlayer } from "../use-video-player.ts";
import { SlideView } from "./SlideView.tsx";
import { StageDone } from "./StageDone.tsx";
import "./stages.css";

/** Props of {@link VideoStage}. */
export type VideoStageProps = {
  lessonId: string;
  slides: readonly AiVideoSlide[];
  speak: Speak;
  /** whether the voice's endpoint is known (Play waits for it) */
  ready: boolean;
};

/**
 * The video stage: the slides animated in step with the narration, spoken line by line with the offline
 * voice, the line shown as English and Japanese subtitles; play / pause, the line again, from the start,
 * back and next (which is how it is watched without sound), the sound and both subtitles switchable. The
 * end of the last line marks the stage done.
 * @param props - the lesson, its slides and the voice
 * @returns the stage
 */
export function VideoStage({ lessonId, slides, speak, ready }: VideoStageProps) {
  const { t } = useTranslation();
  const video = useVideoPlayer(slides, speak);
  const { state, dispatch, cue } = video;
  const [captions, setCaptions] = useState(true);
  const [captionsJa, setCaptionsJa] = useState(true);
  const submit = useVideoSubmitMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!state.finished || sent.current) return;
    sent.current = true;
    submit.mutate(lessonId);
  }, [state.finished, lessonId, submit]);

  const sound = state.status !== "manual";
  const playing = state.status === "playing";
  // Keys anywhere in the stage: ←/→ step, Space plays or pauses (a focused button or switch keeps its own Space).
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const own = e.target instanceof Element && e.target.closest("button, input, a, select, textarea");
    if (e.key === "ArrowRight") dispatch({ type: "next" });
    else if (e.key === "ArrowLeft") dispatch({ type: "prev" });
    else if (e.key === " " && sound && !own) dispatch({ type: playing ? "pause" : "play" });
    else return;
    e.preventDefault();
  };
  const slideCount = slides.length;
  return (
    <section
      className="aist-video"
      aria-labelledby="aist-video-title"
      onKeyDown={onKey}
      data-testid="aist-video"
    >
      <h2 id="aist-video-title">{t("aist.video.title")}</h2>
      <div
        className="aist-screen"
        data-testid="aist-screen"
        data-status={state.status}
        data-at={state.at}
        data-cues={state.cues.length}
      >
        {video.slide && (
          <SlideView
            key={video.slideIndex}
            slide={video.slide}
            index={video.slideIndex}
            shown={video.examplesShown}
          />
        )}
        <div
          className={captions ? "aist-captions" : "aist-captions sr-only"}
          aria-live="polite"
          data-testid="aist-captions"
        >
          {cue && (
            <>
              <p lang="en" className="aist-caption-en" data-testid="aist-caption-en">
                {cue.en}
              </p>
              {captionsJa && (
                <p className="aist-caption-ja" data-testid="aist-caption-ja">
                  {cue.ja}
                </p>
              )}
            </>
          )}
        </div>
      </div>
      <p className="muted aist-video-pos">
        <span>{t("aist.video.slide", { n: video.slideIndex + 1, total: slideCount })}</span>
        <span>{t("aist.video.cue", { n: state.at + 1, total: state.cues.length })}</span>
      </p>
      <div className="aist-controls">
        {sound &&
          (playing ? (
            <Button onClick={() => dispatch({ type: "pause" })} data-testid="aist-video-pause">
              {t("aist.video.pause")}
            </Button>
          ) : (
            <Button
              disabled={!ready}
              onClick={() => dispatch({ type: "play" })}
              data-testid="aist-video-play"
            >
              {state.status === "paused" ? t("aist.video.resume") : t("aist.video.play")}
            </Button>
          ))}
        <Button
          variant="secondary"
          disabled={state.at === 0}
          onClick={() => dispatch({ type: "prev" })}
          data-testid="aist-video-prev"
        >
          {t("aist.video.prev")}
        </Button>
        <Button
          variant="secondary"
          disabled={state.status === "ended"}
          onClick={() => dispatch({ type: "next" })}
          data-testid="aist-video-next"
        >
          {t("aist.video.next")}
        </Button>
        {sound && (
          <Button
            variant="ghost"
            disabled={!ready || state.status === "ended"}
            onClick={() => dispatch({ type: "replay_line" })}
            data-testid="aist-video-replay"
          >
            {t("aist.video.replay_line")}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => dispatch({ type: "restart" })}
          data-testid="aist-video-restart"
        >
          {t("aist.video.restart")}
        </Button>
      </div>
      <div className="aist-switches">
        <label className="aist-switch">
          <input
            type="checkbox"
            checked={sound}
            onChange={(e) => dispatch({ type: "sound", on: e.currentTarget.checked })}
            data-testid="aist-video-sound"
          />
          {t("aist.video.sound")}
        </label>
        <label className="aist-switch">
          <input
            type="checkbox"
            checked={captions}
            onChange={(e) => setCaptions(e.currentTarget.checked)}
            data-testid="aist-video-captions"
          />
          {t("aist.video.captions")}
        </label>
        <label className="aist-switch">
          <input
            type="checkbox"
            checked={captionsJa}
            onChange={(e) => setCaptionsJa(e.currentTarget.checked)}
            data-testid="aist-video-captions-ja"
          />
          {t("aist.video.captions_ja")}
        </label>
      </div>
      {state.voiceFailed ? (
        <p className="aist-note" role="status" data-testid="aist-video-failed">
          {t("aist.video.voice_failed")}
        </p>
      ) : (
        !sound && (
          <p className="muted aist-note" data-testid="aist-video-silent">
            {t("aist.video.no_sound")}
          </p>
        )
      )}
      <p className="muted aist-keys">{t("aist.video.keys")}</p>
      {state.finished && (
        <StageDone
          stage="video"
          status={submit.isError ? "failed" : submit.isSuccess ? "saved" : "saving"}
          message={t("aist.video.saved")}
          nextOpen={submit.data?.next_stage ?? null}
          onRetry={() => submit.mutate(lessonId)}
        />
      )}
    </section>
  );
}
