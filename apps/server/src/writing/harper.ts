import type { Lint, LocalLinter } from "harper.js";

/** A harper.js finding with offsets as UTF-16 indices of the linted text. */
export type HarperLint = {
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

function toHarperLint(l: Lint): HarperLint {
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
    kind: l.lint_kind(),
    // harper.js already reports JavaScript (UTF-16) string indices, emoji included.
    start: span.start,
    end: span.end,
    problem: l.get_problem_text(),
    message: l.message(),
    suggestion,
  };
}

/**
 * Lints a whole text with harper.js, leaving out style advice.
 * @param text - the essay
 * @returns the grammar findings, offsets in `text`
 */
export async function harperLints(text: string): Promise<HarperLint[]> {
  const l = await getHarper();
  const lints = await l.lint(text, { language: "plaintext" });
  const out: HarperLint[] = [];
  for (const x of lints) {
    const lint = IGNORED_KINDS.has(x.lint_kind()) ? undefined : toHarperLint(x);
    // A lint without a real correction is vague advice and the most common false alarm for learners.
    if (lint?.suggestion !== undefined && lint.suggestion !== lint.problem) out.push(lint);
    // Lints live in WebAssembly memory; free them now rather than waiting for the finaliser.
    x.free();
  }
  return out;
}
