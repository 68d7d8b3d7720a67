// Comparative and superlative forms of everyday adjectives, for the comparative rule. Short adjectives
// (one syllable, or two ending in -y) take -er/-est; long ones take more/most. Adjectives that take both
// ("friendly", "clever", "quiet", "simple") are left out on purpose, so they are never flagged.
const IRREGULAR =
  "good better best|bad worse worst|far farther farthest|little less least|many more most|much more most";

const SHORT = `big small tall short long old young new fast slow high low cheap hot cold warm cool nice large strong
weak rich poor kind smart clean close deep wide near great safe late quick dark bright light sweet fresh cute
wise brave thin fat sad wet hard soft loud full easy happy busy early heavy pretty funny noisy lucky healthy dirty
crazy angry hungry sleepy lazy tasty scary silly ugly windy rainy sunny cloudy tiny`;

const LONG = `beautiful interesting difficult important famous popular expensive useful delicious exciting wonderful
careful dangerous comfortable convenient boring excited interested tired surprised colorful colourful peaceful
powerful helpful different necessary special serious terrible traditional modern expensive exciting`;

export type Degrees = { base: string; comparative: string; superlative: string };

function regular(base: string): Degrees {
  if (/[^aeiou]y$/.test(base)) {
    const stem = base.slice(0, -1);
    return { base, comparative: `${stem}ier`, superlative: `${stem}iest` };
  }
  if (base.endsWith("e")) return { base, comparative: `${base}r`, superlative: `${base}st` };
  // big → bigger: one vowel before one final consonant doubles it.
  if (/^[^aeiou]*[aeiou][bdglmnpt]$/.test(base) && !/^(cool|cheap|deep|great|sweet|weak|loud)$/.test(base)) {
    const last = base.slice(-1);
    return { base, comparative: `${base}${last}er`, superlative: `${base}${last}est` };
  }
  return { base, comparative: `${base}er`, superlative: `${base}est` };
}

const byBase = new Map<string, Degrees>();
for (const row of IRREGULAR.split("|")) {
  const [base, comparative, superlative] = row.split(" ") as [string, string, string];
  byBase.set(base, { base, comparative, superlative });
}
for (const base of SHORT.split(/\s+/).filter(Boolean)) byBase.set(base, regular(base));

const byComparative = new Map<string, Degrees>();
const bySuperlative = new Map<string, Degrees>();
for (const d of byBase.values()) {
  if (d.base === "many" || d.base === "much" || d.base === "little") continue;
  byComparative.set(d.comparative, d);
  bySuperlative.set(d.superlative, d);
}

// Short adjectives that only take -er/-est in everyday English, so "more big" / "the most tall" are errors.
// ("more kind", "more clear", "more quiet" are also used, so such adjectives are not in this list.)
const STRICT = `big small tall short long old young new fast slow high low cheap hot cold warm large strong weak
rich poor hard soft easy happy busy early heavy pretty funny noisy lucky dirty hungry sleepy tasty scary tiny nice
cute good bad`;
/** Adjectives for which "more X" / "the most X" is wrong. */
export const STRICT_SHORT_ADJECTIVES = new Set(STRICT.split(/\s+/).filter(Boolean));

/** Long adjectives: "more beautiful", never "beautifuller". */
export const LONG_ADJECTIVES = new Set(LONG.split(/\s+/).filter(Boolean));

/** The degrees of a short or irregular adjective given its base form ("big" → bigger, biggest). */
export function degreesOf(base: string): Degrees | undefined {
  return byBase.get(base);
}

/** The adjective whose comparative is `word` ("bigger", "better"), if it is a listed one. */
export function comparativeOf(word: string): Degrees | undefined {
  return byComparative.get(word);
}

/** The adjective whose superlative is `word` ("biggest", "best"), if it is a listed one. */
export function superlativeOf(word: string): Degrees | undefined {
  return bySuperlative.get(word);
}

const wrong = new Map<string, { right: string; degree: "comparative" | "superlative" }>([
  ["gooder", { right: "better", degree: "comparative" }],
  ["goodest", { right: "best", degree: "superlative" }],
  ["badder", { right: "worse", degree: "comparative" }],
  ["baddest", { right: "worst", degree: "superlative" }],
  ["worser", { right: "worse", degree: "comparative" }],
  ["worsest", { right: "worst", degree: "superlative" }],
  ["bestest", { right: "best", degree: "superlative" }],
  ["betterer", { right: "better", degree: "comparative" }],
  ["mostest", { right: "most", degree: "superlative" }],
  ["funner", { right: "more fun", degree: "comparative" }],
  ["funnest", { right: "most fun", degree: "superlative" }],
  ["farer", { right: "farther", degree: "comparative" }],
  ["manier", { right: "more", degree: "comparative" }],
]);
// Misspelt regular forms: "biger", "hoter", "easyer", "happyest".
for (const d of byBase.values()) {
  if (!SHORT.includes(d.base)) continue;
  const plainEr = `${d.base}er`;
  const plainEst = `${d.base}est`;
  if (plainEr !== d.comparative && !byComparative.has(plainEr))
    wrong.set(plainEr, { right: d.comparative, degree: "comparative" });
  if (plainEst !== d.superlative) wrong.set(plainEst, { right: d.superlative, degree: "superlative" });
}
for (const base of LONG_ADJECTIVES) {
  const stems = base.endsWith("l") ? [base, `${base}l`] : [base.replace(/e$/, ""), base];
  for (const stem of stems) {
    wrong.set(`${stem}er`, { right: `more ${base}`, degree: "comparative" });
    wrong.set(`${stem}est`, { right: `most ${base}`, degree: "superlative" });
  }
}
// Real words that look like misspelt forms.
for (const real of [
  "later",
  "latest",
  "closer",
  "finer",
  "wiser",
  "nicer",
  "larger",
  "safer",
  "cuter",
  "bigot",
  "longer",
]) {
  if (byComparative.has(real) || bySuperlative.has(real)) wrong.delete(real);
}
wrong.delete("lateer");

/** The right form for a wrongly built comparative or superlative ("gooder" → "better", "biger" → "bigger"). */
export function wrongDegree(
  word: string,
): { right: string; degree: "comparative" | "superlative" } | undefined {
  return wrong.get(word);
}
