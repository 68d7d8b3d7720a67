/**
 * AI study (issue 24): the 30 grammar points of the four AI courses, one point per lesson, in teaching
 * order. The ids are fixed: lesson ids, catalogue items, mastery records and the web all use them.
 */

/** The AI study courses, in order. */
export const AI_COURSE_IDS = ["jh1", "jh2", "jh3", "sh1"] as const;
/** An AI study course id. */
export type AiCourseId = (typeof AI_COURSE_IDS)[number];

/** A course with its names. */
export interface AiCourse {
  id: AiCourseId;
  name_ja: string;
  name_en: string;
}

/** The courses in order with their names. */
export const AI_COURSES: readonly AiCourse[] = [
  { id: "jh1", name_ja: "中学1年", name_en: "Junior high year 1" },
  { id: "jh2", name_ja: "中学2年", name_en: "Junior high year 2" },
  { id: "jh3", name_ja: "中学3年", name_en: "Junior high year 3" },
  { id: "sh1", name_ja: "高校基礎", name_en: "High school basics" },
];

/** The grammar point ids in teaching order (the order of the lessons). */
export const GRAMMAR_POINT_IDS = [
  "be-present",
  "verb-present",
  "third-person-s",
  "plural-nouns",
  "wh-questions",
  "can",
  "present-progressive",
  "past-simple",
  "past-progressive",
  "future",
  "infinitive",
  "gerund",
  "must-have-to",
  "there-is",
  "comparison",
  "conjunctions",
  "passive",
  "present-perfect",
  "it-for-to",
  "verb-object-infinitive",
  "participle-modifiers",
  "relative-pronouns",
  "subjunctive-wish",
  "sentence-patterns",
  "past-perfect",
  "modals",
  "relative-adverbs",
  "participle-clauses",
  "conditionals",
  "indirect-speech",
] as const;
/** A grammar point id. */
export type GrammarPointId = (typeof GRAMMAR_POINT_IDS)[number];

/** A grammar point: the subject of one lesson. */
export interface GrammarPoint {
  id: GrammarPointId;
  course: AiCourseId;
  /** position in the whole sequence, 1-30 (the teaching order across the courses) */
  order: number;
  /** the lesson's number inside its course, 1-8 (the NN of the lesson id and file name) */
  lesson_no: number;
  name_ja: string;
  name_en: string;
  /** points of earlier lessons that this point builds on (0-3) */
  prerequisites: readonly GrammarPointId[];
}

type Row = [GrammarPointId, AiCourseId, string, string, GrammarPointId[]];

