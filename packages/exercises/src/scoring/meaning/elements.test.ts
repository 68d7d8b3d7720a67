import { describe, expect, it } from "vitest";
import { type OpenAnswer, OpenAnswerSchema } from "../../schemas/open-answer.ts";
import { MEANING_WINDOW_TOKENS, matchElements } from "./elements.ts";

/** Builds a parsed rubric from `id: slot; slot / alternative` shorthand. */
function rubric(elements: Record<string, string[][]>, extra: Partial<OpenAnswer> = {}): OpenAnswer {
  return OpenAnswerSchema.parse({
    ...extra,
    elements: Object.entries(elements).map(([id, match]) => ({ id, ja: id, en: id, match })),
  });
}

const park = rubric({
  "boy-ball": [["boy|kid|child|he", "kick|play|throw", "ball|soccer|football"]],
  "girl-dog": [["girl|woman|she", "walk|play", "dog|puppy"]],
  "man-book": [["man|he|person", "read", "book|newspaper"]],
});

const found = (text: string, r: OpenAnswer = park) =>
  matchElements(text, r)
    .filter((m) => m.found)
    .map((m) => m.id);

describe("matchElements: the park picture", () => {
  it.each([
    ["a boy is kicking a ball and a girl walks her dog", ["boy-ball", "girl-dog"]],
    ["A man reads a newspaper on the bench.", ["man-book"]],
    ["I like summer.", []],
    [
      "Some kids are playing soccer. A woman is walking a puppy. A man is reading a book.",
      ["boy-ball", "girl-dog", "man-book"],
    ],
    ["He kicked the football.", ["boy-ball"]],
    ["The boy threw balls.", ["boy-ball"]],
    ["", []],
  ])("%j → %j", (text, want) => expect(found(text)).toEqual(want));

  it("reports the evidence as token indices and the alternative", () => {
    // tokens: a(0) boy(1) is(2) kicking(3) a(4) ball(5) and(6) a(7) girl(8) walks(9) her(10) dog(11)
    expect(matchElements("a boy is kicking a ball and a girl walks her dog", park)).toEqual([
      { id: "boy-ball", found: true, start: 1, end: 6, startWord: 1, endWord: 6, alternative: 0 },
      { id: "girl-dog", found: true, start: 8, end: 12, startWord: 8, endWord: 12, alternative: 0 },
      { id: "man-book", found: false },
    ]);
  });

  it("gives surface word indices too when contractions add tokens", () => {
    // tokens: he(0) is(1) not(2) sad(3) he(4) is(5) kicking(6) a(7) ball(8); words: he's(0) not(1) sad(2) he's(3)…
    const [m] = matchElements("He's not sad, he's kicking a ball.", park);
    expect(m).toMatchObject({ found: true, start: 4, end: 9, startWord: 3, endWord: 7 });
  });
});

describe("matchElements: slots must share a sentence", () => {
  it.each([
    ["The boy is happy. He has a ball.", []],
    ["The boy is happy. He kicks a ball.", ["boy-ball"]],
    ["The boy runs. The ball is red. He kicks.", []],
  ])("%j → %j", (text, want) => expect(found(text)).toEqual(want));
});

describe("matchElements: a window in unpunctuated speech", () => {
  // boy (1) and kicking (3) are close, ball (16) is far from both
  const far = "a boy is kicking near the big old tree in the park by the river with a ball";
  it.each([
    [far, false],
    [`${far}.`, true],
    ["a boy is standing near a tree and kicking a ball", true],
    // the same words with sentence punctuation: one sentence, no window
    ["A boy is standing near the big old tree in the park by the river and kicks a ball.", true],
    ["a boy is standing near the big old tree in the park by the river and kicks a ball", false],
  ])("%j → %s", (text, want) => expect(found(text).includes("boy-ball")).toBe(want));

  it("is 12 tokens wide", () => {
    expect(MEANING_WINDOW_TOKENS).toBe(12);
    const filler = (n: number) => Array.from({ length: n }, () => "um").join(" ");
    // boy + 9 fillers + kicks + ball = 12 tokens
    expect(found(`boy ${filler(9)} kicks ball`)).toContain("boy-ball");
    expect(found(`boy ${filler(10)} kicks ball`)).not.toContain("boy-ball");
  });
});

