import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const WORDS: Array<[string, string, string, string]> = [
  ["dog", "noun", "犬", "My dog likes long walks."],
  ["cat", "noun", "猫", "The cat is sleeping on the sofa."],
  ["run", "verb", "走る", "I run in the park every morning."],
  ["book", "noun", "本", "This book is about space."],
  ["happy", "adjective", "幸せな", "She looks happy today."],
  ["school", "noun", "学校", "Our school has a big gym."],
  ["eat", "verb", "食べる", "We eat lunch at noon."],
  ["water", "noun", "水", "Please drink some water."],
  ["blue", "adjective", "青い", "The sky is blue."],
  ["friend", "noun", "友だち", "Ken is my best friend."],
  ["swim", "verb", "泳ぐ", "Fish swim in the river."],
  ["tall", "adjective", "背が高い", "My brother is very tall."],
];

/** word_id of a fixture word (small numbers: the fixture is not the built content). */
export const fixtureWordId = (word: string) => 1000 + WORDS.findIndex(([w]) => w === word);

/** The fixture's words in book order. */
export const FIXTURE_WORDS = WORDS.map(([word, pos, mean, sentence]) => ({
  word_id: fixtureWordId(word),
  word,
  pos,
  mean,
  ipa: "x",
  sentence,
  sentence_jp: `${mean}の例文。`,
  cefr_lv: "A1",
}));

/**
 * Writes a content folder with two word books: eiken-5 (12 words) and cefr-a1 (its first 6 words).
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeStudyWordContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-study-word-fixture-"));
  mkdirSync(join(dir, "word-books"), { recursive: true });
  const books = [
    {
      book_id: "eiken-5",
      kind: "eiken",
      title_ja: "英検5級の単語",
      title_en: "Eiken Grade 5 words",
      words: FIXTURE_WORDS,
    },
    {
      book_id: "cefr-a1",
      kind: "cefr",
      title_ja: "CEFR-J A1の単語",
      title_en: "CEFR-J A1 words",
      words: FIXTURE_WORDS.slice(0, 6),
    },
  ].map((b) => ({ ...b, word_count: b.words.length, path: `word-books/${b.book_id}.json` }));
  for (const b of books) writeFileSync(join(dir, b.path), JSON.stringify(b));
  writeFileSync(
    join(dir, "word-books", "index.json"),
    JSON.stringify({ books: books.map(({ words: _, ...info }) => info) }),
  );
  writeFileSync(join(dir, "catalog.json"), JSON.stringify({ books: [] }));
  return dir;
}
