import { describe, expect, it } from "vitest";
import { buildIseXml } from "./ise-xml.ts";
import { matchPhones } from "./phone-detail.ts";
import { letterToSound, MODEL_PHONES, pronounce, spellNumber } from "./pronunciation.ts";
import { parseReferenceText, type RefText } from "./reference-text.ts";
import { gopToScore, scoreReading, scoreWords, type WordScore } from "./scoring.ts";
import { poorlyWordCandidates, studyReport } from "./study-report.ts";
import { type AlignedWord, alignWords, DP } from "./word-alignment.ts";

function ref(text: string): RefText {
  const r = parseReferenceText(text, "read_sentence");
  if (typeof r === "string") throw new Error(r);
  return r;
}

/** Found words at 30 frames each with a 5-frame gap and the given GOP. */
function found(indexes: number[], gop = -10): AlignedWord[] {
  return indexes.map((index, k) => ({ index, sf: k * 35, ef: k * 35 + 29, gop, voiced: 1, repeated: false }));
}

describe("reference text", () => {
  it("accepts ISE's BOM and [word] / [content] prefixes and splits words and sentences", () => {
    const r = ref("\uFEFF[content]\nI’m Ken. Nice-to-meet you!");
    expect(r.words.map((w) => w.norm)).toEqual(["i'm", "ken", "nice", "to", "meet", "you"]);
    expect(r.words.map((w) => w.content)).toEqual(["I'm", "Ken", "Nice", "to", "meet", "you"]);
    expect(r.sentences).toEqual(["I’m Ken.", "Nice-to-meet you!"]);
    expect(parseReferenceText("[word]\napple", "read_word")).toMatchObject({ words: [{ norm: "apple" }] });
  });

  it("refuses empty and over-long texts", () => {
    expect(parseReferenceText("\uFEFF[word] ... !", "read_sentence")).toBe("empty");
    expect(parseReferenceText("go ".repeat(201), "read_sentence")).toBe("too_long");
    expect(parseReferenceText("a".repeat(401), "read_word")).toBe("too_long");
  });
});

describe("scores", () => {
  it("maps GOP to 0-5 monotonically", () => {
    expect(gopToScore(-200)).toBe(0);
    expect(gopToScore(50)).toBe(5);
    expect(gopToScore(-40)).toBeGreaterThan(gopToScore(-50));
  });

  it("marks omitted, mispronounced and repeated words", () => {
    const r = ref("one two three four");
    const f = found([0, 2, 3]);
    (f[1] as AlignedWord).gop = -65;
    (f[2] as AlignedWord).repeated = true;
    const words = scoreWords(r.words, f);
    expect(words.map((w) => w.dp)).toEqual([DP.ok, DP.omitted, DP.mispronounced, DP.repeated]);
    expect(words[1]?.begPos).toBe(30);
  });

  it("treats a word aligned over silence as omitted", () => {
    const r = ref("one two");
    const f = found([0, 1]);
    (f[1] as AlignedWord).voiced = 0.1;
    expect(scoreWords(r.words, f).map((w) => w.dp)).toEqual([DP.ok, DP.omitted]);
  });

  it("orders complete > half > nothing, and rejects no speech with 0", () => {
    const r = ref("a b c d e f g h");
    const all = scoreReading(scoreWords(r.words, found([0, 1, 2, 3, 4, 5, 6, 7])), true);
    const half = scoreReading(scoreWords(r.words, found([0, 2, 4, 6])), true);
    const none = scoreReading(scoreWords(r.words, []), false);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(half.total).toBeGreaterThan(1.4);
    expect(half.total).toBeLessThan(2.9);
    expect(half.integrity).toBe(2.5);
    expect(none).toMatchObject({ total: 0, integrity: 0, isRejected: true });
  });

  it("divides the total by 10 when too few words are acceptable", () => {
    const r = ref("a b c d e f g h i j");
    const words = scoreWords(r.words, found([0, 1, 2, 3, 4], -62));
    const s = scoreReading(words, true);
    expect(s.isRejected).toBe(true);
    expect(s.total).toBeLessThan(0.2);
  });

  it("maps hypothesis words back to reference positions with fillers and repeats", () => {
    const seg = (w: string, sf: number, ef: number) => ({ w, sf, ef, ascr: -100 });
    const aligned = alignWords(
      ["the", "cat", "the", "dog"],
      [
        seg("<sil>", 0, 9),
        seg("the", 10, 19),
        seg("the", 20, 29),
        seg("dog(2)", 30, 49),
        seg("(NULL)", -1, -1),
      ],
      [],
      new Array(60).fill(true),
    );
    expect(aligned.map((a) => [a.index, a.repeated])).toEqual([
      [0, true],
      [3, false],
    ]);
  });
});

