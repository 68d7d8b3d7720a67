import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeAiSpeakingContent } from "../ai-speaking/test-fixture.ts";

/**
 * A small built content folder for the AI homework tests: the two AI speaking scenarios of the
 * ai-speaking fixture, plus one AI study course (jh1) of two lessons laid out as the content build writes
 * it (catalog.json's `ai_study` entry, ai-study/index.json, each lesson.json, an empty grammar index).
 * Original text.
 */

/** The fixture's course and lessons. */
export const COURSE = "jh1";
export const BE = "jh1-01-be-present";
export const VERB = "jh1-02-verb-present";

const title = (ja: string, en: string) => ({ ja, en });
const ref = (res: string, point: string) => ({
  res_code: res,
  items: [{ question_id: "r1", type: "choice" as const, point }],
});

const LESSONS = [
  { lesson_id: BE, lesson_no: 1, point: "be-present", title: title("be動詞", "Be-verbs") },
  { lesson_id: VERB, lesson_no: 2, point: "verb-present", title: title("一般動詞", "Present simple") },
];

const summary = (l: (typeof LESSONS)[number]) => ({
  ...l,
  course: COURSE,
  goal_ja: "使い分けられる。",
  review: `ai-${l.lesson_id}-review`,
  consolidation: `ai-${l.lesson_id}-consolidation`,
  slide_count: 1,
  check_count: 1,
  version: "v1",
  path: `ai-study/${l.lesson_id}/lesson.json`,
});

const lessonJson = (l: (typeof LESSONS)[number]) => ({
  ...l,
  course: COURSE,
  goal_ja: "使い分けられる。",
  slide_count: 1,
  check_count: 1,
  version: "v1",
  video: [
    {
      slide_id: "s1",
      heading_ja: "見出し",
      body_ja: "本文",
      examples: [{ en: "I am Ken.", ja: "私はケンです。" }],
      narration: [{ cue_id: "s1-n1", en: "I am Ken.", ja: "私はケンです。" }],
    },
  ],
  explanation: [
    {
      point_id: "e1",
      heading_ja: "ポイント",
      body_ja: "本文",
      examples: [{ en: "You are kind.", ja: "あなたは親切です。" }],
      check: {
        check_id: "e1",
        sentence: "They ___ here.",
        options: ["is", "are"],
        answer: 1,
        explain_ja: "複数なので are。",
      },
    },
  ],
  review: ref(`ai-${l.lesson_id}-review`, l.point),
  consolidation: ref(`ai-${l.lesson_id}-consolidation`, l.point),
});

/**
 * Writes the folder.
 * @returns its path
 */
export function writeAiHomeworkContent(): string {
  const dir = writeAiSpeakingContent();
  for (const l of LESSONS) {
    mkdirSync(join(dir, "ai-study", l.lesson_id), { recursive: true });
    writeFileSync(join(dir, "ai-study", l.lesson_id, "lesson.json"), JSON.stringify(lessonJson(l)));
  }
  const course = {
    course: COURSE,
    title: title("中学1年", "Junior high year 1"),
    level: "A1",
    color: "#2f7d4f",
    lessons: LESSONS.map(summary),
    test: {
      ...ref(`ai-${COURSE}-test`, "be-present"),
      title: title("確認テスト", "Check"),
      introduction_ja: "テスト",
      time_limit_minutes: 10,
    },
    bank: {
      res_code: `ai-${COURSE}-bank`,
      items: [{ question_id: "01-r1", type: "choice", point: "be-present", lesson_id: BE, item_id: "r1" }],
    },
  };
  writeFileSync(join(dir, "ai-study", "index.json"), JSON.stringify({ version: "v1", courses: [course] }));
  writeFileSync(
    join(dir, "ai-study", "grammar-index.json"),
    JSON.stringify({ version: "g1", questions: {} }),
  );
  const catalog = JSON.parse(readFileSync(join(dir, "catalog.json"), "utf8"));
  writeFileSync(
    join(dir, "catalog.json"),
    JSON.stringify({
      ...catalog,
      ai_study: { count: 2, index: "ai-study/index.json", grammar_index: "ai-study/grammar-index.json" },
    }),
  );
  return dir;
}
