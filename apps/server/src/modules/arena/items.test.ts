import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARENA_TYPES } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { ARENA_CONTENT_DIR, loadArenaCatalog, loadArenaFile, pickItems, seededRandom } from "./items.ts";
import { answerPoints, settle } from "./scoring.ts";
import { arenaSettings } from "./settings.ts";

describe("arena items (content/arena/*.yaml)", () => {
  const catalog = loadArenaCatalog();

  it.each(ARENA_TYPES)("%s: 45 items, unique ids, 4 different options, the answer in range", (type) => {
    const items = catalog[type];
    expect(items.length).toBe(45);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.options, item.id).toHaveLength(4);
      expect(new Set(item.options).size, item.id).toBe(4);
      expect(item.answer, item.id).toBeGreaterThanOrEqual(0);
      expect(item.answer, item.id).toBeLessThan(4);
      if (type === "listening") expect(item.audio_text, item.id).toBeTruthy();
    }
  });

  it("a match takes 5 different items with shuffled options that keep the right answer", () => {
    const random = seededRandom(42);
    const picked = pickItems(catalog.words, 5, random);
    expect(new Set(picked.map((p) => p.id)).size).toBe(5);
    for (const p of picked) {
      const src = catalog.words.find((i) => i.id === p.id)!;
      expect([...p.options].sort()).toEqual([...src.options].sort());
      expect(p.options[p.correct_index]).toBe(src.options[src.answer]);
    }
    // the same seed, the same match
    expect(pickItems(catalog.words, 5, seededRandom(42))).toEqual(picked);
  });

  it("a bad file stops the start, naming the file and the item", () => {
    const dir = mkdtempSync(join(tmpdir(), "arena-items-"));
    const file = join(dir, "words.yaml");
    writeFileSync(
      file,
      "items:\n  - { id: a1, prompt: x, options: [a, b, c, d], answer: 0 }\n  - { id: a2, prompt: y, options: [a, a, c, d], answer: 1 }\n",
    );
    expect(() => loadArenaFile(file, "words")).toThrow(/words\.yaml: item 2 \(a2\).*duplicate options/);
    writeFileSync(file, "items:\n  - { id: a1, prompt: x, options: [a, b, c, d], answer: 4 }\n");
    expect(() => loadArenaFile(file, "words")).toThrow(/item 1 \(a1\): answer/);
    writeFileSync(file, "items:\n  - { id: a1, prompt: x, options: [a, b, c], answer: 0 }\n");
    expect(() => loadArenaFile(file, "words")).toThrow(/item 1 \(a1\): options/);
    writeFileSync(
      file,
      "items:\n  - { id: a1, prompt: x, options: [a, b, c, d], answer: 0 }\n  - { id: a1, prompt: y, options: [a, b, c, d], answer: 0 }\n",
    );
    expect(() => loadArenaFile(file, "words")).toThrow(/item 2 \(a1\): duplicate id/);
    const listening = join(dir, "listening.yaml");
    writeFileSync(listening, "items:\n  - { id: l1, prompt: x, options: [a, b, c, d], answer: 0 }\n");
    expect(() => loadArenaFile(listening, "listening")).toThrow(/listening\.yaml: item 1 \(l1\): audio_text/);
    expect(() => loadArenaCatalog(dir)).toThrow(/arena items/);
    expect(ARENA_CONTENT_DIR).toMatch(/content[/\\]arena$/);
  });

  it("scores 10 plus a speed bonus up to 5, and settles wins, draws and forfeits", () => {
    expect(answerPoints(false, 0, 15000)).toBe(0);
    expect(answerPoints(true, 0, 15000)).toBe(15);
    expect(answerPoints(true, 7500, 15000)).toBe(13);
    expect(answerPoints(true, 15000, 15000)).toBe(10);
    expect(settle([30, 20], null)).toEqual({ winner: 1, outcomes: ["win", "lose"], points: [30, 10] });
    expect(settle([20, 20], null)).toEqual({ winner: null, outcomes: ["draw", "draw"], points: [20, 20] });
    expect(settle([40, 0], 1)).toEqual({ winner: 2, outcomes: ["lose", "win"], points: [0, 30] });
  });

  it("reads its settings from the environment and refuses bad ones by name", () => {
    const s = arenaSettings({ HIBIKI_ARENA_BOT_MS: "50", HIBIKI_ARENA_BOT_DELAY_MS: "40-10" });
    expect(s).toMatchObject({
      botAfterMs: 50,
      botDelayMs: [10, 40],
      itemMs: 15000,
      graceMs: 15000,
      botAccuracy: 0.7,
    });
    expect(() => arenaSettings({ HIBIKI_ARENA_ITEM_MS: "soon" })).toThrow(/HIBIKI_ARENA_ITEM_MS/);
    expect(() => arenaSettings({ HIBIKI_ARENA_BOT_DELAY_MS: "fast" })).toThrow(/HIBIKI_ARENA_BOT_DELAY_MS/);
  });
});
