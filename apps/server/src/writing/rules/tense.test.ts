import { describe, expect, it } from "vitest";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences: present verbs with past time words, past verbs with future ones.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "Yesterday my sister go to Tokyo.", flagged: "go", suggestion: "went" },
  { sentence: "When I was a child, I like dogs.", flagged: "like", suggestion: "liked" },
  { sentence: "In 2019 my family visit Hawaii.", flagged: "visit", suggestion: "visited" },
  { sentence: "The other day Ken buy a new bike.", flagged: "buy", suggestion: "bought" },
  { sentence: "Last week my father take me to the zoo.", flagged: "take", suggestion: "took" },
  { sentence: "Tomorrow I went to the dentist.", flagged: "went", suggestion: "will go" },
  { sentence: "Next week we had a math test.", flagged: "had", suggestion: "will have" },
  { sentence: "My brother and I go to Kyoto last summer.", flagged: "go", suggestion: "went" },
  { sentence: "Three days ago the children play in the snow.", flagged: "play", suggestion: "played" },
  { sentence: "Next Sunday my mother was busy.", flagged: "was", suggestion: "will be" },
  { sentence: "Yesterday it is very cold.", flagged: "is", suggestion: "was" },
  { sentence: "Two years ago my grandmother don't have a phone.", flagged: "do", suggestion: "did" },
  { sentence: "When I was five, I can swim.", flagged: "can", suggestion: "could" },
  { sentence: "Last year there is a big typhoon.", flagged: "is", suggestion: "was" },
];

const CORRECT = [
  "Yesterday he said he likes sushi.",
  "When I was a child, I wanted to be a pilot.",
  "Tomorrow I will go to the dentist.",
  "The next day we went home.",
  "I thought tomorrow was Sunday.",
  "In 2019 we moved to Nagoya.",
  "Last week I read a good book.",
  "Next week is the school festival.",
  "If it rained tomorrow, we would stay home.",
  "Yesterday I learned that the earth goes around the sun.",
  "When I was a child, my father was a teacher.",
  "Tomorrow's game starts at ten.",
  "I was going to call you tomorrow.",
  "My sister lives in Tokyo now, but last year she lived in Osaka.",
  "Last summer my family stayed in Okinawa.",
  "Yesterday I could not sleep well.",
  "Last year there was a big typhoon.",
  "Is there a park that you visited last week?",
  "The meeting was put off until next week.",
  "The game was moved to next Sunday.",
];

describe("tense rule", () => {
  it.each(ERRORS)("flags tense in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "tense");
    expect(found.map((f) => f.flagged)).toContain(flagged);
    if (suggestion !== undefined)
      expect(found.find((f) => f.flagged === flagged)?.suggestion).toBe(suggestion);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "tense")).toEqual([]);
  });
});
