import { describe, expect, it } from "vitest";
import { answerTokens } from "./tokens.ts";

const view = (text: string) => answerTokens(text).map((t) => `${t.text}/${t.sentence}/${t.word}`);

describe("answerTokens", () => {
  it.each([
    ["I'll watch some movies.", ["i/0/0", "will/0/0", "watch/0/1", "some/0/2", "movies/0/3"]],
    ["Won't you? OK.", ["will/0/0", "not/0/0", "you/0/1", "ok/1/2"]],
    ["Ken's dog can't swim", ["ken/0/0", "dog/0/1", "can/0/2", "not/0/2", "swim/0/3"]],
    ["It's 7 o'clock!", ["it/0/0", "is/0/0", "7/0/1", "o'clock/0/2"]],
    ["", []],
  ])("%j → %j", (text, want) => expect(view(text)).toEqual(want));

  it("gives each token its lemma candidates", () => {
    expect(answerTokens("The boys were kicking balls").map((t) => t.lemmas[0])).toEqual([
      "the",
      "boy",
      "be",
      "kick",
      "ball",
    ]);
  });
});
