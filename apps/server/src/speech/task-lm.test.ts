import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSpeechWorker, DEFAULT_MODEL_DIR, DEFAULT_WORKER_BINARY, SpeechPool } from "./pool.ts";
import { buildTaskLm, lmSentences, lmWords } from "./task-lm.ts";
import { TestAudio } from "./test-audio.ts";
import { recognizeOn } from "./worker-lm.ts";
import { WorkerProcess } from "./worker-process.ts";

// Original texts written for these tests: an open question, two sample answers and rubric terms.
const ITEM = {
  texts: ["How do you come to school?", "I come to school by bike.", "I walk to school with my friends."],
  words: ["bus", "train", "on foot"],
};

interface Entry {
  prob: number;
  backoff?: number;
}

/** A strict ARPA reader for the checks below: counts per order and entries keyed by their words. */
function parseArpa(text: string): { counts: number[]; orders: Map<string, Entry>[] } {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  expect(lines[0]).toBe("\\data\\");
  const counts: number[] = [];
  let at = 1;
  for (; /^ngram \d+=\d+$/.test(lines[at] as string); at++) counts.push(Number(lines[at]?.split("=")[1]));
  const orders: Map<string, Entry>[] = [];
  for (const [k, count] of counts.entries()) {
    expect(lines[at++]).toBe(`\\${k + 1}-grams:`);
    const entries = new Map<string, Entry>();
    for (let i = 0; i < count; i++) {
      const parts = (lines[at++] as string).split(" ");
      expect(parts.length === k + 2 || parts.length === k + 3).toBe(true);
      const words = parts.slice(1, k + 2).join(" ");
      expect(entries.has(words)).toBe(false);
      entries.set(words, {
        prob: Number(parts[0]),
        ...(parts.length === k + 3 ? { backoff: Number(parts[k + 2]) } : {}),
      });
    }
    orders.push(entries);
  }
  expect(lines[at]).toBe("\\end\\");
  expect(at).toBe(lines.length - 1);
  return { counts, orders };
}

/** P(word | history) of a backoff model, in probability (not log). */
function probability(orders: Map<string, Entry>[], history: string[], word: string): number {
  const h = history.slice(-(orders.length - 1));
  let logp = 0;
  for (let start = 0; start <= h.length; start++) {
    const ctx = h.slice(start);
    const hit = orders[ctx.length]?.get([...ctx, word].join(" "));
    if (hit) return 10 ** (logp + hit.prob);
    logp += orders[ctx.length - 1]?.get(ctx.join(" "))?.backoff ?? 0;
  }
  return 0;
}

describe("task language model (ARPA)", () => {
  const lm = buildTaskLm(ITEM);
  const { counts, orders } = parseArpa(lm.arpa);

  it("declares in \\data\\ what each section holds, with log10 probabilities <= 0", () => {
    expect(counts).toEqual(orders.map((o) => o.size));
    expect(counts).toHaveLength(3);
    for (const order of orders)
      for (const e of order.values()) expect(e.prob <= 0 && Number.isFinite(e.prob)).toBe(true);
    expect(orders[0]?.get("<s>")?.prob).toBe(-99);
  });

  it("gives backoff weights to the histories of higher orders, and only to them", () => {
    const histories = (k: number) =>
      new Set([...(orders[k]?.keys() ?? [])].map((w) => w.split(" ").slice(0, -1).join(" ")));
    for (const k of [0, 1]) {
      const withBackoff = [...(orders[k]?.entries() ?? [])].filter(([, e]) => e.backoff !== undefined);
      expect(new Set(withBackoff.map(([w]) => w))).toEqual(histories(k + 1));
      for (const [, e] of withBackoff) expect(Number.isFinite(e.backoff)).toBe(true);
    }
    for (const e of orders[2]?.values() ?? []) expect(e.backoff).toBeUndefined();
  });

  it("is a normalised model: every history's distribution sums to one", () => {
    const vocabulary = [...(orders[0]?.keys() ?? [])].filter((w) => w !== "<s>");
    for (const history of [
      [],
      ["<s>"],
      ["to"],
      ["school"],
      ["<s>", "i"],
      ["come", "to"],
      ["walk", "to"],
      ["zoo"],
    ]) {
      const sum = vocabulary.reduce((a, w) => a + probability(orders, history, w), 0);
      expect(sum).toBeCloseTo(1, 4);
    }
  });

  it("predicts the task's phrasing, keeps the extra and level words, and lower-cases everything", () => {
    expect(probability(orders, ["come", "to"], "school")).toBeGreaterThan(0.5);
    expect(probability(orders, ["school"], "by")).toBeGreaterThan(
      probability(orders, ["school"], "soccer") * 20,
    );
    for (const w of ["bus", "train", "foot", "soccer", "library"]) expect(orders[0]?.has(w)).toBe(true);
    expect([...(orders[0]?.keys() ?? [])].every((w) => w === w.toLowerCase())).toBe(true);
    expect(lm.vocabulary).toBe((counts[0] as number) - 2);
  });

  it("is deterministic: the same texts in another order or repeated give the same model and key", () => {
    const again = buildTaskLm({ ...ITEM, texts: [...ITEM.texts].reverse().concat(ITEM.texts[1] as string) });
    expect(again).toEqual(lm);
    expect(buildTaskLm({ ...ITEM, weight: 0.2 }).key).not.toBe(lm.key);
    expect(lm.key).toMatch(/^[a-z0-9]{41}$/);
    expect(() => buildTaskLm({ ...ITEM, weight: 1 })).toThrow(RangeError);
  });

  it("spells text as the recogniser does: numbers, clock times, hyphens, apostrophes", () => {
    expect(lmSentences("I get up at 6:30. It's my 2nd time! First-year students, don't run.")).toEqual([
      ["i", "get", "up", "at", "six", "thirty"],
      ["it's", "my", "second", "time"],
      ["first", "year", "students", "don't", "run"],
    ]);
    expect(lmWords("We meet at 7:05 or 8:00, in 1999.")).toEqual(
      "we meet at seven oh five or eight o'clock in nineteen ninety nine".split(" "),
    );
  });
});

