import type { AiVideoSlide } from "@hibiki/contracts";
import { useEffect, useReducer, useRef } from "react";
import type { Speak } from "./api.ts";
import { examplesShown, initialVideo, type VideoEvent, videoReducer } from "./video-timeline.ts";

/** A slide without narration stays this long when playing, then the next one comes. */
export const SILENT_SLIDE_MS = 2500;

/**
 * Plays the animated explanation: the current cue's English is spoken with the offline voice and the next
 * cue follows when it ends; pausing stops the voice, playing again says the line from its start. When the
 * voice cannot play, the timeline waits for Next (the subtitles carry the narration).
 * @param slides - the lesson's slides
 * @param speak - speaks a text (api.ts useSpeak)
 * @returns the state, the current slide, cue and examples shown, and the dispatch
 */
export function useVideoPlayer(slides: readonly AiVideoSlide[], speak: Speak) {
  const [state, dispatch] = useReducer(videoReducer, slides, (s) => initialVideo(s));
  const speakRef = useRef(speak);
  speakRef.current = speak;
  const ref = state.cues[state.at] ?? { slide: 0, line: 0 };
  const slide = slides[ref.slide];
  const cue = slide?.narration[ref.line] ?? null;
  const playing = state.status === "playing";
  const text = cue?.en ?? "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `take` re-speaks the same line (replay, resume)
  useEffect(() => {
    if (!playing) return;
    let active = true;
    const send = (e: VideoEvent) => {
      if (active) dispatch(e);
    };
    if (!text) {
      const timer = setTimeout(() => send({ type: "cue_done" }), SILENT_SLIDE_MS);
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }
    let handle: ReturnType<Speak> | null = null;
    try {
      handle = speakRef.current(text);
      handle.done.then(
        () => send({ type: "cue_done" }),
        () => send({ type: "voice_failed" }),
      );
    } catch {
      // a text the voice cannot take (never in built content): the subtitle carries it
      send({ type: "voice_failed" });
    }
    return () => {
      active = false;
      handle?.stop();
    };
  }, [playing, text, state.take]);

  const shown =
    state.status === "ended" && ref.slide === slides.length - 1
      ? (slide?.examples.length ?? 0)
      : examplesShown(slide?.examples.length ?? 0, slide?.narration.length ?? 0, ref.line);
  return { state, slideIndex: ref.slide, slide, cue, examplesShown: shown, dispatch };
}