const ROWS: readonly Row[] = [
  ["be-present", "jh1", "be動詞（am / are / is）", "be-verbs: am, are, is", []],
  ["verb-present", "jh1", "一般動詞の現在形", "present simple (I / you)", []],
  ["third-person-s", "jh1", "三人称単数現在の -s", "third-person -s", ["verb-present"]],
  ["plural-nouns", "jh1", "名詞の複数形と How many", "plural nouns and how many", ["be-present"]],
  ["wh-questions", "jh1", "疑問詞の疑問文", "wh-questions", ["be-present", "verb-present"]],
  ["can", "jh1", "助動詞 can", "can", ["verb-present"]],
  ["present-progressive", "jh1", "現在進行形", "present progressive", ["be-present", "verb-present"]],
  ["past-simple", "jh1", "過去形", "past simple", ["verb-present"]],
  [
    "past-progressive",
    "jh2",
    "過去進行形と be動詞の過去形",
    "past progressive and was / were",
    ["present-progressive", "past-simple"],
  ],
  [
    "future",
    "jh2",
    "未来の表現（will / be going to）",
    "future: will, be going to",
    ["be-present", "verb-present"],
  ],
  ["infinitive", "jh2", "不定詞（to + 動詞の原形）", "to-infinitives", ["verb-present"]],
  ["gerund", "jh2", "動名詞", "gerunds", ["verb-present", "infinitive"]],
  ["must-have-to", "jh2", "must と have to", "must and have to", ["can", "third-person-s"]],
  ["there-is", "jh2", "There is / There are", "there is / there are", ["be-present", "plural-nouns"]],
  ["comparison", "jh2", "比較（-er / -est / as ~ as）", "comparatives and superlatives", ["be-present"]],
  ["conjunctions", "jh2", "接続詞（when / if / because / that）", "conjunctions", ["verb-present", "future"]],
  ["passive", "jh3", "受け身（受動態）", "the passive", ["be-present", "past-simple"]],
  ["present-perfect", "jh3", "現在完了形", "present perfect", ["past-simple"]],
  ["it-for-to", "jh3", "It is ... (for 人) to ~", "it is ... to ~", ["be-present", "infinitive"]],
  [
    "verb-object-infinitive",
    "jh3",
    "want / tell 人 to ~、make / let",
    "verb + object + infinitive",
    ["infinitive"],
  ],
  [
    "participle-modifiers",
    "jh3",
    "名詞を修飾する分詞",
    "participles as modifiers",
    ["present-progressive", "passive"],
  ],
  [
    "relative-pronouns",
    "jh3",
    "関係代名詞（who / which / that）",
    "relative pronouns",
    ["third-person-s", "participle-modifiers"],
  ],
  [
    "subjunctive-wish",
    "jh3",
    "仮定法（I wish / If I were）",
    "I wish / if I were",
    ["past-simple", "conjunctions"],
  ],
  [
    "sentence-patterns",
    "sh1",
    "文型（SVO・SVOO・SVOC）",
    "sentence patterns",
    ["verb-present", "verb-object-infinitive"],
  ],
  ["past-perfect", "sh1", "過去完了形", "past perfect", ["past-simple", "present-perfect"]],
  [
    "modals",
    "sh1",
    "助動詞（should / may / might / should have）",
    "modals",
    ["can", "must-have-to", "present-perfect"],
  ],
  [
    "relative-adverbs",
    "sh1",
    "関係副詞（where / when / why / how）",
    "relative adverbs",
    ["relative-pronouns"],
  ],
  ["participle-clauses", "sh1", "分詞構文", "participle clauses", ["participle-modifiers", "conjunctions"]],
  ["conditionals", "sh1", "仮定法過去完了と条件文", "conditionals", ["subjunctive-wish", "past-perfect"]],
  [
    "indirect-speech",
    "sh1",
    "間接疑問と話法",
    "indirect questions and reported speech",
    ["wh-questions", "conjunctions", "past-perfect"],
  ],
];

/** Every grammar point in teaching order (the design's table). */
export const GRAMMAR_POINTS: readonly GrammarPoint[] = ROWS.map(
  ([id, course, name_ja, name_en, prerequisites], i) => ({
    id,
    course,
    order: i + 1,
    lesson_no: ROWS.slice(0, i + 1).filter((row) => row[1] === course).length,
    name_ja,
    name_en,
    prerequisites,
  }),
);

const BY_ID = new Map<string, GrammarPoint>(GRAMMAR_POINTS.map((p) => [p.id, p]));

/** Whether a string is one of the grammar point ids. */
export function isGrammarPointId(value: unknown): value is GrammarPointId {
  return typeof value === "string" && BY_ID.has(value);
}

/** Whether a string is one of the AI course ids. */
export function isAiCourseId(value: unknown): value is AiCourseId {
  return typeof value === "string" && (AI_COURSE_IDS as readonly string[]).includes(value);
}

/** The grammar point with this id. */
export function grammarPoint(id: GrammarPointId): GrammarPoint {
  const point = BY_ID.get(id);
  if (!point) throw new Error(`unknown grammar point: ${id}`);
  return point;
}

/** The points of a course, in lesson order. */
export function pointsOfCourse(course: AiCourseId): GrammarPoint[] {
  return GRAMMAR_POINTS.filter((p) => p.course === course);
}

/** The lesson file name of a point, without ".yaml": `<NN>-<point>` (e.g. "01-be-present"). */
export function lessonFileName(point: GrammarPoint): string {
  return `${String(point.lesson_no).padStart(2, "0")}-${point.id}`;
}

/** The lesson id of a point: `<course>-<NN>-<point>` (e.g. "jh1-01-be-present"). */
export function lessonIdOf(point: GrammarPoint): string {
  return `${point.course}-${lessonFileName(point)}`;
}
