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

const gapFill = (code: string, n: number, set: "practice" | "mock") => ({
  res_code: code,
  res_id: set === "mock" ? 9801 : 9800,
  res_title: `英検5級 ${set} 語句`,
  res_version: 7,
  kind: "grammar-choice",
  eiken_grade: "5",
  eiken_section: "vocab-gap",
  eiken_set: set,
  option_random: 0,
  items: Array.from({ length: n }, (_, k) => ({
    index: k,
    question_id: `v${k + 1}`,
    screen_text: `My cat ___ on the sofa (${k + 1}).`,
    answers: [
      { index: 0, content: "sleeps", correct: 1 },
      { index: 1, content: "sleep", correct: 0 },
    ],
  })),
});
const listening = {
  res_code: "eiken-5-mock-listen-1-1",
  res_id: 9802,
  res_title: "英検5級 mock リスニング",
  res_version: 7,
  kind: "listening-choice",
  eiken_grade: "5",
  eiken_section: "listen-1",
  eiken_set: "mock",
  eiken_plays: 2,
  option_random: 0,
  items: Array.from({ length: 2 }, (_, k) => ({
    index: k,
    question_id: `l${k + 1}`,
    screen_text: "Choose the best response.",
    audio_file: `l${k + 1}.mp3`,
    answers: [
      { index: 0, content: "1", correct: 1 },
      { index: 1, content: "2", correct: 0 },
      { index: 2, content: "3", correct: 0 },
    ],
  })),
};
/** Grade 5's practice set (4 gap-fill items) and a two-part mock test (4 gap-fill, 2 listening). */
export const EIKEN_FIXTURE = {
  practice: gapFill("eiken-5-practice-vocab-gap-1", 4, "practice"),
  /** a second practice set, in a later section (written only when asked for) */
  practiceListening: {
    ...listening,
    res_code: "eiken-5-practice-listen-1-1",
    res_id: 9803,
    res_title: "英検5級 practice リスニング",
    eiken_set: "practice",
  },
  mockReading: gapFill("eiken-5-mock-vocab-gap-1", 4, "mock"),
  mockListening: listening,
};

/**
 * Writes the fixture content folder (with a second, listening practice set when asked).
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeEikenContent(opts: { listeningPractice?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-eiken-fixture-"));
  mkdirSync(join(dir, "eiken", "words"), { recursive: true });
  const lists = [
    { grade: "5", words: Array.from({ length: WORDS_PER_GRADE }, (_, i) => noun(i)) },
    { grade: "3", words: verbs },
  ];
  for (const l of lists)
    writeFileSync(join(dir, "eiken", "words", `grade-${l.grade}.json`), JSON.stringify(l));
  const resources = [
    EIKEN_FIXTURE.practice,
    EIKEN_FIXTURE.mockReading,
    EIKEN_FIXTURE.mockListening,
    ...(opts.listeningPractice ? [EIKEN_FIXTURE.practiceListening] : []),
  ];
  for (const r of resources) {
    const out = join(dir, "res", r.res_code, String(r.res_version));
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "resource.json"), JSON.stringify(r));
  }
  const catalog = {
    eiken_practice: resources.map((r) => ({
      res_code: r.res_code,
      res_id: r.res_id,
      kind: r.kind,
      res_version: r.res_version,
      title: { ja: r.res_title, en: `${r.res_title} (en)` },
      item_count: r.items.length,
      path: `res/${r.res_code}/${r.res_version}/resource.json`,
      grade: r.eiken_grade,
      set: r.eiken_set,
      section: r.eiken_section,
      ...("eiken_plays" in r ? { plays: r.eiken_plays } : {}),
    })),
    books: [],
    eiken_words: lists.map((l) => ({
      grade: l.grade,
      count: l.words.length,
      path: `eiken/words/grade-${l.grade}.json`,
    })),
    eiken_interviews: [
      {
        grade: "5",
        card_id: "g5-breakfast",
        title: "Breakfast",
        questions: 3,
        path: "eiken/interview/g5-breakfast/card.json",
        resource: {
          res_code: "eiken-interview-g5-breakfast",
          res_id: 9900,
          kind: "mixed",
          res_version: 3,
          title: { ja: "英検5級 面接 朝ごはん", en: "Eiken Grade 5 interview: Breakfast" },
          item_count: 4,
          path: "res/eiken-interview-g5-breakfast/3/resource.json",
        },
      },
    ],
  };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  return dir;
}
