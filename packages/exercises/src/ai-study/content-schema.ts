import { z } from "zod";
import {
  AI_COURSE_IDS,
  type AiCourseId,
  GRAMMAR_POINT_IDS,
  type GrammarPointId,
  grammarPoint,
  isGrammarPointId,
  lessonFileName,
  lessonIdOf,
  pointsOfCourse,
} from "./grammar-points.ts";

/**
 * The AI study source files (issue 24): a lesson (content/ai-study/<course>/<NN>-<point>.yaml), a course
 * confirmation test (content/ai-study/<course>/test.yaml) and content/ai-study/courses.yaml. The schemas
 * state every rule about one field or one item; `checkLesson` / `checkTest` / `checkCourses` state the
 * rules that relate fields (blank filled equals full, item points, counts per lesson, the table).
 */

/** The blank of a choice sentence. */
export const AI_BLANK = "___";
/** Item types of a lesson. */
export const AI_ITEM_TYPES = ["choice", "order", "fix", "speak"] as const;
export type AiItemType = (typeof AI_ITEM_TYPES)[number];
/** Item types of a course test (no speaking). */
export const AI_TEST_ITEM_TYPES = ["choice", "order", "fix"] as const;
/** Fewest and most words of an item's `full` sentence (order items: AI_ORDER_MAX_WORDS at most). */
export const AI_FULL_MIN_WORDS = 3;
export const AI_FULL_MAX_WORDS = 14;
export const AI_ORDER_MAX_WORDS = 10;
/** Fewest speak items in a lesson's consolidation. */
export const AI_MIN_SPEAK_ITEMS = 2;
/** Items of a course test per lesson of the course. */
export const AI_TEST_ITEMS_PER_LESSON = 2;

/** Words of an English sentence (split on white space). */
export function englishWords(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
}

/** Number of `___` blanks (any run of underscores counts as one blank). */
function blankCount(text: string): number {
  return text.match(/_+/g)?.length ?? 0;
}

/** A choice sentence with its blank filled by an option. */
export function fillBlank(sentence: string, option: string): string {
  return sentence.replace(AI_BLANK, option);
}

const ASCII = /^[\x20-\x7e]+$/;
const English = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(ASCII, "plain ASCII English only (straight quotes, no dashes or curly quotes)");
const Japanese = (max: number) => z.string().trim().min(1).max(max);

/** A complete English sentence of 3-`maxWords` words. */
const Sentence = (maxWords = AI_FULL_MAX_WORDS) =>
  English(200).refine(
    (s) => {
      const n = englishWords(s).length;
      return n >= AI_FULL_MIN_WORDS && n <= maxWords;
    },
    { message: `a sentence of ${AI_FULL_MIN_WORDS}-${maxWords} words` },
  );

/** A sentence with exactly one `___` blank. */
const BlankSentence = English(200).refine((s) => blankCount(s) === 1 && s.includes(AI_BLANK), {
  message: `exactly one blank written ${AI_BLANK}`,
});

/** 2-4 different options. */
const Options = z
  .array(English(60))
  .min(2)
  .max(4)
  .refine((options) => new Set(options).size === options.length, { message: "options must differ" });

/** A grammar point id of the table. */
export const GrammarPointIdSchema = z.enum(GRAMMAR_POINT_IDS);
/** An AI course id. */
export const AiCourseIdSchema = z.enum(AI_COURSE_IDS);

/** An example sentence with its Japanese and the words to colour (a substring of `en`). */
export const AiExampleSchema = z
  .strictObject({ en: English(200), ja: Japanese(200), highlight: English(80) })
  .refine((e) => e.en.includes(e.highlight), {
    path: ["highlight"],
    message: "highlight must be a part of en",
  });
export type AiExample = z.infer<typeof AiExampleSchema>;

/** A narration line of a video slide: what the voice says and its Japanese subtitle. */
export const AiNarrationSchema = z.strictObject({ en: English(300), ja: Japanese(300) });

/** One slide of the animated explanation (video). */
export const AiVideoSlideSchema = z.strictObject({
  heading_ja: Japanese(60),
  body_ja: Japanese(120),
  /** 0-3 sentences, appearing one by one */
  examples: z.array(AiExampleSchema).max(3).default([]),
  /** 1-4 lines, each shown as a subtitle with its Japanese */
  narration: z.array(AiNarrationSchema).min(1).max(4),
});

