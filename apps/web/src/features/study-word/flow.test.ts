import type { StudyWordChallengeItem } from "@hibiki/contracts/study-word";
import { describe, expect, it } from "vitest";
import {
  answerRun,
  answerText,
  choiceIsRight,
  currentItem,
  practisedWords,
  runTally,
  spellingIsRight,
  startRun,
} from "./flow.ts";
import { dailyOf, shortDate, titleOf } from "./format.ts";

const item = (
  word_id: number,
  word: string,
  exercise: StudyWordChallengeItem["exercise"],
  extra: Partial<StudyWordChallengeItem> = {},
): StudyWordChallengeItem => ({
  word_id,
  word,
  pos: "noun",
  mean: `${word}の意味`,
  ipa: "",
  audio_url: null,
  sentence: `I like the ${word}.`,
  sentence_jp: "訳",
  cefr_lv: "A1",
  exercise,
  is_new: true,
  ...extra,
});

describe("a run of word exercises", () => {
  const items = [
    item(1, "apple", "meaning_choice"),
    item(2, "desk", "read_aloud"),
    item(3, "pen", "spelling"),
  ];

  it("leaves read-aloud out where the browser cannot record", () => {
    expect(startRun(items, false).items.map((i) => i.word)).toEqual(["apple", "pen"]);
    expect(startRun(items, true).items).toHaveLength(3);
  });

  it("today's task asks each word once, right or wrong", () => {
    let s = startRun(items, false);
    s = answerRun(s, "today", false);
    expect(currentItem(s)?.word).toBe("pen");
    s = answerRun(s, "today", true);
    expect(currentItem(s)).toBeNull();
    expect(runTally(s)).toEqual({ right: 1, wrong: 1 });
  });

  it("the missed-word practice repeats a wrong word until it is right", () => {
    let s = startRun([item(1, "apple", "meaning_choice"), item(3, "pen", "spelling")], false);
    s = answerRun(s, "wrong", false); // apple wrong → asked again at the end
    s = answerRun(s, "wrong", true); // pen right
    expect(currentItem(s)?.word).toBe("apple");
    s = answerRun(s, "wrong", false); // apple wrong again
    expect(currentItem(s)?.word).toBe("apple");
    s = answerRun(s, "wrong", true);
    expect(currentItem(s)).toBeNull();
    expect(runTally(s)).toEqual({ right: 2, wrong: 0 });
    expect(practisedWords(s)).toEqual([
      { word_id: 1, word: "apple", mean: "appleの意味", right: true, tries: 3 },
      { word_id: 3, word: "pen", mean: "penの意味", right: true, tries: 1 },
    ]);
  });

  it("answering past the end changes nothing", () => {
    const done = answerRun(startRun([item(1, "apple", "meaning_choice")], false), "wrong", true);
    expect(answerRun(done, "wrong", false)).toBe(done);
  });
});

describe("judging an answer", () => {
  it.each([
    ["apple", true],
    ["  Apple ", true],
    ["ＡＰＰＬＥ", true],
    ["apple.", true],
    ["aple", false],
    ["", false],
    ["   ", false],
    ["apples", false],
  ])("spelling %j of apple → %s", (typed, want) => {
    expect(spellingIsRight(item(1, "apple", "spelling"), typed)).toBe(want);
  });

  it("spelling accepts every accepted form the server lists", () => {
    const it1 = item(1, "colour", "spelling", { accepted: ["colour", "color"] });
    expect(spellingIsRight(it1, "Color")).toBe(true);
    expect(spellingIsRight(it1, "colr")).toBe(false);
  });

  it("a choice is right only at the answer index", () => {
    const c = item(1, "apple", "meaning_choice", { answer_index: 2 });
    expect(choiceIsRight(c, 2)).toBe(true);
    expect(choiceIsRight(c, 0)).toBe(false);
    expect(choiceIsRight(item(1, "apple", "meaning_choice"), 0)).toBe(false);
  });

  it("the answer shown is the right meaning for choices and the word otherwise", () => {
    const choices = [
      { index: 0, content: "机" },
      { index: 1, content: "りんご" },
    ];
    expect(answerText(item(1, "apple", "listening_choice", { choices, answer_index: 1 }))).toBe("りんご");
    expect(answerText(item(1, "apple", "sentence", { choices, answer_index: 1 }))).toBe("apple");
  });
});

describe("plan form and labels", () => {
  it.each([
    ["10", 10],
    ["5", 5],
    ["50", 50],
    ["１５", 15],
    ["4", null],
    ["51", null],
    ["", null],
    ["7.5", null],
    ["-5", null],
    ["ten", null],
  ])("daily amount %j → %s", (raw, want) => {
    expect(dailyOf(raw)).toBe(want);
  });

  it("titles follow the interface language, dates read as month/day", () => {
    expect(titleOf("中学1年", "Junior high 1", "ja")).toBe("中学1年");
    expect(titleOf("中学1年", "Junior high 1", "en")).toBe("Junior high 1");
    expect(shortDate("2026-06-01")).toBe("6/1");
    expect(shortDate("bad")).toBe("bad");
  });
});