describe("study report and poorly words", () => {
  const words = scoreWords(
    ref("Ken visited Paris with Taro. Apples are 100 yen; don't worry.").words,
    [],
  ).map((w): WordScore => ({ ...w, dp: DP.mispronounced, score: 1 }));

  it("applies the spec's rules and honours the config lists", () => {
    const picked = poorlyWordCandidates(words, {
      collected: ["visited"],
      blacklist: ["with"],
      excluded: ["are", "yen"],
      whiteList: ["Paris"],
    });
    // Ken and Apples start a sentence; Taro is an unlisted name; 100 is numeric; don't has an apostrophe.
    expect(picked).toEqual(["ken", "Paris", "apples", "worry"]);
  });

  it("counts leaks, repeats, speed and error words", () => {
    const r = ref("one two three four");
    const scored = scoreWords(r.words, found([0, 1, 3]));
    const report = studyReport(scored, scoreReading(scored, true));
    expect(report).toMatchObject({ leak: 1, repeat: 0, errorwords: [] });
    // 3 words over 1.0 s of reading
    expect(report.speed).toBe(180);
    expect(report.info.length).toBeGreaterThan(0);
  });
});

describe("pronunciations for unknown words", () => {
  it("uses the CMU dictionary in the model's phone set, else letter-to-sound", async () => {
    expect(await pronounce("cat")).toBe("K AE T");
    const guess = letterToSound("zorbinski");
    expect(guess.split(" ").every((p) => MODEL_PHONES.has(p))).toBe(true);
    expect(guess.startsWith("Z AO R B")).toBe(true);
    expect(letterToSound("shake")).toBe("SH AE K");
    expect(spellNumber("1990")).toEqual(["nineteen", "ninety"]);
    expect(spellNumber("2005")).toEqual(["two", "thousand", "five"]);
    expect(spellNumber("1st")).toBeUndefined();
    expect(await pronounce("42")).toBe("F AO R T IY T UW");
  });
});

describe("phone detail and XML", () => {
  it("matches expected phones to heard ones and flags the rest", () => {
    const heard = [
      { w: "K", sf: 0, ef: 4, ascr: 0 },
      { w: "EH", sf: 5, ef: 14, ascr: 0 },
      { w: "T", sf: 15, ef: 19, ascr: 0 },
    ];
    const phones = matchPhones(["K", "AE", "T"], heard, 0, 20);
    expect(phones.map((p) => [p.content, p.dp])).toEqual([
      ["K", 0],
      ["AE", 128],
      ["T", 0],
    ]);
    expect(phones[2]).toMatchObject({ begPos: 15, endPos: 20 });
  });

  it("renders the ISE tree with escaped attributes", () => {
    const r = ref('Say "hi" & <smile>.');
    const words = scoreWords(r.words, found([0, 1, 2]));
    const xml = buildIseXml({
      category: "read_sentence",
      content: 'Say "hi" & <smile>.',
      sentences: r.sentences,
      words,
      scores: scoreReading(words, true),
      exceptInfo: 0,
      frames: 200,
    });
    expect(xml).toContain('content="Say &quot;hi&quot; &amp; &lt;smile&gt;."');
    expect(xml).toMatch(/<xml_result><read_sentence [^>]*><rec_paper><read_chapter [^>]*is_rejected="false"/);
    expect(xml.match(/<word [^>]*dp_message="0"/g)).toHaveLength(3);
  });
});
