import { describe, expect, it } from "vitest";
import { compileTerm, findTerm } from "./terms.ts";
import { answerTokens } from "./tokens.ts";

const spans = (text: string, term: string) => findTerm(answerTokens(text), term).map((s) => [s.start, s.end]);

describe("compileTerm", () => {
  it.each([
    ["kick", [{ kind: "word", lemmas: ["kick"] }]],
    [
      "play the piano",
      [
        { kind: "word", lemmas: ["play"] },
        { kind: "word", lemmas: ["piano"] },
      ],
    ],
    ["<number>", [{ kind: "number" }]],
    ["850", [{ kind: "value", value: 850 }]],
    ["august 4th", ["august", "value"]],
    ["get up at <time>", ["get", "up", "at", "time"]],
    ["the", [{ kind: "word", lemmas: ["the"] }]],
    ["my bag", ["my", "bag"]],
    ["turn off the light", ["turn", "off", "light"]],
    ["the piano", ["the", "piano"]],
    ["  ", []],
  ])("%j → %j", (term, want) => {
    const parts = compileTerm(term);
    if (want.every((x) => typeof x === "string"))
      expect(parts.map((p) => (p.kind === "word" ? p.lemmas[0] : p.kind))).toEqual(want);
    else expect(parts).toEqual(want);
  });
});

describe("findTerm: one word by lemma", () => {
  it.each([
    ["He kicks the ball.", "kick", [[1, 2]]],
    [
      "He kicked it and kicking is fun.",
      "kick",
      [
        [1, 2],
        [4, 5],
      ],
    ],
    ["I watch movies", "movie", [[2, 3]]],
    ["I went to Kyoto", "go", [[1, 2]]],
    ["She reads books", "read", [[1, 2]]],
    ["I like cats", "dog", []],
    ["The children are here", "child", [[1, 2]]],
  ])("%j has %j at %j", (text, term, want) => expect(spans(text, term)).toEqual(want));
});

describe("findTerm: phrases, with articles and determiners skipped in the answer", () => {
  it.each([
    ["I play piano.", "play the piano", [[1, 3]]],
    ["I am playing the piano.", "play the piano", [[2, 5]]],
    ["She plays her piano.", "play piano", [[1, 4]]],
    ["We played some soccer", "play soccer", [[1, 4]]],
    ["I got up early", "get up", [[1, 3]]],
    ["I went to bed at ten", "go to bed", [[1, 4]]],
    ["I ate ice-cream", "ice cream", [[2, 4]]],
    ["I turned off all the lights", "turn off the light", []],
    ["I turned off the lights", "turn off the light", [[1, 5]]],
    ["I use my bag", "my bag", [[2, 4]]],
    ["I use a bag", "my bag", []],
    // not contiguous: another word in between
    ["I play the old piano.", "play the piano", []],
    ["I piano play.", "play piano", []],
    // never across a sentence
    ["I play. Soccer is fun.", "play soccer", []],
  ])("%j has %j at %j", (text, term, want) => expect(spans(text, term)).toEqual(want));
});

describe("findTerm: <number> and <time>", () => {
  it.each([
    ["I have two dogs", "<number>", [[2, 3]]],
    ["I have 12 dogs", "<number>", [[2, 3]]],
    [
      "I read a hundred books",
      "<number>",
      [
        [2, 4],
        [3, 4],
      ],
    ],
    [
      "twenty-one students",
      "<number>",
      [
        [0, 2],
        [1, 2],
      ],
    ],
    ["I have no dogs", "<number>", []],
    ["I get up at seven", "<time>", [[4, 5]]],
    ["I get up at 7.", "<time>", [[4, 5]]],
    ["I get up at 6:30", "<time>", [[4, 5]]],
    [
      "at half past six",
      "<time>",
      [
        [1, 4],
        [3, 4],
      ],
    ],
    ["I get up at six thirty", "get up at <time>", [[1, 6]]],
    ["I got up at seven o'clock", "get up at <time>", [[1, 6]]],
    ["We eat lunch at noon", "at <time>", [[3, 5]]],
    ["I get up early", "get up at <time>", []],
    ["I am <number>", "<number>", []],
  ])("%j has %j at %j", (text, term, want) => expect(spans(text, term)).toEqual(want));
});

describe("findTerm: a number in digits matches it said in words", () => {
  it.each([
    ["it is on august four", "august 4", [[3, 5]]],
    ["it is on august fourth", "august 4th", [[3, 5]]],
    ["It is on August 4.", "august 4", [[3, 5]]],
    ["it's eight hundred fifty yen", "850", [[2, 5]]],
    ["it's eight hundred and fifty yen", "850 yen", [[2, 7]]],
    ["the twenty first of may", "21st", [[1, 3]]],
    ["open twenty four hours", "24 hours", [[1, 4]]],
    ["it is on august fourteen", "august 4", []],
    ["it's eight hundred yen", "850", []],
    ["I have four dogs", "5", []],
  ])("%j has %j at %j", (text, term, want) => expect(spans(text, term)).toEqual(want));
});
