import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AudioLine } from "@hibiki/content";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentAudio } from "./content-audio.ts";

// The render-on-first-request store, with a synthesis that records its calls and finishes when told to.
describe("ContentAudio", () => {
  let dir: string;
  let calls: string[];
  let running: number;
  let most: number;
  let release: Array<() => void>;
  let fail: boolean;
  const render = async (lines: readonly AudioLine[], cacheDir: string) => {
    calls.push(lines.map((l) => l.text).join(" / "));
    running++;
    most = Math.max(most, running);
    await new Promise<void>((go) => release.push(go));
    running--;
    if (fail) throw new Error("flite: not found");
    return { path: join(cacheDir, `${lines[0]?.text}.mp3`), hit: false };
  };
  const recipe = (code: string, version: string, body: string) => {
    mkdirSync(join(dir, "res", code, version), { recursive: true });
    writeFileSync(join(dir, "res", code, version, "audio-jobs.json"), body);
  };
  /** Waits until `n` renders have started, then lets every started one finish. */
  const finishStarted = async (n: number) => {
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(n));
    while (release.length) release.shift()?.();
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "hibiki-content-audio-"));
    calls = [];
    running = 0;
    most = 0;
    release = [];
    fail = false;
    const lines = (t: string) => [{ text: t, voice: "slt" }];
    recipe(
      "r1",
      "7",
      JSON.stringify({ "a.mp3": lines("A"), "b.mp3": lines("B"), "c.mp3": lines("C"), "d.mp3": lines("D") }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("renders a clip once however many ask at the same moment, and at most two clips at a time", async () => {
    const audio = new ContentAudio(() => dir, "/cache", render);
    const same = [1, 2, 3, 4, 5].map(() => audio.clip("r1", "7", "a.mp3"));
    const others = ["b.mp3", "c.mp3", "d.mp3"].map((n) => audio.clip("r1", "7", n));
    await vi.waitFor(() => expect(calls).toEqual(["A", "B"]));
    await finishStarted(2);
    await finishStarted(4);
    expect(await Promise.all(same)).toEqual(Array(5).fill("/cache/A.mp3"));
    expect(await Promise.all(others)).toEqual(["/cache/B.mp3", "/cache/C.mp3", "/cache/D.mp3"]);
    expect(calls).toEqual(["A", "B", "C", "D"]);
    expect(most).toBe(2);
  });

  it("knows only the clips of the version's recipe; a broken recipe names none", async () => {
    const audio = new ContentAudio(() => dir, "/cache", render);
    expect(await audio.clip("r1", "7", "zz.mp3")).toBeUndefined();
    expect(await audio.clip("r1", "8", "a.mp3")).toBeUndefined();
    expect(await audio.clip("r2", "1", "a.mp3")).toBeUndefined();
    recipe("bad", "1", "{not json");
    recipe("wrong", "1", JSON.stringify({ "a.mp3": [{ text: "A", voice: "robot" }] }));
    recipe("escape", "1", JSON.stringify({ "../a.mp3": [{ text: "A", voice: "slt" }] }));
    for (const code of ["bad", "wrong", "escape"]) {
      expect(await audio.clip(code, "1", "a.mp3"), code).toBeUndefined();
    }
    expect(calls).toEqual([]);
  });

  it("a version whose recipe appears later (a build in progress) is found then", async () => {
    const audio = new ContentAudio(() => dir, "/cache", render);
    expect(await audio.clip("late", "1", "a.mp3")).toBeUndefined();
    recipe("late", "1", JSON.stringify({ "a.mp3": [{ text: "Late", voice: "awb" }] }));
    const clip = audio.clip("late", "1", "a.mp3");
    await finishStarted(1);
    expect(await clip).toBe("/cache/Late.mp3");
  });

  it("a failed rendering is reported to every waiting caller, and the next request tries again", async () => {
    const audio = new ContentAudio(() => dir, "/cache", render);
    fail = true;
    const both = [audio.clip("r1", "7", "a.mp3"), audio.clip("r1", "7", "a.mp3")];
    await finishStarted(1);
    for (const p of both) await expect(p).rejects.toThrow("flite");
    fail = false;
    const again = audio.clip("r1", "7", "a.mp3");
    await finishStarted(2);
    expect(await again).toBe("/cache/A.mp3");
    expect(calls).toEqual(["A", "A"]);
  });
});
