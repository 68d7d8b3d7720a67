/** Spec §7 "Speech": text-to-speech reconnects at most twice. */
export const TTS_MAX_RECONNECTS = 2;

export type TtsPlayback = {
  /** resolves when playback ends; rejects after the first try and two reconnects all failed */
  done: Promise<void>;
  /** stops playback (done resolves) */
  stop(): void;
};

export type PlayTtsOptions = {
  /** audio URL, or a function giving a fresh one per attempt (signed URLs expire) */
  src: string | (() => Promise<string> | string);
  /** playback rate applied to the element (1 when the server already rendered the speed) */
  playbackRate?: number;
  maxReconnects?: number;
  /** element factory (tests; or reuse one element on iOS, where only a tapped element may play) */
  createAudio?: () => HTMLAudioElement;
};

/** Playback failed after every reconnect; the UI shows hint_common_sound_play_failed. */
export class TtsPlaybackError extends Error {
  override name = "TtsPlaybackError";
}

/**
 * Plays synthesised speech, reconnecting (reloading the source) at most twice when loading or playing fails.
 * @param options - source and playback options
 * @returns a handle with `done` and `stop()`
 */
export function playTts(options: PlayTtsOptions): TtsPlayback {
  const maxReconnects = options.maxReconnects ?? TTS_MAX_RECONNECTS;
  const audio = options.createAudio?.() ?? new Audio();
  let stopped = false;
  let finishStop: () => void = () => undefined;

  const attempt = (): Promise<"ended" | "stopped"> =>
    new Promise((resolve, reject) => {
      const cleanup = () => {
        audio.onended = null;
        audio.onerror = null;
      };
      finishStop = () => {
        cleanup();
        resolve("stopped");
      };
      audio.onended = () => {
        cleanup();
        resolve("ended");
      };
      audio.onerror = () => {
        cleanup();
        reject(new TtsPlaybackError(`audio failed to load: ${audio.error?.message ?? "unknown"}`));
      };
      Promise.resolve(typeof options.src === "function" ? options.src() : options.src)
        .then((src) => {
          if (stopped) return;
          audio.src = src;
          audio.playbackRate = options.playbackRate ?? 1;
          return audio.play();
        })
        .catch((error: unknown) => {
          cleanup();
          reject(error);
        });
    });

  const done = (async () => {
    let lastError: unknown = null;
    for (let i = 0; i <= maxReconnects && !stopped; i++) {
      try {
        await attempt();
        return;
      } catch (error) {
        // Autoplay refusal is not a connection problem: retrying cannot help.
        if (error instanceof Error && error.name === "NotAllowedError") throw error;
        lastError = error;
      }
    }
    if (!stopped)
      throw new TtsPlaybackError(`speech playback failed after ${maxReconnects} reconnects`, {
        cause: lastError,
      });
  })();

  return {
    done,
    stop() {
      stopped = true;
      audio.pause();
      finishStop();
    },
  };
}
