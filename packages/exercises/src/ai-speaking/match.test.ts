import { describe, expect, it } from "vitest";
import { type MatchableNode, matchIntent } from "./match.ts";

const greet: MatchableNode = {
  intents: [
    {
      id: "give_name",
      examples: ["My name is Ken.", "I'm Yui.", "Call me Sho."],
      terms: [["name", "i'm", "call me"]],
    },
  ],
};

const sports: MatchableNode = {
  intents: [
    {
      id: "yes",
      examples: ["Yes, I do.", "Yes, I like sports.", "Sure, I love sports."],
      terms: [["yes", "yeah", "sure", "love", "like"]],
    },
    {
      id: "no",
      examples: ["No, I don't.", "Not really.", "No, I don't like sports."],
      terms: [["no", "not"]],
    },
  ],
};

const food: MatchableNode = {
  intents: [
    {
      id: "sushi",
      examples: ["I like sushi.", "Sushi is my favourite.", "I love sushi."],
      terms: [["sushi"]],
    },
    {
      id: "ramen",
      examples: ["I like ramen.", "Ramen is my favourite.", "I love ramen."],
      terms: [["ramen"]],
    },
    { id: "curry", examples: ["I like curry and rice.", "Curry, I think.", "I often eat curry."] },
  ],
};

const yesNo: MatchableNode = {
  intents: [
    { id: "yes", examples: ["Yes, I have.", "Yes, once.", "Yes, I went there last year."] },
    { id: "no", examples: ["No, I haven't.", "No, never.", "No, not yet."] },
  ],
};

describe("matchIntent", () => {
  it.each<[string, MatchableNode, string | null, string?]>([
    // slots: any one term of each slot, by lemma, in one sentence
    ["my name is Haruto", greet, "give_name", "terms"],
    ["I'm Aoi", greet, "give_name", "terms"],
    ["you can call me Riku", greet, "give_name", "terms"],
    ["banana", greet, null],
    ["", greet, null],
    ["   ", greet, null],
    // yes/no branches: polarity decides, a negated term does not count
    ["yes I do", sports, "yes", "terms"],
    ["yeah I love soccer", sports, "yes", "terms"],
    ["I like playing baseball", sports, "yes", "terms"],
    ["no I don't", sports, "no", "terms"],
    ["I don't like sports", sports, "no", "terms"],
    ["not really", sports, "no", "terms"],
    ["I never liked it", sports, null],
    // the strongest intent wins; examples alone (no slots) match by coverage
    ["I like ramen very much", food, "ramen", "terms"],
    ["sushi is the best", food, "sushi", "terms"],
    ["I eat curry and rice", food, "curry", "examples"],
    // one word said: too little for coverage, but the edit-distance rule hears it
    ["curry", food, "curry", "edit"],
    // examples only, with polarity
    ["yes I went there last year", yesNo, "yes", "examples"],
    ["no not yet", yesNo, "no", "examples"],
    // the chat-bot's edit-distance rule as the last resort, only when one intent is strictly closest
    ["yes I want there last year", yesNo, "yes", "examples"],
    ["yes i have", yesNo, "yes", "examples"],
    ["no never", yesNo, "no", "examples"],
  ])("%j → %s", (text, node, want, via) => {
    const m = matchIntent(text, node);
    expect(m?.id ?? null).toBe(want);
    if (via) expect(m?.via).toBe(via);
  });

  it("uses the edit-distance rule only when no intent is heard by meaning and one is closest", () => {
    const node: MatchableNode = {
      intents: [
        { id: "bus", examples: ["By bus."], terms: [["bus"]] },
        { id: "train", examples: ["By train."], terms: [["train"]] },
      ],
    };
    // "by bike" is one word edit from "by bus" and "by train" alike: no winner → repair
    expect(matchIntent("by bike", node)).toBeNull();
    const one: MatchableNode = { intents: [{ id: "walk", examples: ["I walk to school every day."] }] };
    expect(matchIntent("I walks to school everyday", one)).toMatchObject({ id: "walk", via: "edit" });
  });

  it("ties go to the earlier intent and the index is reported", () => {
    const node: MatchableNode = {
      intents: [
        { id: "a", examples: ["I like dogs."], terms: [["dog"]] },
        { id: "b", examples: ["I like dogs."], terms: [["dog"]] },
      ],
    };
    expect(matchIntent("I like dogs", node)).toMatchObject({ id: "a", index: 0, via: "terms" });
  });
});
