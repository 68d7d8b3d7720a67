import { describe, expect, it } from "vitest";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences: be left out, or put before a plain verb.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "My grandmother getting old.", flagged: "getting", suggestion: "is getting" },
  { sentence: "She very kind to everyone.", flagged: "very kind", suggestion: "is very kind" },
  { sentence: "I tired after club practice.", flagged: "tired", suggestion: "am tired" },
  { sentence: "I interested in Japanese history.", flagged: "interested", suggestion: "am interested" },
  { sentence: "They happy with the result.", flagged: "happy", suggestion: "are happy" },
  { sentence: "This book very interesting.", flagged: "very interesting", suggestion: "is very interesting" },
  { sentence: "The weather cold today.", flagged: "cold", suggestion: "is cold" },
  { sentence: "I born in Hiroshima.", flagged: "born", suggestion: "was born" },
  { sentence: "We playing cards now.", flagged: "playing", suggestion: "are playing" },
  { sentence: "My brother always busy on weekends.", flagged: "always busy", suggestion: "is always busy" },
  { sentence: "Yesterday I watching a drama.", flagged: "watching", suggestion: "was watching" },
  { sentence: "Ken very tall for his age.", flagged: "very tall", suggestion: "is very tall" },
  { sentence: "My sister and I very hungry.", flagged: "very hungry", suggestion: "are very hungry" },
  { sentence: "I am go to school by train.", flagged: "am go", suggestion: "go" },
  { sentence: "She is like music very much.", flagged: "is like", suggestion: "likes" },
  { sentence: "They are play soccer after school.", flagged: "are play", suggestion: "play" },
  { sentence: "He is live in Kobe with his uncle.", flagged: "is live", suggestion: "lives" },
  { sentence: "I'm study English every evening.", flagged: "'m study", suggestion: " study" },
  { sentence: "I am really like anime.", flagged: "am really like", suggestion: "really like" },
  { sentence: "She is like playing the piano.", flagged: "is like", suggestion: "likes" },
  { sentence: "My father was go to Sendai last month.", flagged: "was go", suggestion: "went" },
  { sentence: "My father a teacher.", flagged: "a", suggestion: "is a" },
  { sentence: "Are you go to the concert?", flagged: "Are", suggestion: "Do" },
  { sentence: "Do you tired?", flagged: "Do", suggestion: "Are" },
  {
    sentence: "I am not understand this word.",
    flagged: "am not understand",
    suggestion: "don't understand",
  },
  { sentence: "He not happy about the result.", flagged: "not happy", suggestion: "is not happy" },
];

// Correct near misses: a past verb, a reduced relative clause, "like" meaning "similar to", an adjective
// after a real verb, "something + adjective", and plans after "My dream is".
const CORRECT = [
  "The shop closed on Sundays.",
  "The boy playing tennis is my brother.",
  "It is like a dream.",
  "She is like her mother.",
  "I am going to school.",
  "Something special happened yesterday.",
  "I worried about my test.",
  "It surprised me.",
  "She married a doctor.",
  "He looks very happy.",
  "The shop is open until nine.",
  "My dream is to become a teacher.",
  "They all like curry.",
  "We both went there.",
  "The people next door are kind.",
  "I think it is very interesting.",
  "He was very tired.",
  "The children playing in the park are my cousins.",
  "Students studying abroad learn a lot.",
  "I found the book very interesting.",
  "She seems happy.",
  "What are you doing?",
  "He is a cook.",
  "My favorite food is sushi.",
  "I'm happy to see you.",
  "Do you like sushi?",
  "Are you like your mother?",
  "My summer vacation.",
  "Did you enjoy the trip?",
  "Better late than never.",
  "My father drinks hot coffee.",
  "My sister watched scary movies last night.",
  "The meeting was put off until next week.",
  "The window was shut by the wind.",
];

describe("be_verb rule", () => {
  it.each(ERRORS)("flags be in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "be_verb");
    expect(found.map((f) => f.flagged)).toContain(flagged);
    if (suggestion !== undefined)
      expect(found.find((f) => f.flagged === flagged)?.suggestion).toBe(suggestion);
    expect(found[0]?.explanationJa).toMatch(/be動詞/);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "be_verb")).toEqual([]);
  });
});
