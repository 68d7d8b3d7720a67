import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Evaluation, evaluateReading } from "./evaluator.ts";
import { PcmRecording } from "./pcm-recording.ts";
import { SpeechPool } from "./pool.ts";
import { parseReferenceText, type RefText } from "./reference-text.ts";
import { Speculator } from "./speculation.ts";
import { TestAudio } from "./test-audio.ts";
import { DP } from "./word-alignment.ts";

// Original sentences written for these tests.
const SENTENCE = "My little sister wants to visit the big museum with our grandmother next Sunday.";
const OTHER = "Yesterday the children cooked a delicious dinner for their tired parents.";

let pool: SpeechPool;
let audio: TestAudio;

function ref(text: string): RefText {
  const parsed = parseReferenceText(text, "read_sentence");
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

function evaluate(text: string, pcm: Buffer): Promise<Evaluation> {
  return evaluateReading(pool, "read_sentence", text, ref(text), pcm);
}

beforeAll(async () => {
  pool = await SpeechPool.start({ size: 2 });
  audio = new TestAudio();
}, 60_000);

afterAll(async () => {
  await pool?.close();
  audio?.dispose();
});

describe.each(["slt", "awb"])("reading scored with flite voice %s", (voice) => {
  const skipped = SENTENCE.split(" ")
    .filter((_, i) => i % 2 === 0)
    .join(" ");
  let correct: Evaluation;
  let halves: Evaluation;
  let different: Evaluation;

  beforeAll(async () => {
    [correct, halves, different] = await Promise.all([
      evaluate(SENTENCE, audio.speak(SENTENCE, voice)),
      evaluate(SENTENCE, audio.speak(skipped, voice)),
      evaluate(SENTENCE, audio.speak(OTHER, voice)),
    ]);
  }, 60_000);

  it("gives a clear correct reading 4 to 5 with every word found", () => {
    expect(correct.scores.total).toBeGreaterThanOrEqual(4);
    expect(correct.scores.total).toBeLessThanOrEqual(5);
    expect(correct.scores.integrity).toBe(5);
    expect(correct.scores.isRejected).toBe(false);
    expect(correct.words.filter((w) => w.dp === DP.omitted)).toEqual([]);
  });

  it("gives every-other-word-skipped about 2 and marks the skipped words omitted", () => {
    expect(halves.scores.total).toBeGreaterThan(1.4);
    expect(halves.scores.total).toBeLessThan(2.9);
    expect(correct.scores.total - halves.scores.total).toBeGreaterThan(1.5);
    const dps = halves.words.map((w) => w.dp);
    const skippedPositions = dps.filter((_, i) => i % 2 === 1);
    const readPositions = dps.filter((_, i) => i % 2 === 0);
    expect(skippedPositions.filter((d) => d === DP.omitted).length).toBeGreaterThanOrEqual(
      skippedPositions.length - 1,
    );
    expect(readPositions.filter((d) => d === DP.omitted).length).toBeLessThanOrEqual(1);
    expect(halves.report.study_report.leak).toBeGreaterThanOrEqual(6);
  });

  it("gives a different sentence below 1", () => {
    expect(different.scores.total).toBeLessThan(1);
    expect(halves.scores.total - different.scores.total).toBeGreaterThan(1);
    expect(different.scores.isRejected).toBe(true);
  });

  it("times words in 10 ms frames in reading order", () => {
    const frames = correct.words.map((w) => [w.begPos, w.endPos]);
    for (const [i, [beg, end]] of frames.entries()) {
      expect(end).toBeGreaterThan(beg as number);
      if (i > 0) expect(beg).toBeGreaterThanOrEqual((frames[i - 1] as number[])[1] as number);
    }
    expect(correct.words[0]?.phones?.map((p) => p.content)).toEqual(["M", "AY"]);
  });
});

describe("words said that are not in the text", () => {
  // Original sentences: the student adds "little", "really" and "big" to the text.
  const TEXT = "My sister wants to visit the museum next Sunday.";
  const ADDED = "My little sister really wants to visit the big museum next Sunday.";

  it.each(["slt", "awb", "kal16"])(
    "are reported as inserted (32) between the right words, voice %s",
    async (voice) => {
      const [clean, added] = await Promise.all([
        evaluate(TEXT, audio.speak(TEXT, voice)),
        evaluate(TEXT, audio.speak(ADDED, voice)),
      ]);
      expect(clean.inserted).toEqual([]);
      expect(added.inserted.length).toBeGreaterThanOrEqual(2);
      // "little" comes before "sister"
      const sister = added.words[1] as { begPos: number };
      expect(
        added.inserted.some(
          (w) =>
            w.endPos <= sister.begPos + 2 && w.begPos >= (added.words[0] as { endPos: number }).endPos - 2,
        ),
      ).toBe(true);
      expect(added.words.filter((w) => w.dp === DP.omitted)).toEqual([]);
      expect(added.scores.integrity).toBe(5);
      expect(added.xml).toMatch(/dp_message="32"/);
      expect(clean.xml).not.toMatch(/dp_message="32"/);
    },
    30_000,
  );
});

describe("phone feedback on recordings made for the purpose", () => {
  // Original sentences; flite says the mistaken word, as a Japanese speaker might.
  const CASES = [
    {
      text: "Turn right at the corner.",
      said: "Turn light at the corner.",
      word: "right",
      phone: "R",
      tip: "r-l",
    },
    { text: "I think so.", said: "I sink so.", word: "think", phone: "TH", tip: "th-s" },
    { text: "It is very good.", said: "It is berry good.", word: "very", phone: "V", tip: "v-b" },
    { text: "This is my desk.", said: "This is my deskoo.", word: "desk", phone: "K", tip: "vowel-added" },
  ];

  it.each(["slt", "awb", "rms"])(
    "flags the right phone with its tip, voice %s",
    async (voice) => {
      for (const c of CASES) {
        const [wrong, right] = await Promise.all([
          evaluate(c.text, audio.speak(c.said, voice)),
          evaluate(c.text, audio.speak(c.text, voice)),
        ]);
        const word = wrong.words.find((w) => w.norm === c.word);
        const tipped = word?.phones?.filter((p) => p.tip);
        expect(
          tipped?.map((p) => [p.content, p.dp, p.tip]),
          c.said,
        ).toEqual([[c.phone, 128, c.tip]]);
        expect(wrong.xml).toContain(`tip="${c.tip}"`);
        // The mistaken word scores below the same word read clearly.
        const clear = right.words.find((w) => w.norm === c.word);
        expect(word?.score ?? 5, c.said).toBeLessThan(clear?.score ?? 0);
        // The clear reading of the same text gets no tip at all.
        expect(
          right.words.flatMap((w) => w.phones ?? []).filter((p) => p.tip),
          c.text,
        ).toEqual([]);
        expect(clear?.dp, c.text).toBe(DP.ok);
      }
    },
    60_000,
  );
});

describe("edge cases", () => {
  it("scores silence 0 and rejects it", async () => {
    const result = await evaluate(SENTENCE, audio.silence(2));
    expect(result.scores.total).toBe(0);
    expect(result.scores.isRejected).toBe(true);
    expect(result.words.every((w) => w.dp === DP.omitted)).toBe(true);
    expect(result.xml).toContain('except_info="28673"');
  });

  it("reuses an alignment started during the trailing silence, with the same result", async () => {
    const pcm = Buffer.concat([audio.speak(SENTENCE), audio.silence(1)]);
    const speculator = new Speculator(
      pool,
      ref(SENTENCE).words.map((w) => w.norm),
    );
    // Half of the recording: the window is not complete yet, nothing starts.
    const rec = new PcmRecording();
    const half = Math.floor(pcm.length / 4) * 2;
    rec.append(pcm.subarray(0, half));
    speculator.consider(rec);
    expect(speculator.latest).toBeUndefined();
    rec.append(pcm.subarray(half));
    speculator.consider(rec);
    expect(speculator.latest).toBeDefined();
    const early = await evaluateReading(
      pool,
      "read_sentence",
      SENTENCE,
      ref(SENTENCE),
      pcm,
      undefined,
      speculator.latest,
    );
    const plain = await evaluate(SENTENCE, pcm);
    expect(early.speculative).toBe(true);
    expect(plain.speculative).toBe(false);
    expect(early.xml).toBe(plain.xml);
  }, 20_000);

  it("still scores a correct reading in steady background noise", async () => {
    const noisy = audio.addNoise(audio.speak(SENTENCE), 1500);
    const result = await evaluate(SENTENCE, noisy);
    expect(result.scores.total).toBeGreaterThanOrEqual(3);
    expect(result.scores.isRejected).toBe(false);
  }, 20_000);

  it("scores Japanese-typical errors (r/l, th/z, v/b, added vowels) below a clear reading", async () => {
    const accented = "My rittle sistah wants to bisit the big museumu wiz our grandmozer nexto Sunday.";
    const [clear, errors] = await Promise.all([
      evaluate(SENTENCE, audio.speak(SENTENCE)),
      evaluate(SENTENCE, audio.speak(accented)),
    ]);
    expect(errors.scores.total).toBeGreaterThanOrEqual(3);
    expect(clear.scores.accuracy - errors.scores.accuracy).toBeGreaterThan(0.5);
    expect(errors.words.filter((w) => w.score < 3).length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it("finds the words after leading and trailing silence and reports a repeated word", async () => {
    const padded = Buffer.concat([audio.silence(2), audio.speak(SENTENCE), audio.silence(4)]);
    const repeated = audio.speak(SENTENCE.replace("visit", "visit visit"));
    const [p, r] = await Promise.all([evaluate(SENTENCE, padded), evaluate(SENTENCE, repeated)]);
    expect(p.scores.total).toBeGreaterThanOrEqual(4);
    // 2 s of silence = 200 frames before the first word
    expect(p.words[0]?.begPos).toBeGreaterThanOrEqual(180);
    expect(r.words.find((w) => w.norm === "visit")?.dp).toBe(DP.repeated);
    expect(r.report.study_report.repeat).toBeGreaterThanOrEqual(1);
  }, 20_000);

  it("scores words missing from the model dictionary, numbers included", async () => {
    const text = "Kentaro met Zorbinski at the station in 1990.";
    const result = await evaluate(text, audio.speak(text, "slt"));
    for (const norm of ["zorbinski", "1990"]) {
      const word = result.words.find((w) => w.norm === norm);
      expect(word?.dp).not.toBe(DP.omitted);
      expect(word?.score).toBeGreaterThan(2);
    }
    expect(result.scores.total).toBeGreaterThanOrEqual(3.5);
  }, 20_000);

  it("scores read_word and read_chapter", async () => {
    const word = parseReferenceText("[word]\nbicycle", "read_word") as RefText;
    const w = await evaluateReading(pool, "read_word", "bicycle", word, audio.speak("bicycle"));
    expect(w.scores.total).toBeGreaterThanOrEqual(4);
    expect(w.xml).toContain("<read_word ");
    const chapter = `${SENTENCE} ${OTHER}`;
    const c = await evaluateReading(pool, "read_chapter", chapter, ref(chapter), audio.speak(chapter, "rms"));
    expect(c.scores.total).toBeGreaterThanOrEqual(4);
    expect(c.xml.match(/<sentence /g)).toHaveLength(2);
  }, 20_000);
});
