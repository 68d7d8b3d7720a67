import { describe, expect, it } from "vitest";
import { startsWithVowelSound } from "./articles.ts";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences with article errors.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "I did the today's homework.", flagged: "the today's", suggestion: "today's" },
  { sentence: "I lost the my pencil case.", flagged: "the my", suggestion: "my" },
  { sentence: "We have a test on the Monday.", flagged: "the Monday", suggestion: "Monday" },
  { sentence: "My birthday is in the August.", flagged: "the August", suggestion: "August" },
  { sentence: "I play the soccer after school.", flagged: "the soccer", suggestion: "soccer" },
  { sentence: "I have a homework today.", flagged: "a homework", suggestion: "homework" },
  { sentence: "He gave me a good news.", flagged: "a good news", suggestion: "good news" },
  { sentence: "Can you give me an advice?", flagged: "an advice", suggestion: "advice" },
  { sentence: "I need a information about the trip.", flagged: "a information", suggestion: "information" },
  { sentence: "I want to buy a new furniture.", flagged: "a new furniture", suggestion: "new furniture" },
  { sentence: "I have an USB cable.", flagged: "an USB", suggestion: "a USB" },
  { sentence: "She is an university student.", flagged: "an university", suggestion: "a university" },
  { sentence: "I have very cute dog.", flagged: "very cute dog", suggestion: "a very cute dog" },
  { sentence: "He became doctor.", flagged: "doctor", suggestion: "a doctor" },
  { sentence: "I borrowed the Ken's bike.", flagged: "the Ken's", suggestion: "Ken's" },
  { sentence: "I have a MP3 player.", flagged: "a MP", suggestion: "an MP" },
  { sentence: "It was an one-day trip.", flagged: "an one", suggestion: "a one" },
  { sentence: "It was very fun day.", flagged: "very fun day", suggestion: "a very fun day" },
  { sentence: "We had lucky day at the festival.", flagged: "lucky day", suggestion: "a lucky day" },
];

// Uncountables in compounds, "the" with instruments and particular days, set phrases without articles.
const CORRECT = [
  "I have a music lesson on Monday.",
  "It was very fun.",
  "We had fun at the lake.",
  "It was a very fun day.",
  "It was last week.",
  "He is very kind.",
  "I have a homework assignment.",
  "The Monday before the test was busy.",
  "She plays the piano.",
  "We had a little rain.",
  "It was a fun day.",
  "A lot of people came.",
  "I go to school by bus.",
  "We have lunch at noon.",
  "I went to bed early.",
  "My sister is good at English.",
  "I watched a news program.",
  "She is a kind person.",
  "I have an umbrella.",
  "He is an honest boy.",
  "I bought a USB cable.",
  "There is a UFO.",
  "I have a European friend.",
  "On Monday I play tennis.",
  "I had a great time.",
  "We went on a one-day trip.",
  "It takes an hour.",
];

describe("article rule", () => {
  it.each(ERRORS)("flags the article in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "article");
    expect(found.map((f) => f.flagged)).toContain(flagged);
    if (suggestion !== undefined)
      expect(found.find((f) => f.flagged === flagged)?.suggestion).toBe(suggestion);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "article")).toEqual([]);
  });
  it("reads a/an by sound, not by letter", () => {
    expect(["hour", "MP3", "SNS", "umbrella", "honest", "X"].map(startsWithVowelSound)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["university", "one", "USB", "UFO", "European", "Honda", "B"].map(startsWithVowelSound)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
