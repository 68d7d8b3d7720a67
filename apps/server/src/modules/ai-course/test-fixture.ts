import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A small built content folder with one AI study course (jh1, two lessons), laid out as the content build
 * writes it (catalog.json's `ai_study` entry, ai-study/index.json, each lesson.json, grammar-index.json and
 * the mixed resources), plus one textbook resource whose questions the grammar index tags, so the API
 * tests do not depend on the real content. Original text.
 */

type Item = Record<string, unknown> & { question_id: string; item_type: string };

const choice = (
  id: string,
  point: string,
  sentence: string,
  options: string[],
  answer: number,
  full: string,
  ja: string,
  why: string,
): Item => ({
  kind: "grammar-choice",
  question_id: id,
  item_type: point,
  screen_en_text: full,
  screen_jp_text: ja,
  explanation: why,
  screen_text: sentence,
  answers: options.map((content, index) => ({ index, content, correct: index === answer })),
});

/** An order item: the words of `full` (without its final mark) as cards in the given order. */
const order = (id: string, point: string, full: string, ja: string, why: string, cards: string[]): Item => ({
  kind: "sentence-sorting",
  question_id: id,
  item_type: point,
  screen_en_text: full,
  screen_jp_text: ja,
  explanation: why,
  screen_text: `${cards.map(() => "___").join(" ")}${full.slice(-1)}`,
  choose: cards.map((content, index) => ({ index, content })),
  answer: [full],
});

const fix = (id: string, point: string, wrong: string, full: string, ja: string, why: string): Item => ({
  kind: "ja-to-en-writing",
  question_id: id,
  item_type: point,
  screen_en_text: full,
  screen_jp_text: ja,
  explanation: why,
  screen_text: wrong,
  instruction_jp: `次の英文のまちがいを1か所直して、正しい英文を書きましょう：${wrong}`,
  answer: [full],
});

const speak = (id: string, point: string, full: string, ja: string): Item => ({
  kind: "single-reading",
  question_id: id,
  item_type: point,
  screen_en_text: full,
  screen_jp_text: ja,
  category: "read_sentence",
  evaluate_text: full,
});

const L1 = "jh1-01-be-present";
const L2 = "jh1-02-verb-present";

/** The items of each AI resource. */
export const AI_ITEMS = {
  [`ai-${L1}-review`]: [
    choice(
      "r1",
      "be-present",
      "I ___ a student.",
      ["am", "are", "is"],
      0,
      "I am a student.",
      "私は生徒です。",
      "主語が I なので am。",
    ),
    order(
      "r2",
      "be-present",
      "Are you from Osaka?",
      "あなたは大阪の出身ですか。",
      "疑問文は be動詞を主語の前に。",
      ["from", "Are", "Osaka", "you"],
    ),
    fix(
      "r3",
      "be-present",
      "He are my friend.",
      "He is my friend.",
      "彼は私の友だちです。",
      "He は単数なので is。",
    ),
  ],
  [`ai-${L1}-consolidation`]: [
    speak("c1", "be-present", "My name is Yui and I am thirteen.", "私の名前はユイで、13歳です。"),
    choice(
      "c2",
      "be-present",
      "They ___ in the gym.",
      ["am", "are", "is"],
      1,
      "They are in the gym.",
      "彼らは体育館にいます。",
      "They は複数なので are。",
    ),
  ],
  [`ai-${L2}-review`]: [
    choice(
      "r1",
      "verb-present",
      "I ___ tennis every day.",
      ["play", "plays"],
      0,
      "I play tennis every day.",
      "私は毎日テニスをします。",
      "主語が I なので play。",
    ),
    order(
      "r2",
      "verb-present",
      "Do you like cats?",
      "あなたはねこが好きですか。",
      "疑問文は Do で始めます。",
      ["cats", "like", "Do", "you"],
    ),
    fix(
      "r3",
      "verb-present",
      "I am play the piano.",
      "I play the piano.",
      "私はピアノをひきます。",
      "一般動詞の文に am はいりません。",
    ),
  ],
  [`ai-${L2}-consolidation`]: [
    speak("c1", "verb-present", "I walk to school with my sister.", "私は姉と歩いて学校へ行きます。"),
    choice(
      "c2",
      "be-present",
      "We ___ good friends.",
      ["am", "are", "is"],
      1,
      "We are good friends.",
      "私たちは仲よしです。",
      "We は複数なので are。",
    ),
  ],
  "ai-jh1-test": [
    choice(
      "t1",
      "be-present",
      "She ___ my sister.",
      ["am", "are", "is"],
      2,
      "She is my sister.",
      "彼女は私の姉です。",
      "She は単数なので is。",
    ),
    choice(
      "t2",
      "be-present",
      "You ___ kind.",
      ["am", "are", "is"],
      1,
      "You are kind.",
      "あなたは親切です。",
      "You には are。",
    ),
    choice(
      "t3",
      "verb-present",
      "We ___ lunch at noon.",
      ["eat", "eats"],
      0,
      "We eat lunch at noon.",
      "私たちは正午に昼食を食べます。",
      "We には eat。",
    ),
    choice(
      "t4",
      "verb-present",
      "I ___ music.",
      ["like", "likes"],
      0,
      "I like music.",
      "私は音楽が好きです。",
      "I には like。",
    ),
  ],
} as const satisfies Record<string, Item[]>;

