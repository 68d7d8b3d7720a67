import { describe, expect, it } from "vitest";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences: countable nouns left singular after words that count more than one.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "There are a lot of student in the gym.", flagged: "student", suggestion: "students" },
  { sentence: "I have lots of friend in Osaka.", flagged: "friend", suggestion: "friends" },
  { sentence: "One of my friend lives in Nara.", flagged: "friend", suggestion: "friends" },
  { sentence: "Some student were late for class.", flagged: "student", suggestion: "students" },
  { sentence: "We visited several temple in Nara.", flagged: "temple", suggestion: "temples" },
  { sentence: "Both team played well.", flagged: "team", suggestion: "teams" },
  { sentence: "There are many kind of food in Japan.", flagged: "kind", suggestion: "kinds" },
  { sentence: "I go to the park every days.", flagged: "days", suggestion: "day" },
  { sentence: "Human can make many tools.", flagged: "Human", suggestion: "Humans" },
  { sentence: "Student should study hard.", flagged: "Student", suggestion: "Students" },
  { sentence: "I think child need more sleep.", flagged: "child", suggestion: "children" },
  { sentence: "I bought a couple of book.", flagged: "book", suggestion: "books" },
  { sentence: "Those shoe are new.", flagged: "shoe", suggestion: "shoes" },
  { sentence: "I have two cousin in Canada.", flagged: "cousin", suggestion: "cousins" },
];

// Uncountable nouns after the same words, "some day", compounds and already-plural nouns.
const CORRECT = [
  "I drink a lot of water.",
  "He gave me some advice.",
  "I have a lot of homework.",
  "Some day I want to visit Italy.",
  "There are many kinds of food.",
  "One of the students is from Canada.",
  "I eat rice every day.",
  "Each student has a tablet.",
  "Humans can make tools.",
  "A person can change.",
  "We had a little rain yesterday.",
  "There were a few people in the park.",
  "I need some information.",
  "I listen to a lot of music.",
  "Children need more sleep.",
  "I saw two dog houses.",
  "Every student has a locker.",
  "I like all the songs.",
  "Some people like natto.",
  "I have a MP3 player.",
  "We got a lot of money.",
  "There are many news programs.",
];

describe("plural rule", () => {
  it.each(ERRORS)("flags the plural in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "plural");
    expect(found.map((f) => f.flagged)).toContain(flagged);
    if (suggestion !== undefined)
      expect(found.find((f) => f.flagged === flagged)?.suggestion).toBe(suggestion);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "plural")).toEqual([]);
  });
});
