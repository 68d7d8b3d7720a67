import { isIrregularVerbForm, isKnownVerb } from "./lemma.ts";
import { type AnswerToken, answerTokens } from "./tokens.ts";
import {
  AUXILIARIES,
  CONJUNCTIONS,
  DETERMINERS,
  DISCOURSE_WORDS,
  LIGHT_ADVERBS,
  NEGATORS,
  PREPOSITIONS,
  PRONOUNS,
  SUBJECT_WORDS,
} from "./word-lists.ts";

/**
 * A deliberately simple subject-and-verb check for the language score. A clause is a subject — a
 * subject pronoun (I, she, there, this…) or a noun-like word (any word that is not a function word,
 * adverb or verb form) — followed, after optional light adverbs and "not", by a verb form: an
 * auxiliary (is, are, do, can, will, has…), a form of an irregular verb (went, eats, reads), a form of
 * an everyday regular verb (like, plays, walked), or another word ending in -ed. An -ing form alone
 * ("a boy playing soccer") is not a finite verb. It cannot parse: "Yesterday went" passes, an unknown
 * verb in its base form ("I jaywalk") fails.
 */

/** Whether a token can be the finite verb of a clause. */
function isVerbForm(t: AnswerToken): boolean {
  if (AUXILIARIES.has(t.text)) return true;
  if (t.text.endsWith("ing") && t.lemmas[0] !== t.text) return false;
  if (isIrregularVerbForm(t.text) || isKnownVerb(t.text)) return true;
  return t.text.length > 4 && t.text.endsWith("ed");
}

/** Whether a token can be the subject of a clause (after a determiner, a verb-like noun can: "the rain"). */
function isSubject(t: AnswerToken, previous: AnswerToken | undefined): boolean {
  const w = t.text;
  if (SUBJECT_WORDS.has(w)) return true;
  if (/^\d/.test(w) || PRONOUNS.has(w) || DETERMINERS.has(w) || PREPOSITIONS.has(w) || AUXILIARIES.has(w))
    return false;
  if (CONJUNCTIONS.has(w) || DISCOURSE_WORDS.has(w) || LIGHT_ADVERBS.has(w) || NEGATORS.has(w)) return false;
  const afterDeterminer =
    previous !== undefined && previous.sentence === t.sentence && DETERMINERS.has(previous.text);
  return afterDeterminer || !isVerbForm(t);
}

/**
 * Whether a sentence has a subject followed by a verb (see above; "I like summer." yes, "Summer." no,
 * "A boy playing soccer." no).
 * @param sentence - one sentence (with several, any of them counts)
 * @returns true when a subject-verb pair is found
 */
export function hasSubjectAndVerb(sentence: string): boolean {
  const tokens = answerTokens(sentence);
  return tokens.some((t, i) => {
    if (!isSubject(t, tokens[i - 1])) return false;
    let j = i + 1;
    while (j < tokens.length && (LIGHT_ADVERBS.has(tokens[j]?.text ?? "") || tokens[j]?.text === "not")) j++;
    const next = tokens[j];
    return next !== undefined && next.sentence === t.sentence && isVerbForm(next);
  });
}
