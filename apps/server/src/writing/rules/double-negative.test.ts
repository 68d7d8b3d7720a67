import { type FamilyErrorRow, familyTableSuite } from "./family-table.ts";

// Original learner-style sentences with two negatives in one clause.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "I don't know nothing about it.", flagged: "nothing", suggestion: "anything" },
  { sentence: "I can't find nobody in the room.", flagged: "nobody", suggestion: "anybody" },
  { sentence: "I didn't go nowhere.", flagged: "nowhere", suggestion: "anywhere" },
  { sentence: "I don't have no money.", flagged: "no", suggestion: "any" },
  { sentence: "I never eat no vegetables.", flagged: "no", suggestion: "any" },
  { sentence: "I don't want none of them.", flagged: "none", suggestion: "any" },
  { sentence: "I can't stand it no more.", flagged: "no", suggestion: "any" },
  { sentence: "I didn't see no one there.", flagged: "no one", suggestion: "anyone" },
  { sentence: "Nobody can't swim in this river.", flagged: "can't", suggestion: "can" },
  { sentence: "No one can't stop him.", flagged: "can't", suggestion: "can" },
  { sentence: "Nobody doesn't like ice cream.", flagged: "doesn't like", suggestion: "likes" },
  { sentence: "I don't like neither cats nor dogs.", flagged: "neither", suggestion: "either" },
  { sentence: "We couldn't do nothing about the rain.", flagged: "nothing", suggestion: "anything" },
  { sentence: "She doesn't talk to nobody at lunch.", flagged: "nobody", suggestion: "anybody" },
  { sentence: "My brother never helps nobody.", flagged: "nobody", suggestion: "anybody" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "I don't know anything about it.",
  "I don't know, nobody told me.",
  "I didn't go because nobody was there.",
  "Not only Ken but also Yuki came.",
  "I couldn't say no to her.",
  "No one came to the party.",
  "Nothing is impossible.",
  "I have nothing to do today.",
  "I don't like it, and nothing can change that.",
  "Never say never.",
  "I don't care no matter what they say.",
  "There is no water and I can't drink anything.",
  "Neither Ken nor Yuki came.",
  "I like neither cats nor dogs.",
  "Nobody can swim in this river.",
  "I never eat vegetables.",
];

familyTableSuite("double_negative", ERRORS, CORRECT);
