import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pruneTtsCache } from "./cache-prune.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe("pruneTtsCache", () => {
  it("deletes the least recently used files until the cache fits the budget", async () => {
    const dir = await mkdtemp(join(tmpdir(), "tts-prune-"));
    dirs.push(dir);
    await mkdir(join(dir, "ab"));
    const files = ["old.mp3", "mid.mp3", "new.wav"];
    for (const [i, name] of files.entries()) {
      const path = join(dir, "ab", name);
      await writeFile(path, Buffer.alloc(1000));
      const when = new Date(Date.UTC(2026, 0, 1 + i));
      await utimes(path, when, when);
    }
    await writeFile(join(dir, "ab", "notes.txt"), "not audio");
    const result = await pruneTtsCache(dir, 1500);
    expect(result).toEqual({ files: 3, bytesBefore: 3000, bytesAfter: 1000, removed: 2 });
    expect((await readdir(join(dir, "ab"))).sort()).toEqual(["new.wav", "notes.txt"]);
  });

  it("does nothing for a missing directory", async () => {
    const result = await pruneTtsCache(join(tmpdir(), "no-such-tts-cache-dir-h6"), 10);
    expect(result).toEqual({ files: 0, bytesBefore: 0, bytesAfter: 0, removed: 0 });
  });
});
