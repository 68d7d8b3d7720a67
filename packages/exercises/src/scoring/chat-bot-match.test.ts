import { describe, expect, it } from "vitest";
import { CHAT_BOT_MATCH_THRESHOLD } from "../constants.ts";
import { chatBotContentLemmas, chatBotCoverage, chatBotWords, matchChatBotOption } from "./chat-bot-match.ts";
import { chatBotNextStep } from "./chat-bot-step.ts";

const options = ["I like soccer.", "I like baseball very much.", "I don't play sports."];

describe("chatBotWords (display words, unchanged)", () => {
  it.each([
    ["I LIKE Soccer!!", ["i", "like", "soccer"]],
    ["Don\u2019t, please.", ["don't", "please"]],
    ["'quoted' words", ["quoted", "words"]],
    ["", []],
  ])("%j → %j", (t, w) => expect(chatBotWords(t)).toEqual(w));
});

describe("chatBotContentLemmas (what must be covered)", () => {
  it.each([
    ["I'll watch some movies.", ["watch", "movie"]],
    ["I will play soccer.", ["play", "soccer"]],
    ["I'm going to play soccer with my friends.", ["play", "soccer", "friend"]],
    ["I'm going to the park.", ["go", "park"]],
    ["Curry and rice, please.", ["curry", "rice"]],
    ["I like baseball very much.", ["like", "baseball"]],
    ["I don't play sports.", ["play", "sport"]],
    ["There is a cat.", ["cat"]],
    ["Yes, I do.", ["yes"]],
    ["No.", ["no"]],
    ["Me too.", ["me", "too"]],
    ["...", []],
  ])("%j → %j", (option, want) => expect(chatBotContentLemmas(option)).toEqual(want));
});

describe("chatBotCoverage (share of the option's content words the reply says)", () => {
  it.each([
    ["I like soccer", "I like soccer.", 1],
    ["I like tennis", "I like soccer.", 0.5],
    ["soccer", "I like soccer.", 0.5],
    ["hello", "I like soccer.", 0],
    ["I will watch a movie with my sister.", "I'll watch some movies.", 1],
    ["I watched movies", "I'll watch some movies.", 1],
    ["We went to the park", "I'm going to the park.", 1],
    ["hi", "...", 0],
  ])("%j vs %j → %s", (rec, opt, want) => expect(chatBotCoverage(rec, opt)).toBeCloseTo(want, 10));

  it("counts a synonym the content build supplies, by lemma", () => {
    const synonyms = { movie: ["film", "motion picture"] };
    expect(chatBotCoverage("I'll watch a film", "I'll watch some movies.")).toBe(0.5);
    expect(chatBotCoverage("I'll watch a film", "I'll watch some movies.", synonyms)).toBe(1);
    expect(chatBotCoverage("I'll watch films", "I'll watch some movies.", synonyms)).toBe(1);
    expect(chatBotCoverage("I'll watch a motion picture", "I'll watch some movies.", synonyms)).toBe(1);
    expect(chatBotCoverage("I'll watch a picture", "I'll watch some movies.", synonyms)).toBe(0.5);
  });
});

