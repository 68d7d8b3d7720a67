import type { Token } from "../tokenize.ts";
import { agreementRule } from "./agreement.ts";
import { articleRule } from "./articles.ts";
import { beVerbRule } from "./be-verb.ts";
import { capitalizationRule } from "./capitalization.ts";
import { comparativeRule } from "./comparative.ts";
import { doubleNegativeRule } from "./double-negative.ts";
import { falseFriendRule } from "./false-friends.ts";
import { fragmentRule } from "./fragments.ts";
import { missingSubjectRule } from "./missing-subject.ts";
import { pluralRule } from "./plurals.ts";
import { prepositionRule } from "./prepositions.ts";
import { punctuationRule } from "./punctuation.ts";
import { sentenceStructureRule } from "./sentence-structure.ts";
import { tenseRule } from "./tense.ts";
import type { Finding, Rule } from "./types.ts";
import { verbFormRule } from "./verb-forms.ts";
import { verbPatternRule } from "./verb-pattern.ts";
import { wordOrderRule } from "./word-order.ts";

/**
 * The learner-error rules in priority order: when two findings overlap, the earlier rule's wins
 * (a past-time sentence's "She go" is a tense error before it is an agreement error).
 */
export const RULES: readonly Rule[] = [
  verbFormRule,
  tenseRule,
  missingSubjectRule,
  beVerbRule,
  verbPatternRule,
  agreementRule,
  fragmentRule,
  sentenceStructureRule,
  doubleNegativeRule,
  comparativeRule,
  wordOrderRule,
  prepositionRule,
  falseFriendRule,
  pluralRule,
  articleRule,
  capitalizationRule,
  punctuationRule,
];

/**
 * Runs every learner-error rule on one sentence.
 * @param sentence - the sentence text
 * @param tokens - its tokens
 * @returns the findings in rule-priority order (not yet de-duplicated)
 */
export function runRules(sentence: string, tokens: Token[], isLast: boolean): Finding[] {
  const words = tokens.filter((t) => t.kind === "word");
  return RULES.flatMap((rule) => rule({ sentence, tokens, words, isLast }));
}

export type { Finding } from "./types.ts";
