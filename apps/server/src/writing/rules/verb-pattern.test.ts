import { describe, expect, it } from "vitest";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences with the wrong verb form after a verb, modal or preposition.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "I enjoyed to swim in the sea.", flagged: "enjoyed to swim", suggestion: "enjoyed swimming" },
  {
    sentence: "We finished to clean the classroom.",
    flagged: "finished to clean",
    suggestion: "finished cleaning",
  },
  { sentence: "I gave up to eat sweets.", flagged: "gave up to eat", suggestion: "gave up eating" },
  { sentence: "I enjoy read books.", flagged: "enjoy read", suggestion: "enjoy reading" },
  { sentence: "I want going to Hawaii.", flagged: "want going", suggestion: "want to go" },
  { sentence: "I decided joining the club.", flagged: "decided joining", suggestion: "decided to join" },
  { sentence: "I hope see you soon.", flagged: "hope see", suggestion: "hope to see" },
  { sentence: "I want go to Tokyo.", flagged: "want go", suggestion: "want to go" },
  { sentence: "I need buy a new bag.", flagged: "need buy", suggestion: "need to buy" },
  { sentence: "I would like to going there.", flagged: "to going", suggestion: "to go" },
  { sentence: "I want to went there.", flagged: "to went", suggestion: "to go" },
  { sentence: "I look forward to see you.", flagged: "see", suggestion: "seeing" },
  {
    sentence: "My mother made me to clean my room.",
    flagged: "made me to clean",
    suggestion: "made me clean",
  },
  { sentence: "She let me to use her computer.", flagged: "let me to use", suggestion: "let me use" },
  { sentence: "I can to swim.", flagged: "can to swim", suggestion: "can swim" },
  { sentence: "She can swims very fast.", flagged: "can swims", suggestion: "can swim" },
  { sentence: "I will went to Tokyo.", flagged: "will went", suggestion: "will go" },
  { sentence: "She must to study hard.", flagged: "must to study", suggestion: "must study" },
  { sentence: "How about go to the park?", flagged: "How about go", suggestion: "How about going" },
  { sentence: "I am good at play the piano.", flagged: "at play", suggestion: "at playing" },
  { sentence: "Before go to bed, I brush my teeth.", flagged: "Before go", suggestion: "Before going" },
  { sentence: "Thank you for help me.", flagged: "help", suggestion: "helping" },
  { sentence: "I had better to go.", flagged: "had better to", suggestion: "had better" },
  { sentence: "I am interested in learn English.", flagged: "in learn", suggestion: "in learning" },
  { sentence: "I like play soccer.", flagged: "like play", suggestion: "like playing" },
  { sentence: "She keeps to talk during class.", flagged: "keeps to talk", suggestion: "keeps talking" },
  {
    sentence: "Don't forget locking the door.",
    flagged: "Don't forget locking",
    suggestion: "Don't forget to lock",
  },
  { sentence: "Would you like eating with us?", flagged: "eating", suggestion: "to eat" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "I enjoy swimming in the sea.",
  "I enjoy work.",
  "I want running shoes.",
  "I hope to see you soon.",
  "I want help.",
  "I need help.",
  "I'd like to visit Kyoto.",
  "I'm looking forward to hearing from you.",
  "We made it to the station on time.",
  "I will go tomorrow.",
  "He has a strong will to win.",
  "How about going to the park?",
  "I am used to getting up early.",
  "Thank you for your help.",
  "I went there by train.",
  "After school I play tennis.",
  "I stopped to buy a drink.",
  "I practice every day to win.",
  "Of course I like it.",
  "Keep to the left.",
  "I like dance music.",
  "Would you like to eat with us?",
  "I would like some tea.",
  "Choose have to, must or should.",
];

describe("verb_pattern rule", () => {
  it.each(ERRORS)("flags verb_pattern in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "verb_pattern");
    const hit = found.find((f) => f.flagged === flagged);
    expect(hit, JSON.stringify(found)).toBeDefined();
    if (suggestion !== undefined) expect(hit?.suggestion).toBe(suggestion);
    expect(hit?.explanationJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(hit?.comment).toMatch(/[A-Za-z]/);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "verb_pattern")).toEqual([]);
  });
  it("has a table of at least 15 errors and 15 correct near misses", () => {
    expect(ERRORS.length).toBeGreaterThanOrEqual(15);
    expect(CORRECT.length).toBeGreaterThanOrEqual(15);
  });
});
