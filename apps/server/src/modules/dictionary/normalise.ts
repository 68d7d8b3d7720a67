/** Punctuation around a word picked from a sentence ("night," / "(go)" / 「猫」). */
const EDGE_PUNCTUATION = /^[\s"'([「『,.!?:;]+|[\s"'()\]」』,.!?:;]+$/g;

/**
 * What was typed, made comparable with the headwords: full-width to half-width (NFKC), curly quotes to
 * straight ones, lower case, single spaces, no punctuation around it (the pen sends words picked from a
 * sentence).
 * @param typed - the query as typed
 * @returns the normalised query
 */
export function normaliseQuery(typed: string): string {
  return typed
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(EDGE_PUNCTUATION, "");
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
/** Whether a query is Japanese (kana or kanji): it is then looked up in the Japanese meanings. */
export const isJapanese = (q: string) => JAPANESE.test(q);