/** The quick question after an explanation point. */
export const AiCheckSchema = z
  .strictObject({
    sentence: BlankSentence,
    options: Options,
    /** 0-based index of the right option */
    answer: z.number().int().min(0),
    explain_ja: Japanese(200),
  })
  .refine((c) => c.answer < c.options.length, {
    path: ["answer"],
    message: "answer must be an index of options",
  });

/** One point of the interactive explanation. */
export const AiExplanationSchema = z.strictObject({
  heading_ja: Japanese(60),
  body_ja: Japanese(200),
  examples: z.array(AiExampleSchema).min(2).max(4),
  check: AiCheckSchema,
});

/** The item schemas of one section: `idPattern` is r\d+ (review), c\d+ (consolidation) or t\d+ (test). */
function itemSchemas<P extends z.ZodType>(idPattern: RegExp, point: P) {
  const base = {
    id: z.string().regex(idPattern, `an item id matching ${idPattern.source}`),
    point,
    ja: Japanese(200),
  };
  const choice = z
    .strictObject({
      ...base,
      type: z.literal("choice"),
      sentence: BlankSentence,
      options: Options,
      answer: z.number().int().min(0),
      full: Sentence(),
      explain_ja: Japanese(200),
    })
    .refine((c) => c.answer < c.options.length, {
      path: ["answer"],
      message: "answer must be an index of options",
    });
  const order = z.strictObject({
    ...base,
    type: z.literal("order"),
    full: Sentence(AI_ORDER_MAX_WORDS),
    explain_ja: Japanese(200),
  });
  const fix = z
    .strictObject({
      ...base,
      type: z.literal("fix"),
      wrong: Sentence(),
      full: Sentence(),
      explain_ja: Japanese(200),
    })
    .refine((f) => f.wrong !== f.full, { path: ["wrong"], message: "wrong must differ from full" });
  const speak = z.strictObject({
    ...base,
    type: z.literal("speak"),
    full: Sentence(),
    explain_ja: Japanese(200).optional(),
  });
  return { choice, order, fix, speak };
}

const ANY_ITEM = itemSchemas(/^[rct][1-9]\d*$/, GrammarPointIdSchema.optional());
/** Any lesson or test item (a discriminated union on `type`; ids r1.., c1.. or t1..). */
export const AiItemSchema = z.discriminatedUnion("type", [
  ANY_ITEM.choice,
  ANY_ITEM.order,
  ANY_ITEM.fix,
  ANY_ITEM.speak,
]);
export type AiItem = z.infer<typeof AiItemSchema>;
export type AiChoiceItem = Extract<AiItem, { type: "choice" }>;
export type AiOrderItem = Extract<AiItem, { type: "order" }>;
export type AiFixItem = Extract<AiItem, { type: "fix" }>;
export type AiSpeakItem = Extract<AiItem, { type: "speak" }>;

