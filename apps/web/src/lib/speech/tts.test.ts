import { describe, expect, it } from "vitest";
import { playTts, TtsPlaybackError } from "./tts-player.ts";
import { buildTtsUrl } from "./tts-url.ts";

describe("buildTtsUrl", () => {
  it("builds the offline endpoint URL with defaults in a stable order", () => {
    expect(buildTtsUrl({ text: " Good morning! " })).toBe(
      "/v3/tts/speak?text=Good+morning%21&voice=female1&speed=1&format=mp3",
    );
  });
  it("keeps a base that already has a query and passes voice, speed and format", () => {
    const url = buildTtsUrl(
      { text: "Hi", voice: "male2", speed: 0.75, format: "wav" },
      "https://x.example/tts?k=1",
    );
    expect(url).toBe("https://x.example/tts?k=1&text=Hi&voice=male2&speed=0.75&format=wav");
  });
  it("refuses an empty text or an unknown speed", () => {
    expect(() => buildTtsUrl({ text: "  " })).toThrow(RangeError);
    expect(() => buildTtsUrl({ text: "Hi", speed: 2 })).toThrow(RangeError);
  });
});

/** A stand-in audio element whose load fails a given number of times, then plays to the end. */
function flakyAudio(failures: number) {
  const log = { plays: 0, srcs: [] as string[] };
  const el = {
    src: "",
    playbackRate: 1,
    error: null as { message: string } | null,
    onended: null as (() => void) | null,
    onerror: null as (() => void) | null,
    pause() {},
    play() {
      log.plays++;
      log.srcs.push(el.src);
      const fail = log.plays <= failures;
      setTimeout(() => {
        if (fail) {
          el.error = { message: "network" };
          el.onerror?.();
        } else el.onended?.();
      }, 1);
      return Promise.resolve();
    },
  };
  return { el: el as unknown as HTMLAudioElement, log };
}

describe("playTts", () => {
  it("plays to the end after up to two reconnects, asking for a fresh URL each time", async () => {
    const { el, log } = flakyAudio(2);
    let n = 0;
    await playTts({ src: () => `/a.mp3?try=${++n}`, createAudio: () => el }).done;
    expect(log.plays).toBe(3);
    expect(log.srcs).toEqual(["/a.mp3?try=1", "/a.mp3?try=2", "/a.mp3?try=3"]);
  });

  it("fails after the first try and two reconnects", async () => {
    const { el, log } = flakyAudio(5);
    await expect(playTts({ src: "/a.mp3", createAudio: () => el }).done).rejects.toBeInstanceOf(
      TtsPlaybackError,
    );
    expect(log.plays).toBe(3);
  });

  it("does not retry when the browser refuses autoplay", async () => {
    const { el, log } = flakyAudio(0);
    el.play = () => {
      log.plays++;
      return Promise.reject(Object.assign(new Error("autoplay"), { name: "NotAllowedError" }));
    };
    await expect(playTts({ src: "/a.mp3", createAudio: () => el }).done).rejects.toMatchObject({
      name: "NotAllowedError",
    });
    expect(log.plays).toBe(1);
  });

  it("resolves when stopped", async () => {
    const { el } = flakyAudio(0);
    el.play = () => Promise.resolve();
    const playback = playTts({ src: "/a.mp3", createAudio: () => el });
    await new Promise((r) => setTimeout(r, 5));
    playback.stop();
    await expect(playback.done).resolves.toBeUndefined();
  });
});