describe("item language models in the speech worker", () => {
  let proc: WorkerProcess;
  let audio: TestAudio;
  let answer: Buffer;

  beforeAll(async () => {
    buildSpeechWorker();
    proc = new WorkerProcess(DEFAULT_WORKER_BINARY, DEFAULT_MODEL_DIR);
    audio = new TestAudio();
    answer = audio.speak("I walk to school every day.");
    await proc.ready;
  }, 60_000);
  afterAll(async () => {
    await proc?.close();
    audio?.dispose();
  });

  it("refuses text that is not a valid ARPA model and keeps running", async () => {
    for (const text of ["hello", buildTaskLm(ITEM).arpa.replace("\\end\\", "")]) {
      const reply = await proc.request("L", ["bad", "0.5"], Buffer.from(text));
      expect(reply).toMatchObject({ ok: false, error: expect.stringMatching(/ARPA/) });
    }
    await expect(proc.request("P", [])).resolves.toMatchObject({ ok: true });
  });

  it("decodes an unknown key with the generic model and says so", async () => {
    const reply = await proc.request("R", ["not-loaded"], answer);
    expect(reply).toMatchObject({ ok: true, lm_missing: true });
    expect(reply.hyp).toMatch(/every day/);
  }, 30_000);

  it("loads a model once, adding pronunciations for its words the dictionary lacks", async () => {
    const lm = buildTaskLm({ ...ITEM, texts: [...ITEM.texts, "I go to Midori Park by bike."] });
    const sent: string[] = [];
    const request = proc.request.bind(proc);
    proc.request = (command, args, body) => {
      sent.push(command === "W" ? `W ${args[0]}` : command);
      return request(command, args, body);
    };
    try {
      const first = await recognizeOn(proc, answer, lm);
      const second = await recognizeOn(proc, answer, lm);
      // the added words may be sent in any order; "midori" (and level words such as "maths") lack one
      expect(sent.filter((c) => !c.startsWith("W"))).toEqual(["L", "L", "R", "R"]);
      expect(sent.slice(1, -3).every((c) => c.startsWith("W"))).toBe(true);
      expect(sent).toContain("W midori");
      expect([first.lm, second.lm]).toEqual([lm.key, lm.key]);
      expect(second.hyp).toBe(first.hyp);
    } finally {
      proc.request = request;
    }
  }, 30_000);
});

describe("biased recognition through the pool", () => {
  it("recognises a spoken answer with the item's model, then generic speech again", async () => {
    const pool = await SpeechPool.start({ size: 1, liveWorkers: 0 });
    const audio = new TestAudio();
    try {
      const lm = buildTaskLm(ITEM);
      const pcm = audio.speak("I walk to school every day.");
      const biased = await pool.recognize(pcm, { lm });
      expect(biased.lm).toBe(lm.key);
      expect(biased.hyp).toBe("i walk to school every day");
      const generic = await pool.recognize(audio.speak("We usually play soccer in the park after school."));
      expect(generic.lm).toBeUndefined();
      expect(generic.hyp).toMatch(/soccer/);
      await expect(pool.recognize(pcm, { lm: { ...lm, key: "bad key" } })).rejects.toThrow(/key/);
    } finally {
      await pool.close();
      audio.dispose();
    }
  }, 60_000);
});
