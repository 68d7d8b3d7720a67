import { describe, expect, it } from "vitest";
import { isNegative, negatedTokens } from "./negation.ts";
import { answerTokens } from "./tokens.ts";

/** The tokens, with * after the negated ones. */
const marked = (text: string) => {
  const tokens = answerTokens(text);
  const flags = negatedTokens(tokens);
  return tokens.map((t, i) => (flags[i] ? `${t.text}*` : t.text)).join(" ");
};

describe("negatedTokens", () => {
  it.each([
    ["I like cats", "i like cats"],
    ["I don't like cats", "i do not like* cats"],
    ["I do not like cats", "i do not like* cats"],
    ["I never eat fish", "i never eat* fish"],
    ["I can't swim", "i can not swim*"],
    ["He isn't a doctor", "he is not a* doctor*"],
    ["I don't have a dog", "i do not have* a* dog*"],
    ["I'm not really a fan", "i am not really* a* fan*"],
    ["I have no brothers", "i have no brothers*"],
    ["I decided not to go", "i decided not to* go*"],
    ["I don't want to play", "i do not want* to play"],
    // a pronoun, preposition or conjunction ends the scope without negating
    ["No, I like cats", "no i like cats"],
    ["Not at all", "not at all"],
    // never across a sentence
    ["I do not. Cats are cute", "i do not cats are cute"],
  ])("%j → %j", (text, want) => expect(marked(text)).toBe(want));
});

describe("isNegative", () => {
  it.each([
    ["I don't like cats", true],
    ["I never eat fish", true],
    ["No.", true],
    ["Nothing special.", true],
    ["I like cats", false],
    ["I know nobody here", true],
    ["Yes, I do.", false],
  ])("%j → %s", (text, want) => expect(isNegative(answerTokens(text))).toBe(want));
});
