import { stressedVowel } from "../modules/dictionary/phonetic.ts";
import { arpabetToIpa } from "./arpabet-ipa.ts";

/** A word's pronunciation: IPA and the first vowel phone (for sound-alike matches). */
export type Pronunciation = { ipa: string; vowel: string };

/**
 * Reads cmu-pronouncing-dictionary (CMUdict): the first pronunciation of every word.
 * @returns pronunciations by lower-case word
 */
export async function readCmudict(): Promise<Map<string, Pronunciation>> {
  const { dictionary } = (await import("cmu-pronouncing-dictionary")) as {
    dictionary: Record<string, string>;
  };
  const out = new Map<string, Pronunciation>();
  for (const [key, arpabet] of Object.entries(dictionary)) {
    if (key.endsWith(")")) continue; // "word(2)": an alternative pronunciation
    out.set(key, { ipa: arpabetToIpa(arpabet), vowel: stressedVowel(arpabet) });
  }
  return out;
}