const bankItems = [
  ...AI_ITEMS[`ai-${L1}-review`].map((i) => ({ ...i, question_id: `01-${i.question_id}` })),
  { ...AI_ITEMS[`ai-${L1}-consolidation`][1], question_id: "01-c2" },
  ...AI_ITEMS[`ai-${L2}-review`].map((i) => ({ ...i, question_id: `02-${i.question_id}` })),
  { ...AI_ITEMS[`ai-${L2}-consolidation`][1], question_id: "02-c2" },
];

/** The textbook resource the grammar index tags (q1, q2: be-present; q3 untagged). */
export const TEXTBOOK = {
  res_code: "tb1-u1-be",
  res_id: 9101,
  res_title: "be動詞を選ぼう",
  res_version: 1,
  kind: "grammar-choice",
  option_random: 0,
  items: [
    {
      index: 0,
      question_id: "q1",
      screen_text: "My brother ___ a tall boy.",
      answers: opts(["is", "are"], 0),
    },
    { index: 1, question_id: "q2", screen_text: "We ___ in the park now.", answers: opts(["am", "are"], 1) },
    { index: 2, question_id: "q3", screen_text: "Look ___ the sky.", answers: opts(["at", "on"], 0) },
  ],
};

function opts(list: string[], right: number) {
  return list.map((content, index) => ({ index, content, correct: index === right ? 1 : 0 }));
}

/** A level-test resource code the grammar index tags (no resource file: the answers are inserted). */
export const CEFR_RES = "cefr-a1-grammar";

const RES_ID = { review: 1, consolidation: 2, test: 3, bank: 4 } as const;

type Stage = keyof typeof RES_ID;

const resourceOf = (resCode: string, stage: Stage, n: number, items: readonly Item[]) => ({
  res_code: resCode,
  res_id: 9200 + n * 10 + RES_ID[stage],
  res_title: `AI ${resCode}`,
  res_type: "ai-study",
  res_version: 1,
  res_level: "jh1",
  kind: "mixed",
  option_random: 0,
  items: items.map((item, index) => ({ ...item, index })),
});

const refs = (items: readonly Item[]) =>
  items.map((i) => ({
    question_id: i.question_id,
    type: (
      {
        "grammar-choice": "choice",
        "sentence-sorting": "order",
        "ja-to-en-writing": "fix",
        "single-reading": "speak",
      } as Record<string, string>
    )[i.kind as string],
    point: i.item_type,
  }));

const slide = (n: number, heading: string, en: string) => ({
  slide_id: `s${n}`,
  heading_ja: heading,
  body_ja: `${heading}の説明です。`,
  examples: [{ en, ja: "例文です。", highlight: en.split(" ")[1] }],
  narration: [{ cue_id: `s${n}-n1`, en: `Listen: ${en}`, ja: "聞いてみよう。" }],
});

const check = (n: number, sentence: string, options: string[], answer: number) => ({
  point_id: `e${n}`,
  heading_ja: `ポイント ${n}`,
  body_ja: "主語に合わせて形を選びます。",
  examples: [{ en: "I am Ken.", ja: "私はケンです。" }],
  check: { check_id: `e${n}`, sentence, options, answer, explain_ja: "主語を見て選びます。" },
});

const LESSONS = [
  {
    lesson_id: L1,
    lesson_no: 1,
    point: "be-present",
    title: { ja: "be動詞（am / are / is）", en: "Be-verbs: am, are, is" },
    goal_ja: "主語に合わせて am / are / is を使い分けられる。",
    video: [slide(1, "「〜です」は be動詞", "I am Ken."), slide(2, "you と複数には are", "You are kind.")],
    explanation: [
      check(1, "They ___ in the gym.", ["am", "are", "is"], 1),
      check(2, "I ___ Ken.", ["am", "is"], 0),
    ],
  },
  {
    lesson_id: L2,
    lesson_no: 2,
    point: "verb-present",
    title: { ja: "一般動詞の現在形", en: "Present simple (I / you)" },
    goal_ja: "一般動詞で自分のことを言える。",
    video: [slide(1, "動作を表す動詞", "I play tennis.")],
    explanation: [check(1, "I ___ tennis.", ["play", "am"], 0)],
  },
];