describe("matchChatBotOption", () => {
  it.each([
    // the cases
    ["I will watch a movie with my sister.", ["I'll watch some movies."], 0],
    ["I'm going to play soccer", ["I will play soccer."], 0],
    ["I will play soccer", ["I'm going to play soccer."], 0],
    ["I like cats", ["I don't like cats."], null],
    ["The weather is nice today.", ["I'll watch some movies.", "I'll play soccer."], null],
    // kept from the edit-distance rule
    ["I like soccer", options, 0],
    ["i like baseball so much", options, 1],
    ["I do not play sports", options, 2],
    ["pizza", options, null],
    ["", options, null],
    ["!!!", options, null],
    // changed: one content word of two is not 70% ("soccer" used to match "I like soccer.")
    ["soccer", options, null],
    // more
    ["I never play sports", options, 2],
    ["I don't like dogs", ["I like dogs.", "I don't like dogs."], 1],
    ["No, I don't.", ["Yes, I do.", "No, I don't."], 1],
    ["yes", ["Yes, I do.", "No, I don't."], 0],
    ["curry and rice please", ["I want ramen.", "Curry and rice, please."], 1],
    ["cold ramen", ["Hot ramen, please.", "Cold ramen."], 1],
    ["I played tennis yesterday", ["I played tennis.", "I stayed home."], 0],
    ["I stayed at home", ["I played tennis.", "I stayed home."], 1],
    ["my dog is brown", ["I want ramen.", "Curry and rice, please."], null],
  ])("%j in %j → %s", (rec, opts, want) => {
    const got = matchChatBotOption(rec, opts);
    if (want === null) expect(got).toEqual({ status: "retry" });
    else expect(got).toMatchObject({ status: "matched", index: want });
  });

  it("reports the winning coverage; the best coverage wins over an earlier weaker one", () => {
    expect(matchChatBotOption("I like baseball", options)).toEqual({
      status: "matched",
      index: 1,
      coverage: 1,
    });
    const opts = ["I want to play tennis and soccer and golf.", "I want to play soccer."];
    expect(matchChatBotOption("I want to play soccer", opts)).toEqual({
      status: "matched",
      index: 1,
      coverage: 1,
    });
  });

  it("uses the spec's threshold as the coverage needed, inclusive", () => {
    expect(CHAT_BOT_MATCH_THRESHOLD).toBe(0.7);
    const opt = "one two three four five six seven eight nine ten";
    expect(matchChatBotOption("one two three four five six", [opt])).toEqual({ status: "retry" });
    expect(matchChatBotOption("one two three four five six seven", [opt])).toEqual({
      status: "matched",
      index: 0,
      coverage: 0.7,
    });
  });

  it("ties go to the earlier option", () => {
    expect(matchChatBotOption("yes", ["yes", "yes"])).toEqual({ status: "matched", index: 0, coverage: 1 });
    expect(
      matchChatBotOption("I like tennis and swimming", ["I like tennis.", "I like swimming."]),
    ).toMatchObject({
      index: 0,
    });
  });

  it("an option without words never matches", () => {
    expect(matchChatBotOption("hello", ["...", "Hello!"])).toEqual({
      status: "matched",
      index: 1,
      coverage: 1,
    });
  });

  it("takes synonyms for every option or per option", () => {
    const opts = ["I'll watch some movies.", "I'll play soccer."];
    expect(matchChatBotOption("I'll watch a film", opts)).toEqual({ status: "retry" });
    expect(matchChatBotOption("I'll watch a film", opts, { movie: ["film"] })).toMatchObject({ index: 0 });
    expect(matchChatBotOption("I'll watch a film", opts, [{ movie: ["film"] }, undefined])).toMatchObject({
      index: 0,
    });
    // per option: the first option's synonyms do not help the second
    expect(matchChatBotOption("I'll play football", opts, [{ soccer: ["football"] }])).toEqual({
      status: "retry",
    });
    expect(
      matchChatBotOption("I'll play football", opts, [undefined, { soccer: ["football"] }]),
    ).toMatchObject({
      index: 1,
    });
  });
});

describe("chatBotNextStep (three failures → first option)", () => {
  it("posts on a match and resets failures", () => {
    expect(chatBotNextStep({ status: "matched", index: 2, coverage: 1 }, 2)).toEqual({
      action: "post",
      index: 2,
      failures: 0,
    });
  });
  it.each([
    [0, { action: "retry", failures: 1 }],
    [1, { action: "retry", failures: 2 }],
    [2, { action: "fallback", index: 0, failures: 3 }],
  ])("after %s failures a miss → %j", (f, want) =>
    expect(chatBotNextStep({ status: "retry" }, f)).toEqual(want),
  );
});
