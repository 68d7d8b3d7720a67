import { lazy, Suspense } from "react";
import type { AudioPlayerProps } from "./AudioPlayerView.tsx";

export type { AudioPlayerProps } from "./AudioPlayerView.tsx";

// The player's code is its own small chunk, fetched as soon as a screen that shows audio loads (not when the
// first clip renders), so an exercise player's first download stays within its size budget (bench/web-size).
const loadView = () => import("./AudioPlayerView.tsx");
const View = lazy(loadView);
void loadView().catch(() => undefined);

/**
 * The app's audio player (play/pause, seek slider, current / total time, speed, keyboard control; see
 * AudioPlayerView.tsx), loaded on its own: until its chunk is there, an empty box of its height holds
 * its place.
 * @param props - the source, its label and options
 * @returns the player
 */
export function AudioPlayer(props: AudioPlayerProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: 54 }} aria-busy="true" />}>
      <View {...props} />
    </Suspense>
  );
}