/** Lesson ids, res_codes and the course id the tests use. */
export const AI_FIXTURE = {
  course: "jh1",
  lesson1: L1,
  lesson2: L2,
  review1: `ai-${L1}-review`,
  consolidation1: `ai-${L1}-consolidation`,
  review2: `ai-${L2}-review`,
  test: "ai-jh1-test",
  bank: "ai-jh1-bank",
  textbook: TEXTBOOK.res_code,
} as const;

/**
 * Writes the folder.
 * @returns its path
 */
export function writeAiCourseContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-ai-course-"));
  const write = (path: string, data: unknown) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(data));
  };
  const entries: unknown[] = [];
  const addResource = (
    resCode: string,
    stage: Stage,
    n: number,
    items: readonly Item[],
    lessonId: string | null,
  ) => {
    const r = resourceOf(resCode, stage, n, items);
    const path = `res/${resCode}/1/resource.json`;
    write(path, r);
    entries.push({
      res_code: resCode,
      res_id: r.res_id,
      kind: "mixed",
      res_type: "ai-study",
      res_version: 1,
      title: { ja: r.res_title, en: r.res_title },
      item_count: items.length,
      path,
      course: "jh1",
      lesson_id: lessonId,
      stage,
    });
  };
  const summaries = LESSONS.map((l, n) => {
    const review = `ai-${l.lesson_id}-review`;
    const consolidation = `ai-${l.lesson_id}-consolidation`;
    addResource(review, "review", n, AI_ITEMS[review as keyof typeof AI_ITEMS], l.lesson_id);
    addResource(
      consolidation,
      "consolidation",
      n,
      AI_ITEMS[consolidation as keyof typeof AI_ITEMS],
      l.lesson_id,
    );
    const { video, explanation, ...rest } = l;
    const summary = {
      ...rest,
      course: "jh1",
      slide_count: video.length,
      check_count: explanation.length,
      version: `fixture-${l.lesson_no}`,
    };
    write(`ai-study/${l.lesson_id}/lesson.json`, {
      ...summary,
      video,
      explanation,
      review: { res_code: review, items: refs(AI_ITEMS[review as keyof typeof AI_ITEMS]) },
      consolidation: {
        res_code: consolidation,
        items: refs(AI_ITEMS[consolidation as keyof typeof AI_ITEMS]),
      },
    });
    return { ...summary, review, consolidation, path: `ai-study/${l.lesson_id}/lesson.json` };
  });
  addResource("ai-jh1-test", "test", 9, AI_ITEMS["ai-jh1-test"], null);
  addResource("ai-jh1-bank", "bank", 9, bankItems, null);
  write("ai-study/index.json", {
    version: "fixture",
    courses: [
      {
        course: "jh1",
        title: { ja: "中学1年", en: "Junior high year 1" },
        level: "A1",
        color: "#2f7d5b",
        lessons: summaries,
        test: {
          res_code: "ai-jh1-test",
          items: refs(AI_ITEMS["ai-jh1-test"]),
          title: { ja: "中学1年 文法 確認テスト", en: "Year 1 grammar check" },
          introduction_ja: "中学1年の文法 2 項目から 4 問。",
          time_limit_minutes: 10,
        },
        bank: {
          res_code: "ai-jh1-bank",
          items: refs(bankItems).map((r) => ({
            ...r,
            lesson_id: r.question_id.startsWith("01") ? L1 : L2,
            item_id: r.question_id.slice(3),
          })),
        },
      },
    ],
  });
  write("ai-study/grammar-index.json", {
    version: "fixture-index-1",
    questions: {
      [TEXTBOOK.res_code]: { q1: ["be-present"], q2: ["be-present", "present-progressive"] },
      // a level-test resource (its answers are stored as `<res_code>/<question_id>`)
      [CEFR_RES]: { g1: ["be-present"] },
    },
  });
  write(`res/${TEXTBOOK.res_code}/1/resource.json`, TEXTBOOK);
  write("catalog.json", {
    books: [
      {
        book_code: "tb1",
        title: { ja: "テスト英語 1", en: "Test English 1" },
        level: "jh1",
        cover_color: "#336699",
        order: 1,
        units: [
          {
            unit_code: "tb1-u1",
            title: { ja: "ユニット 1", en: "Unit 1" },
            order: 1,
            sections: [
              {
                section_code: "tb1-u1-s1",
                title: { ja: "文法", en: "Grammar" },
                order: 1,
                resources: [
                  {
                    res_code: TEXTBOOK.res_code,
                    res_id: TEXTBOOK.res_id,
                    kind: TEXTBOOK.kind,
                    res_version: 1,
                    title: { ja: TEXTBOOK.res_title, en: "Choose the be-verb" },
                    item_count: 3,
                    path: `res/${TEXTBOOK.res_code}/1/resource.json`,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    ai_study: {
      count: LESSONS.length,
      index: "ai-study/index.json",
      grammar_index: "ai-study/grammar-index.json",
      resources: entries,
    },
  });
  return dir;
}
