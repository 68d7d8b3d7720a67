import type { WritingErrorType } from "@hibiki/contracts/writing";
import { genericExplanation } from "./explanations.ts";
import type { HarperLint } from "./harper.ts";
import type { Finding } from "./rules/types.ts";

const PREPOSITIONS = new Set("in on at to for of with about from by into onto".split(" "));

// harper rules whose family is clear from the name (learner-set families: "then" for "than" is a comparative
// error, "let me to go" a verb-pattern error, "the my bag" an article error).
const RULE_TYPES: Record<string, WritingErrorType> = {
  AnA: "article",
  TheMy: "article",
  ThenThan: "comparative",
  LetToDo: "verb_pattern",
  NominalWants: "agreement",
  InterestedIn: "preposition",
  ArriveTo: "preposition",
};

/**
 * The checker's error type for a harper.js lint: by its rule where that is clear, else by its kind (and,
 * where the kind is vague, its text).
 * @param lint - the lint
 * @returns the error type
 */
export function harperType(lint: HarperLint): WritingErrorType {
  const problem = lint.problem.toLowerCase().trim();
  const firstSuggested = (lint.suggestion ?? "").toLowerCase().trim().split(/\s+/)[0] ?? "";
  // A fix that only changes letter case is a capitalisation finding whatever harper calls it.
  if (
    lint.suggestion &&
    lint.suggestion !== lint.problem &&
    lint.suggestion.toLowerCase() === lint.problem.toLowerCase()
  ) {
    return "capitalization";
  }
  const byRule = lint.rule ? RULE_TYPES[lint.rule] : undefined;
  if (byRule) return byRule;
  switch (lint.kind) {
    case "Agreement":
      return "agreement";
    case "Capitalization":
      return "capitalization";
    case "Spelling":
    case "Typo":
    case "BoundaryError":
      return "spelling";
    case "Punctuation":
    case "Formatting":
      return "punctuation";
    case "WordOrder":
      return "word_order";
    case "Grammar":
      return /irregular|past|tense|participle/i.test(lint.message) ? "verb_form" : "grammar";
    case "Miscellaneous":
      return ["a", "an", "the"].includes(problem) ? "article" : "grammar";
    case "Usage":
    case "WordChoice":
    case "Eggcorn":
    case "Malapropism":
    case "Nonstandard":
      return PREPOSITIONS.has(problem) || PREPOSITIONS.has(firstSuggested) ? "preposition" : "word_choice";
    default:
      return "grammar";
  }
}

/**
 * Turns a harper.js lint on the whole text into a finding in one sentence.
 * @param lint - the lint, offsets in the whole text
 * @param sentenceStart - offset of the sentence in the text
 * @param sentenceLength - length of the sentence (the span is clipped to it)
 * @returns the finding, offsets in the sentence
 */
export function harperFinding(lint: HarperLint, sentenceStart: number, sentenceLength: number): Finding {
  const type = harperType(lint);
  const suggestion = lint.suggestion ?? lint.problem;
  return {
    type,
    start: Math.max(0, lint.start - sentenceStart),
    end: Math.min(sentenceLength, lint.end - sentenceStart),
    comment: lint.message,
    explanationJa: genericExplanation(type, lint.problem, suggestion),
    suggestion,
  };
}
