import type { DictionarySearchType } from "@hibiki/contracts/dictionary";

/** Japanese script (kana, kanji): such input is looked up Japanese → English. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/**
 * The search direction an input asks for: Japanese → English when it holds Japanese script.
 * @param word - what was typed
 * @returns 2 for Japanese input, else 1
 */
export function searchTypeOf(word: string): DictionarySearchType {
  return JAPANESE.test(word) ? 2 : 1;
}

/** URLs of the dictionary screens (spec: /dictionary/index, about, search). */
export const dictionaryUrls = {
  index: () => "/dictionary/index",
  about: () => "/dictionary/about",
  search: (word: string, type: DictionarySearchType = searchTypeOf(word)) =>
    `/dictionary/search?${new URLSearchParams({ word: word.trim(), type: String(type) })}`,
  wordBook: () => "/my_collection?tab=words",
};