/** Item ids must be unique in a list. */
function uniqueIds<T extends { id: string }>(schema: z.ZodType<T[]>) {
  return schema.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate item id ${item.id}` });
      seen.add(item.id);
    });
  });
}

const REVIEW = itemSchemas(/^r[1-9]\d*$/, GrammarPointIdSchema.optional());
const CONSOLIDATION = itemSchemas(/^c[1-9]\d*$/, GrammarPointIdSchema.optional());
const TEST = itemSchemas(/^t[1-9]\d*$/, GrammarPointIdSchema);

/** A review item (id r1..). */
export const AiReviewItemSchema = z.discriminatedUnion("type", [
  REVIEW.choice,
  REVIEW.order,
  REVIEW.fix,
  REVIEW.speak,
]);
/** A consolidation item (id c1..). */
export const AiConsolidationItemSchema = z.discriminatedUnion("type", [
  CONSOLIDATION.choice,
  CONSOLIDATION.order,
  CONSOLIDATION.fix,
  CONSOLIDATION.speak,
]);
/** A course test item (id t1..; choice / order / fix; point required). */
export const AiTestItemSchema = z.discriminatedUnion("type", [TEST.choice, TEST.order, TEST.fix]);
export type AiTestItem = z.infer<typeof AiTestItemSchema>;

/** A lesson file: content/ai-study/<course>/<NN>-<point>.yaml. */
export const AiLessonFileSchema = z.strictObject({
  /** `<course>-<NN>-<point>` */
  lesson_id: z
    .string()
    .regex(/^(jh1|jh2|jh3|sh1)-\d{2}-[a-z]+(-[a-z]+)*$/, "lesson_id: <course>-<NN>-<point>"),
  course: AiCourseIdSchema,
  point: GrammarPointIdSchema,
  title: z.strictObject({ ja: Japanese(60), en: English(80) }),
  /** one can-do sentence */
  goal_ja: Japanese(120),
  video: z.array(AiVideoSlideSchema).min(4).max(6),
  explanation: z.array(AiExplanationSchema).min(2).max(4),
  review: uniqueIds(z.array(AiReviewItemSchema).min(6).max(8)),
  consolidation: uniqueIds(z.array(AiConsolidationItemSchema).min(6).max(8)),
});
export type AiLessonFile = z.infer<typeof AiLessonFileSchema>;

/** A course confirmation test: content/ai-study/<course>/test.yaml. */
export const AiTestFileSchema = z.strictObject({
  course: AiCourseIdSchema,
  title: z.strictObject({ ja: Japanese(60), en: English(80) }),
  introduction_ja: Japanese(300),
  time_limit_minutes: z.number().int().min(1).max(60),
  /** exactly 2 per lesson of the course (checkTest) */
  items: uniqueIds(z.array(AiTestItemSchema).min(AI_TEST_ITEMS_PER_LESSON).max(20)),
});
export type AiTestFile = z.infer<typeof AiTestFileSchema>;

/** One course of courses.yaml. */
export const AiCourseEntrySchema = z.strictObject({
  course: AiCourseIdSchema,
  title: z.strictObject({ ja: Japanese(60), en: English(80) }),
  /** a short level label, e.g. "A1" */
  level: z.string().trim().min(1).max(20),
  /** the course's colour, #rrggbb */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour #rrggbb"),
  /** the lesson file names in order, `<NN>-<point>` (".yaml" may be written; it is dropped) */
  lessons: z
    .array(
      z
        .string()
        .regex(/^\d{2}-[a-z]+(-[a-z]+)*(\.yaml)?$/, "a lesson file name <NN>-<point>")
        .transform((s) => s.replace(/\.yaml$/, "")),
    )
    .min(1)
    .max(10)
    .refine((names) => new Set(names).size === names.length, { message: "a lesson is listed twice" }),
});
export type AiCourseEntry = z.infer<typeof AiCourseEntrySchema>;

/**
 * content/ai-study/courses.yaml: the courses in order, written either as a top-level list or as
 * `courses: [...]`; parsed to `{ courses }`.
 */
export const AiCoursesFileSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { courses: value } : value),
  z.strictObject({
    courses: z
      .array(AiCourseEntrySchema)
      .min(1)
      .max(AI_COURSE_IDS.length)
      .refine((cs) => new Set(cs.map((c) => c.course)).size === cs.length, {
        message: "a course is listed twice",
      }),
  }),
);
export type AiCoursesFile = z.infer<typeof AiCoursesFileSchema>;

/** A cross-field problem: where (as in zod issues: keys and indexes) and what. */
export interface AiContentProblem {
  path: (string | number)[];
  message: string;
}

/** A problem path written as `review[2].full`. */
export function formatProblemPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out === "" ? key : `${out}.${key}`),
    "",
  );
}

/** The problems of a choice item whose blank filled with the right option is not its full sentence. */
function checkBlank(item: AiItem | AiTestItem, path: (string | number)[]): AiContentProblem[] {
  if (item.type !== "choice") return [];
  const right = item.options[item.answer];
  if (right === undefined) return [];
  const filled = fillBlank(item.sentence, right);
  return filled === item.full
    ? []
    : [
        {
          path: [...path, "full"],
          message: `the sentence with "${right}" in the blank is "${filled}", not full`,
        },
      ];
}

/** Problems of an item's point: it must be the lesson's point or one of an earlier lesson. */
function checkPoint(
  itemPoint: string | undefined,
  lessonPoint: GrammarPointId,
  path: (string | number)[],
): AiContentProblem[] {
  if (itemPoint === undefined || !isGrammarPointId(itemPoint)) return [];
  if (grammarPoint(itemPoint).order > grammarPoint(lessonPoint).order) {
    return [
      {
        path: [...path, "point"],
        message: `point ${itemPoint} comes after the lesson's point ${lessonPoint}`,
      },
    ];
  }
  return [];
}

