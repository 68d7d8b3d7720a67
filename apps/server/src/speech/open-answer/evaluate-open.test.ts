import { OpenAnswerSchema } from "@hibiki/exercises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Evaluation } from "../evaluator.ts";
import { SpeechPool } from "../pool.ts";
import { TestAudio } from "../test-audio.ts";
import { evaluateOpenAnswer, minWordsOf } from "./evaluate-open.ts";
import { spokenSentences } from "./hear-answer.ts";
import type { OpenItem } from "./open-item.ts";
import { openRecogniser } from "./recognise.ts";

// Original items written for these tests.
const KITCHEN: OpenItem = {
  resCode: "test-picture",
  questionId: "kitchen",
  level: "jh1",
  texts: ["Look at the picture. What are the people doing?"],
  samples: [
    "A woman is cooking in the kitchen. A boy is putting plates on the table. A cat is sleeping on the floor.",
  ],
  rubric: OpenAnswerSchema.parse({
    need: 2,
    elements: [
      {
        id: "cook",
        ja: "女の人が料理をしている",
        en: "a woman is cooking",
        match: [["woman|mother|mom|she", "cook|make"]],
      },
      {
        id: "help",
        ja: "男の子が手伝っている",
        en: "a boy is helping",
        match: [["boy|son|he", "help|put|set"]],
      },
      {
        id: "cat",
        ja: "ネコが床にいる",
        en: "a cat is on the floor",
        match: [["cat", "sleep|sit|lie|floor"]],
      },
    ],
  }),
};

const GET_UP: OpenItem = {
  resCode: "test-quick",
  questionId: "get-up",
  level: "jh1",
  texts: ["What time do you get up?"],
  samples: ["I get up at seven."],
  rubric: OpenAnswerSchema.parse({
    elements: [
      { id: "time", ja: "起きる時刻", en: "the time you get up", match: [["get up|wake up", "<time>"]] },
    ],
  }),
};

const NO_LISTS = { collected: [], blacklist: [], excluded: [], whiteList: [] };
let pool: SpeechPool;
let audio: TestAudio;

function score(item: OpenItem, pcm: Buffer): Promise<Evaluation> {
  return evaluateOpenAnswer(pool, item, pcm, openRecogniser(pool), NO_LISTS);
}

const part = (xml: string, name: string) => Number(new RegExp(`${name}_score="([\\d.]+)"`).exec(xml)?.[1]);

beforeAll(async () => {
  pool = await SpeechPool.start({ size: 2 });
  audio = new TestAudio();
}, 60_000);

afterAll(async () => {
  await pool?.close();
  audio?.dispose();
});

describe("open answers", () => {
  it("scores an answer in other words than the sample well, with the elements it names", async () => {
    const e = await score(
      KITCHEN,
      audio.speak("The mother is making dinner. Her son is helping her.", "awb"),
    );
    expect(e.category).toBe("open_answer");
    expect(e.scores.total).toBeGreaterThanOrEqual(3);
    expect(part(e.xml, "content")).toBe(5);
    expect(e.xml).toMatch(/<element id="cook"[^>]*found="true"/);
    expect(e.xml).toMatch(/<element id="help"[^>]*found="true"/);
    expect(e.xml).toMatch(/<element id="cat"[^>]*found="false"/);
    expect(e.xml).toMatch(/recognized="[^"]*mother[^"]*"/);
    expect(e.xml).toContain("<read_chapter ");
  }, 60_000);

  it("accepts a time said differently from the sample", async () => {
    const e = await score(GET_UP, audio.speak("I usually get up at half past six.", "slt"));
    expect(part(e.xml, "content")).toBe(5);
    expect(e.scores.total).toBeGreaterThanOrEqual(3.5);
  }, 60_000);

  it("scores an answer to another question poorly, and says what was missing", async () => {
    const e = await score(KITCHEN, audio.speak("I like summer vacation because I can swim.", "rms"));
    expect(e.scores.total).toBeLessThan(1.5);
    expect(part(e.xml, "content")).toBe(0);
    expect(e.report.study_report.info).toContain("質問に合った答え");
  }, 60_000);

  it("rejects silence with every score 0", async () => {
    const e = await score(GET_UP, audio.silence(2));
    expect(e.scores).toMatchObject({ total: 0, isRejected: true });
    expect(e.xml).toContain('except_info="28673"');
  }, 30_000);
});

describe("open-answer helpers", () => {
  it("splits recognised words into sentences at long pauses and drops fillers", () => {
    const seg = (w: string, sf: number, ef: number) => ({ w, sf, ef, ascr: 0 });
    const words = [
      seg("<s>", 0, 10),
      seg("i", 11, 20),
      seg("like(2)", 21, 40),
      seg("<sil>", 41, 90),
      seg("cats", 91, 120),
    ];
    expect(spokenSentences(words)).toEqual([["i", "like"], ["cats"]]);
  });

  it("takes the rubric's min_words, else 60% of the samples' length, at least 3", () => {
    expect(minWordsOf(KITCHEN)).toBe(Math.round(0.6 * 22));
    expect(minWordsOf(GET_UP)).toBe(3);
    expect(minWordsOf({ ...GET_UP, rubric: { ...GET_UP.rubric, min_words: 8 } })).toBe(8);
  });
});
