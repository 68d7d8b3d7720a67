/** Meaning-based scoring of open answers: tokens, lemmas, rubric terms and elements, content score. */
export * from "./clause.ts";
export * from "./content-score.ts";
export * from "./contractions.ts";
export * from "./elements.ts";
export * from "./lemma.ts";
export * from "./negation.ts";
export * from "./numbers.ts";
export * from "./split-answer.ts";
export * from "./terms.ts";
export * from "./tokens.ts";