describe("matchElements: negation", () => {
  const stance = rubric({ "likes-cats": [["like|love", "cat"]] });
  it.each([
    ["I like cats.", true, undefined],
    ["I love my cat", true, undefined],
    ["I don't like cats.", false, true],
    ["I do not like cats", false, true],
    ["I never liked cats", false, true],
    ["I don't like dogs but I like cats.", true, undefined],
    ["No, I like cats.", true, undefined],
    ["I like dogs.", false, undefined],
  ])("%j → found %s, negated %s", (text, want, negated) => {
    const [m] = matchElements(text, stance);
    expect(m?.found).toBe(want);
    expect(m?.negated).toBe(negated);
  });

  it("a negated noun does not count either", () => {
    const pet = rubric({ "has-dog": [["have", "dog"]] });
    expect(found("I have a dog.", pet)).toEqual(["has-dog"]);
    expect(found("I don't have a dog.", pet)).toEqual([]);
    expect(found("I have no dog.", pet)).toEqual([]);
  });
});

describe("matchElements: alternatives, phrases, numbers and times", () => {
  const routine = rubric({
    "get-up": [
      ["get up|wake up", "<time>"],
      ["<time>", "alarm"],
    ],
    breakfast: [["eat|have", "breakfast|rice|toast"]],
    brothers: [["have", "<number>", "brother|sister"]],
  });
  it.each([
    ["I get up at six thirty.", ["get-up"]],
    ["I woke up at 7 and had toast.", ["get-up", "breakfast"]],
    ["My alarm rings at half past six.", ["get-up"]],
    ["I get up early.", []],
    ["I have two sisters and I eat rice.", ["breakfast", "brothers"]],
    ["I have a hundred brothers", ["brothers"]],
    ["I have brothers", []],
  ])("%j → %j", (text, want) => expect(found(text, routine)).toEqual(want));

  it("takes the earliest-starting alternative", () => {
    const [m] = matchElements("My alarm rings at seven and I get up at eight.", routine);
    expect(m).toMatchObject({ found: true, alternative: 1, start: 1 });
  });
});

describe("terms that carry their own negation", () => {
  const rubric = OpenAnswerSchema.parse({
    elements: [
      { id: "stance", ja: "賛成か反対か", en: "agree or not", match: [["agree|don't agree|disagree"]] },
    ],
  });

  it("match a negated answer when the term itself is negative, and still match the positive one", () => {
    expect(matchElements("I don't agree.", rubric)[0]?.found).toBe(true);
    expect(matchElements("I agree with you.", rubric)[0]?.found).toBe(true);
    // the plain term alone still respects negation
    const plain = OpenAnswerSchema.parse({ elements: [{ id: "a", ja: "a", en: "a", match: [["agree"]] }] });
    expect(matchElements("I don't agree.", plain)[0]?.found).toBe(false);
  });
});

describe("two negative terms that match the same words", () => {
  it("keep the span negative whichever term is listed last ('can't put' and 'cannot put')", () => {
    for (const slot of ["can't put|cannot put", "cannot put|can't put", "cannot put"]) {
      const r = OpenAnswerSchema.parse({
        elements: [{ id: "full", ja: "入れられない", en: "cannot put it in", match: [[slot, "bottle"]] }],
      });
      expect(matchElements("She can't put her bottle in the box.", r)[0]?.found, slot).toBe(true);
      expect(matchElements("She cannot put her bottle in the box.", r)[0]?.found, slot).toBe(true);
    }
  });
});
