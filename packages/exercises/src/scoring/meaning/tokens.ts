import { expandContraction } from "./contractions.ts";
import { lemmaCandidates } from "./lemma.ts";
import { splitAnswer } from "./split-answer.ts";

/** One token of an answer, after contraction expansion ("I'll" gives two tokens: i, will). */
export interface AnswerToken {
  /** the word, lower-case, contractions expanded */
  text: string;
  /** candidate lemmas, likeliest first (see lemmaCandidates) */
  lemmas: readonly string[];
  /** index of its sentence in the answer */
  sentence: number;
  /** index of the surface word it comes from in answerWords(text) */
  word: number;
}

/**
 * Tokenises an answer for meaning matching: sentences and words from splitAnswer, contractions
 * expanded, each token with its lemma candidates. Element evidence (matchElements) is given as indices
 * into this list.
 * @param text - the raw answer
 * @returns the tokens in order
 */
export function answerTokens(text: string): AnswerToken[] {
  const out: AnswerToken[] = [];
  let word = 0;
  splitAnswer(text).forEach((words, sentence) => {
    for (const surface of words) {
      for (const t of expandContraction(surface))
        out.push({ text: t, lemmas: lemmaCandidates(t), sentence, word });
      word++;
    }
  });
  return out;
}
