import { describe, expect, it } from "vitest";

/**
 * Issue 16 (22): every visible audio control is the app's AudioPlayer. An <audio> element elsewhere must be
 * a hidden one that code plays (model audio that starts a take, a step's audio, a replay queue). Sources
 * are read through Vite (the web lint bans node:fs even in tests).
 */
const sources = import.meta.glob<string>(["/src/**/*.tsx", "!/src/**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The <audio> elements of a source, each up to its end ("/>" or "</audio>"). */
function audioTags(text: string): string[] {
  return [...text.matchAll(/<audio\s[\s\S]*?(?:\/>|<\/audio>)/g)].map((m) => m[0]);
}

describe("audio controls", () => {
  it("sees the sources", () => {
    expect(Object.keys(sources)).toContain("/src/components/audio/AudioPlayer.tsx");
  });

  it("shows the browser's own controls nowhere: visible audio goes through components/audio", () => {
    const native = Object.entries(sources).flatMap(([file, text]) =>
      audioTags(text)
        .filter((tag) => /\bcontrols\b/.test(tag))
        .map(() => file),
    );
    expect(native).toEqual([]);
  });
});
