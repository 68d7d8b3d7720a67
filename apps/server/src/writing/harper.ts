import type { Lint, LocalLinter } from "harper.js";

/** A harper.js finding with offsets as UTF-16 indices of the linted text. */
export type HarperLint = {
  /** harper's rule name ("AnA", "ThenThan"); "" when unknown */
  rule?: string;
  kind: string;
  start: number;
  end: number;
  problem: string;
  message: string;
  suggestion: string | undefined;
};

// Style advice is not a mistake for a learner, and spelling is nspell's job (with the white list).
const DISABLED_RULES = [
  "SpellCheck",
  "LongSentences",
  "FillerWords",
  "Hedging",
  "OxfordComma",
  "Really",
  "BoringWords",
  "AvoidCurses",
  "SentenceCapitalization",
  "UseTitleCase",
  "ExplanationMark",
  "NoFrenchSpaces",
  "Spaces",
  // Guesses a preposition is missing in correct sentences such as "I am sure her dream will come true".
  "MissingPreposition",
  // Misfires on correct learner text (each seen on original correct sentences of the tests):
  // "biomechanics" → "bio mechanics", "favorit" → "favor it" (nspell corrects misspellings better);
  "SplitWords",
  // "However we view it, …" → "However, we view it"; a comma after "Nowadays"/"Therefore" is optional;
  "DiscourseMarkers",
  // "say no to bullying" → "say not to";
  "NotTo",
  // "Sam" → "SAM", "da Vinci" → "DA Vinci" (letter case is the capitalisation rule's and nspell's job);
  "OrthographicConsistency",
  // "a white tail" → "whitetail", "far away" → "faraway";
  "CompoundNouns",
  // "We can try farm work" → "try to", "It means don't waste food" → "means to";
  "MissingTo",
  // "OK" → "OKAY" (both are fine), "Class 1-B" → "byte".
  "OkToOkay",
  "ExpandMemoryShorthands",
  // "I'll send you photos" → "photo", "Not only is he smart" → "smarts"; the own agreement rule already
  // catches "He play" and "She don't" with a Japanese explanation.
  "PronounVerbAgreement",
  // "I gave it to you yesterday" → "to your yesterday".
  "PossessiveYour",
  // "thank you for your kind letter" → "you're kind"; it missed "Your very kind." and "I think your right.".
  "YourPredicateAdjective",
  // "informations" → "deformations", "untill" → "unt ill": nspell corrects misspellings better.
  "WrongNegative",
  // "There is data that shows…" → "are data"; it missed "There is many people" (the own rule catches it).
  "ThereIsAgreement",
  // "Timeout usually occurs" → "Time out".
  "PhrasalVerbAsCompoundNoun",
  // Both spellings are right: "non-smoking", "well-known", "multi-line" (it wants "nonsmoking").
  "DisjointPrefixes",
  // Typography, not a learner's mistake: "..." → "…", "1000-1200" → en dash, "5ms" → "5 milliseconds".
  "UseEllipsisCharacter",
  "NumericRangeEnDash",
  "ExpandTimeShorthands",
];
const IGNORED_KINDS = new Set(["Style", "Readability", "Enhancement", "Regionalism", "Redundancy"]);

let linter: Promise<LocalLinter> | undefined;

/**
 * The process-wide harper.js linter (American English, plain text), created on first use and reused:
 * loading its 16 MB WebAssembly takes about a second, linting afterwards about 1.5 ms per sentence.
 * @returns the ready linter
 */
export function getHarper(): Promise<LocalLinter> {
  linter ??= (async () => {
    const [{ LocalLinter, Dialect }, { binary }] = await Promise.all([
      import("harper.js"),
      import("harper.js/binary"),
    ]);
    const l = new LocalLinter({ binary, dialect: Dialect.American });
    await l.setup();
    const config = await l.getLintConfig();
    for (const rule of DISABLED_RULES) if (rule in config) config[rule] = false;
    await l.setLintConfig(config);
    return l;
  })();
  linter.catch(() => {
    // A failed load must not poison later calls: the next call tries again.
    linter = undefined;
  });
  return linter;
}

