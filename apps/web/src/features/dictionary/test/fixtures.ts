import type { DictEntry } from "@hibiki/contracts";

/** An entry as the server gives it (original glosses written for the tests). */
export const entry = (over: Partial<DictEntry> = {}): DictEntry => ({
  word_id: 41,
  word: "apron",
  query: "apron",
  ipa: "ˈeɪprən",
  audio_url: "/v3/tts/speak?text=apron&sig=x",
  meanings_ja: [{ pos: "noun", text: "エプロン" }, { text: "前掛け" }],
  senses_en: [
    {
      pos: "noun",
      definition: "a piece of cloth worn over the front of clothes to keep them clean",
      examples: ["She put on an apron before cooking."],
      synonyms: ["pinafore", "smock"],
    },
  ],
  in_word_book: false,
  ...over,
});
