import { useCallback, useEffect, useRef, useState } from "react";
import { type LineClip, LinePlayer, type LinePlayerState } from "./line-player.ts";

/**
 * The reader's line player as React state: the line being read (set when its audio starts) and whether it
 * plays. The URL maker may change (speed); the player keeps its elements for the page's life.
 * @param urlOf - the audio URL of a line
 * @param onError - called when a line cannot be played
 * @returns the current line, the state and the controls
 */
export function useLinePlayer(urlOf: (clip: LineClip) => string, onError: (error: unknown) => void) {
  const [current, setCurrent] = useState<string | null>(null);
  const [state, setState] = useState<LinePlayerState>("idle");
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const playerRef = useRef<LinePlayer | null>(null);
  if (playerRef.current === null && typeof document !== "undefined")
    playerRef.current = new LinePlayer(
      { onLine: setCurrent, onState: setState, onError: (e) => errorRef.current(e) },
      urlOf,
    );
  useEffect(() => {
    playerRef.current?.setUrlOf(urlOf);
  }, [urlOf]);
  useEffect(() => () => playerRef.current?.destroy(), []);
  const play = useCallback(
    (queue: readonly LineClip[], start = 0) => playerRef.current?.play(queue, start),
    [],
  );
  const pause = useCallback(() => playerRef.current?.pause(), []);
  const resume = useCallback(() => playerRef.current?.resume(), []);
  const stop = useCallback(() => playerRef.current?.stop(), []);
  return { current, state, play, pause, resume, stop };
}