function toHarperLint(l: Lint, rule: string): HarperLint {
  const span = l.span();
  const suggestions = l.suggestions();
  const first = suggestions[0];
  let suggestion: string | undefined;
  if (first) {
    const text = first.get_replacement_text();
    // SuggestionKind: 0 replace, 1 remove, 2 insert after the problem text.
    const kind = Number(first.kind());
    suggestion = kind === 1 ? "" : kind === 2 ? l.get_problem_text() + text : text;
  }
  return {
    rule,
    kind: l.lint_kind(),
    // harper.js already reports JavaScript (UTF-16) string indices, emoji included.
    start: span.start,
    end: span.end,
    problem: l.get_problem_text(),
    message: l.message(),
    suggestion,
  };
}

const POSSESSIVE_BEFORE = new Set(
  "for of in on at with from to about by into onto under over than like has have had lost made found broke hurt shook".split(
    " ",
  ),
);
const LOT_AS_SUBJECT =
  /^(is|was|has|had|can|could|will|would|may|might|must|should|depends|happened|changed|remains|means|matters)\b/;

/**
 * Lints that a rule gets wrong in a context learners often write, though the rule is right elsewhere.
 * @param lint - the lint
 * @param text - the linted text
 * @returns true when the lint should be dropped
 */
export function isKnownMisfire(lint: HarperLint, text: string): boolean {
  const after = text.slice(lint.end).trimStart().toLowerCase();
  const before = /([A-Za-z']+)\W*$/.exec(text.slice(0, lint.start))?.[1]?.toLowerCase() ?? "";
  // ItsPossessive is right after a preposition or a verb in the past ("famous for it's food", "wagged it's
  // tail", "has it's own"), but wrong in "It's no use", "I hope it's sunny", "so that it's possible".
  if (lint.rule === "ItsPossessive") {
    if (/^no\b/.test(after)) return true;
    if (!(POSSESSIVE_BEFORE.has(before) || /ed$/.test(before))) return true;
  }
  // QuantifierNeedsOf: "I have a lot friends" needs "of", but "A lot depends on the weather" does not.
  if (lint.rule === "QuantifierNeedsOf" && LOT_AS_SUBJECT.test(after)) return true;
  // MassNouns: "many furnitures" → "furniture" is right; "an advice" → "an tip" is no English.
  if (lint.rule === "MassNouns" && /\ban [^aeiou\s]/i.test(lint.suggestion ?? "")) return true;
  // CapitalizePersonalPronouns: "i like" → "I like", but "i.e." is an abbreviation.
  if (lint.rule === "CapitalizePersonalPronouns" && text[lint.end] === ".") return true;
  // ToTwoToo: "Me to." is right, but in "go to there" the mistake is the "to" itself, not "too".
  if (lint.rule === "ToTwoToo" && /^(there|here|home|abroad|downtown|overseas)\b/.test(after)) return true;
  return false;
}

/**
 * Lints a whole text with harper.js, leaving out style advice, rules switched off for learners and known
 * misfires ({@link isKnownMisfire}).
 * @param text - the essay
 * @returns the grammar findings, offsets in `text`, in text order
 */
export async function harperLints(text: string): Promise<HarperLint[]> {
  const l = await getHarper();
  // organizedLints keeps each lint's rule name (lint() does not), for the misfire filter and the mapping.
  const groups = await l.organizedLints(text, { language: "plaintext" });
  const out: HarperLint[] = [];
  for (const [rule, lints] of Object.entries(groups)) {
    for (const x of lints) {
      const lint = IGNORED_KINDS.has(x.lint_kind()) ? undefined : toHarperLint(x, rule);
      // A lint without a real correction is vague advice and the most common false alarm for learners.
      if (lint?.suggestion !== undefined && lint.suggestion !== lint.problem && !isKnownMisfire(lint, text)) {
        out.push(lint);
      }
      // Lints live in WebAssembly memory; free them now rather than waiting for the finaliser.
      x.free();
    }
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}
