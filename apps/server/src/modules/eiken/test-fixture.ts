import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A small built content folder with Eiken word lists (catalog.json `eiken_words` + eiken/words/), so the
 * API tests do not depend on the real lists: grade 5 with WORDS_PER_GRADE nouns, grade 3 with a few
 * verbs, the other grades without a list. Original text.
 */
export const WORDS_PER_GRADE = 24;

const noun = (i: number) => {
  const word = `item${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
  return {
    word,
    pos: "noun",
    ja: `もの${i + 1}`,
    ipa: "ˈaɪtəm",
    example: `I keep the ${word} in my bag.`,
    example_ja: `私はかばんに${i + 1}番目のものを入れている。`,
  };
};

const verbs = ["carry", "borrow", "explain", "repair", "invite"].map((word, i) => ({
  word,
  pos: "verb",
  ja: `動詞${i + 1}`,
  ipa: "wɜːd",
  example: `Please ${word} it today.`,
  example_ja: "今日それをしてください。",
}));

/**
 * Writes the fixture content folder.
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeEikenContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-eiken-fixture-"));
  mkdirSync(join(dir, "eiken", "words"), { recursive: true });
  const lists = [
    { grade: "5", words: Array.from({ length: WORDS_PER_GRADE }, (_, i) => noun(i)) },
    { grade: "3", words: verbs },
  ];
  for (const l of lists)
    writeFileSync(join(dir, "eiken", "words", `grade-${l.grade}.json`), JSON.stringify(l));
  const catalog = {
    books: [],
    eiken_words: lists.map((l) => ({
      grade: l.grade,
      count: l.words.length,
      path: `eiken/words/grade-${l.grade}.json`,
    })),
    eiken_interviews: [],
  };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  return dir;
}