/**
 * The cross-field problems of a parsed lesson: the lesson id, course and point agree with the table;
 * choice blanks filled equal full; review has every item type; consolidation has at least 2 speak items;
 * every item's point is the lesson's point or one of an earlier lesson.
 */
export function checkLesson(file: AiLessonFile): AiContentProblem[] {
  const problems: AiContentProblem[] = [];
  const point = grammarPoint(file.point);
  if (point.course !== file.course) {
    problems.push({ path: ["course"], message: `point ${file.point} belongs to course ${point.course}` });
  }
  if (file.lesson_id !== lessonIdOf(point)) {
    problems.push({ path: ["lesson_id"], message: `the lesson of ${file.point} is ${lessonIdOf(point)}` });
  }
  for (const section of ["review", "consolidation"] as const) {
    file[section].forEach((item, i) => {
      problems.push(...checkBlank(item, [section, i]), ...checkPoint(item.point, file.point, [section, i]));
    });
  }
  const reviewTypes = new Set(file.review.map((item) => item.type));
  const missing = AI_ITEM_TYPES.filter((t) => !reviewTypes.has(t));
  if (missing.length > 0) {
    problems.push({
      path: ["review"],
      message: `review needs every item type; missing: ${missing.join(", ")}`,
    });
  }
  const speaks = file.consolidation.filter((item) => item.type === "speak").length;
  if (speaks < AI_MIN_SPEAK_ITEMS) {
    problems.push({
      path: ["consolidation"],
      message: `consolidation needs at least ${AI_MIN_SPEAK_ITEMS} speak items (has ${speaks})`,
    });
  }
  return problems;
}

/** What checkTest needs of a lesson. */
export type AiLessonRef = Pick<AiLessonFile, "course" | "point">;

/**
 * The cross-field problems of a parsed course test: each item's point is a point of a lesson of the
 * course, exactly 2 items per lesson, choice blanks filled equal full. `lessons` are the loaded lessons
 * (any courses; those of the test's course count); without them the table's lessons of the course count.
 */
export function checkTest(file: AiTestFile, lessons?: readonly AiLessonRef[]): AiContentProblem[] {
  const problems: AiContentProblem[] = [];
  const points: string[] = lessons
    ? lessons.filter((l) => l.course === file.course).map((l) => l.point)
    : pointsOfCourse(file.course).map((p) => p.id);
  const counts = new Map<string, number>(points.map((p) => [p, 0]));
  file.items.forEach((item, i) => {
    problems.push(...checkBlank(item, ["items", i]));
    const count = counts.get(item.point);
    if (count === undefined) {
      problems.push({
        path: ["items", i, "point"],
        message: `${item.point} is not a lesson of course ${file.course}`,
      });
    } else {
      counts.set(item.point, count + 1);
    }
  });
  for (const [point, count] of counts) {
    if (count !== AI_TEST_ITEMS_PER_LESSON) {
      problems.push({
        path: ["items"],
        message: `${point} has ${count} items; the test needs exactly ${AI_TEST_ITEMS_PER_LESSON} per lesson`,
      });
    }
  }
  return problems;
}

/**
 * The cross-field problems of courses.yaml against the table: the courses in order, each listing
 * exactly its lesson files in order.
 */
export function checkCourses(file: AiCoursesFile): AiContentProblem[] {
  const problems: AiContentProblem[] = [];
  const ids = file.courses.map((c) => c.course);
  const expectedIds = AI_COURSE_IDS.filter((id) => ids.includes(id));
  if (ids.join() !== expectedIds.join()) {
    problems.push({ path: ["courses"], message: `courses must be in the order ${AI_COURSE_IDS.join(", ")}` });
  }
  for (const id of AI_COURSE_IDS) {
    if (!ids.includes(id)) problems.push({ path: ["courses"], message: `course ${id} is missing` });
  }
  file.courses.forEach((course, i) => {
    const expected = pointsOfCourse(course.course as AiCourseId).map(lessonFileName);
    if (course.lessons.join() !== expected.join()) {
      problems.push({
        path: ["courses", i, "lessons"],
        message: `course ${course.course} must list ${expected.join(", ")}`,
      });
    }
  });
  return problems;
}
