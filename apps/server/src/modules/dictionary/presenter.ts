import type { DictEntry, DictionarySenseEn } from "@hibiki/contracts";
import type { LookupHit } from "./lookup.ts";

/** Synonyms shown per English sense. */
const SYNONYMS_PER_SENSE = 5;

/** The English senses in the word's sense order, without the headword among the synonyms. */
function sensesOf(hit: LookupHit): DictionarySenseEn[] {
  const byId = new Map(hit.synsets.map((s) => [s.id, s]));
  const self = hit.row.word;
  return hit.row.synsets.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    return [
      {
        pos: s.pos,
        definition: s.definition,
        examples: s.examples,
        synonyms: s.synonyms.filter((w) => w.toLowerCase() !== self).slice(0, SYNONYMS_PER_SENSE),
      },
    ];
  });
}

/**
 * A dictionary entry as the pages show it.
 * @param hit - the found word
 * @param typed - what the student typed
 * @param extra - the student's word-book state and the word's audio URL
 * @returns the DictEntry
 */
export function presentEntry(
  hit: LookupHit,
  typed: string,
  extra: { inWordBook: boolean; audioUrl: string | null },
): DictEntry {
  const r = hit.row;
  return {
    word_id: r.id,
    word: r.display,
    query: typed.trim(),
    ...(hit.inflection ? { inflection: hit.inflection } : {}),
    ipa: r.ipa,
    audio_url: extra.audioUrl,
    meanings_ja: r.meanings_ja.map((m) => ({
      ...(m.pos ? { pos: m.pos } : {}),
      text: m.text,
      ...(m.gloss_en ? { gloss_en: m.gloss_en } : {}),
    })),
    senses_en: sensesOf(hit),
    in_word_book: extra.inWordBook,
  };
}
