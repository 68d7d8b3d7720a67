import { describe, expect, it } from "vitest";
import {
  AiCoursesFileSchema,
  AiItemSchema,
  type AiLessonFile,
  AiLessonFileSchema,
  type AiTestFile,
  AiTestFileSchema,
  checkCourses,
  checkLesson,
  checkTest,
  formatProblemPath,
} from "./content-schema.ts";
import { GRAMMAR_POINTS, lessonIdOf, pointsOfCourse } from "./grammar-points.ts";

const slide = {
  heading_ja: "「〜です」は be動詞",
  body_ja: "主語によって形が変わります。",
  examples: [{ en: "I am Ken.", ja: "私はケンです。", highlight: "am" }],
  narration: [{ en: "Use am after I.", ja: "I のあとは am です。" }],
};
const point = {
  heading_ja: "主語と be動詞",
  body_ja: "I → am、you → are、he → is。",
  examples: [
    { en: "She is my sister.", ja: "彼女は私の姉です。", highlight: "is" },
    { en: "We are friends.", ja: "私たちは友だちです。", highlight: "are" },
  ],
  check: {
    sentence: "They ___ in the gym.",
    options: ["am", "are", "is"],
    answer: 1,
    explain_ja: "複数なので are。",
  },
};

function lesson(): Record<string, unknown> & { review: object[]; consolidation: object[] } {
  return {
    lesson_id: "jh1-01-be-present",
    course: "jh1",
    point: "be-present",
    title: { ja: "be動詞", en: "Be-verbs: am, are, is" },
    goal_ja: "am / are / is を使い分けられる。",
    video: [slide, slide, slide, slide],
    explanation: [point, point],
    review: [
      {
        id: "r1",
        type: "choice",
        sentence: "I ___ a student.",
        options: ["am", "are", "is"],
        answer: 0,
        full: "I am a student.",
        ja: "私は生徒です。",
        explain_ja: "I なので am。",
      },
      {
        id: "r2",
        type: "order",
        full: "Are you from Osaka?",
        ja: "大阪出身ですか。",
        explain_ja: "疑問文。",
      },
      {
        id: "r3",
        type: "fix",
        wrong: "He are my friend.",
        full: "He is my friend.",
        ja: "友だち。",
        explain_ja: "is。",
      },
      { id: "r4", type: "speak", full: "I am from Kobe.", ja: "神戸出身です。" },
      { id: "r5", type: "order", full: "This is my bag.", ja: "私のかばんです。", explain_ja: "This is。" },
      { id: "r6", type: "order", full: "We are in class.", ja: "授業中です。", explain_ja: "We are。" },
    ],
    consolidation: [
      { id: "c1", type: "speak", full: "My name is Yui.", ja: "ユイです。" },
      { id: "c2", type: "speak", full: "You are very kind.", ja: "親切ですね。" },
      { id: "c3", type: "order", full: "It is a cat.", ja: "ねこです。", explain_ja: "It is。" },
      { id: "c4", type: "order", full: "They are my friends.", ja: "友だちです。", explain_ja: "are。" },
      {
        id: "c5",
        type: "fix",
        wrong: "I is tired.",
        full: "I am tired.",
        ja: "疲れた。",
        explain_ja: "am。",
      },
      { id: "c6", type: "order", full: "Is he a teacher?", ja: "先生ですか。", explain_ja: "Is he。" },
    ],
  };
}

function messagesOf(value: unknown): string[] {
  const result = AiLessonFileSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => `${formatProblemPath(i.path as (string | number)[])}: ${i.message}`);
}

describe("AiLessonFileSchema", () => {
  it("accepts a complete lesson and passes its checks", () => {
    const parsed = AiLessonFileSchema.parse(lesson());
    expect(checkLesson(parsed)).toEqual([]);
  });

  it.each<[string, (l: ReturnType<typeof lesson>) => void, string]>([
    [
      "a curly quote",
      (l) => Object.assign(l.review[1] as object, { full: "Aren\u2019t you from Osaka?" }),
      "review[1].full",
    ],
    [
      "two blanks",
      (l) => Object.assign(l.review[0] as object, { sentence: "I ___ a ___." }),
      "review[0].sentence",
    ],
    [
      "no blank",
      (l) => Object.assign(l.review[0] as object, { sentence: "I am a student." }),
      "review[0].sentence",
    ],
    [
      "an answer outside the options",
      (l) => Object.assign(l.review[0] as object, { answer: 3 }),
      "review[0].answer",
    ],
    [
      "one option",
      (l) => Object.assign(l.review[0] as object, { options: ["am"], answer: 0 }),
      "review[0].options",
    ],
    ["a review id c1", (l) => Object.assign(l.review[0] as object, { id: "c1" }), "review[0].id"],
    ["a duplicate id", (l) => Object.assign(l.review[1] as object, { id: "r1" }), "review[1].id"],
    [
      "a 2-word full",
      (l) => Object.assign(l.review[2] as object, { wrong: "He are.", full: "He is." }),
      "review[2].full",
    ],
    [
      "an 11-word order item",
      (l) =>
        Object.assign(l.review[1] as object, {
          full: "one two three four five six seven eight nine ten eleven",
        }),
      "review[1].full",
    ],
    [
      "wrong equal to full",
      (l) => Object.assign(l.review[2] as object, { wrong: "He is my friend." }),
      "review[2].wrong",
    ],
    [
      "a missing explain_ja",
      (l) => delete (l.review[1] as { explain_ja?: string }).explain_ja,
      "review[1].explain_ja",
    ],
    ["an unknown type", (l) => Object.assign(l.review[1] as object, { type: "listen" }), "review[1].type"],
    [
      "an unknown point",
      (l) => Object.assign(l.review[1] as object, { point: "be-past" }),
      "review[1].point",
    ],
    ["5 review items", (l) => l.review.splice(5), "review"],
    ["3 video slides", (l) => (l.video as unknown[]).splice(3), "video"],
    [
      "a highlight not in en",
      (l) =>
        ((l.video as (typeof slide)[])[0] = {
          ...slide,
          examples: [{ en: "I am Ken.", ja: "ケン", highlight: "is" }],
        }),
      "video[0].examples[0].highlight",
    ],
    ["an unknown field", (l) => Object.assign(l, { notes: "x" }), ""],
  ])("rejects %s", (_, change, path) => {
    const l = lesson();
    change(l);
    expect(messagesOf(l).some((m) => m.startsWith(`${path}:`))).toBe(true);
  });

  it("accepts a slide without examples", () => {
    const l = lesson();
    const { examples: _, ...bare } = slide;
    (l.video as unknown[])[0] = bare;
    expect(AiLessonFileSchema.parse(l).video[0]?.examples).toEqual([]);
  });
});

describe("AiItemSchema", () => {
  it("discriminates on type and keeps the item's fields", () => {
    const item = AiItemSchema.parse({
      id: "t3",
      type: "fix",
      wrong: "She play tennis.",
      full: "She plays tennis.",
      ja: "テニス",
      explain_ja: "-s",
    });
    expect(item.type === "fix" && item.wrong).toBe("She play tennis.");
  });
});

describe("checkLesson", () => {
  const check = (change: (l: AiLessonFile) => void) => {
    const l = AiLessonFileSchema.parse(lesson());
    change(l);
    return checkLesson(l).map((p) => `${formatProblemPath(p.path)}: ${p.message}`);
  };

  it("finds a choice whose filled blank is not full", () => {
    expect(check((l) => Object.assign(l.review[0] as object, { full: "I am a teacher." }))).toEqual([
      'review[0].full: the sentence with "am" in the blank is "I am a student.", not full',
    ]);
  });

  it("needs every item type in review and 2 speak items in consolidation", () => {
    const problems = check((l) => {
      l.review.splice(3, 1);
      l.consolidation.splice(0, 1);
    });
    expect(problems).toEqual([
      "review: review needs every item type; missing: speak",
      "consolidation: consolidation needs at least 2 speak items (has 1)",
    ]);
  });

  it("accepts a point of an earlier lesson and rejects one of a later lesson", () => {
    expect(check((l) => Object.assign(l.consolidation[2] as object, { point: "be-present" }))).toEqual([]);
    expect(check((l) => Object.assign(l.consolidation[2] as object, { point: "can" }))).toEqual([
      "consolidation[2].point: point can comes after the lesson's point be-present",
    ]);
  });

  it("checks the lesson id and course against the table", () => {
    expect(check((l) => Object.assign(l, { lesson_id: "jh1-02-be-present", course: "jh2" }))).toEqual([
      "course: point be-present belongs to course jh1",
      "lesson_id: the lesson of be-present is jh1-01-be-present",
    ]);
  });
});

function testFile(): AiTestFile {
  const items = pointsOfCourse("jh1").flatMap((p, i) => [
    {
      id: `t${2 * i + 1}`,
      point: p.id,
      type: "order" as const,
      full: "This is a pen.",
      ja: "ペン",
      explain_ja: "x",
    },
    {
      id: `t${2 * i + 2}`,
      point: p.id,
      type: "fix" as const,
      wrong: "This are a pen.",
      full: "This is a pen.",
      ja: "ペン",
      explain_ja: "x",
    },
  ]);
  return AiTestFileSchema.parse({
    course: "jh1",
    title: { ja: "中学1年 確認テスト", en: "Year 1 grammar check" },
    introduction_ja: "16 問です。",
    time_limit_minutes: 15,
    items,
  });
}

describe("AiTestFileSchema and checkTest", () => {
  it("accepts 2 items per lesson of the course", () => {
    expect(checkTest(testFile())).toEqual([]);
    expect(
      checkTest(
        testFile(),
        GRAMMAR_POINTS.map((p) => ({ course: p.course, point: p.id })),
      ),
    ).toEqual([]);
  });

  it("rejects speak items and items without a point", () => {
    const raw = {
      ...testFile(),
      items: [{ id: "t1", type: "speak", point: "can", full: "I can swim well.", ja: "泳げる" }],
    };
    expect(AiTestFileSchema.safeParse(raw).success).toBe(false);
    const noPoint = { ...testFile(), items: testFile().items.map(({ point: _, ...rest }) => rest) };
    expect(AiTestFileSchema.safeParse(noPoint).success).toBe(false);
  });

  it("finds a point outside the course and a lesson with the wrong count", () => {
    const file = testFile();
    Object.assign(file.items[0] as object, { point: "passive" });
    expect(checkTest(file).map((p) => `${formatProblemPath(p.path)}: ${p.message}`)).toEqual([
      "items[0].point: passive is not a lesson of course jh1",
      "items: be-present has 1 items; the test needs exactly 2 per lesson",
    ]);
  });
});

describe("AiCoursesFileSchema and checkCourses", () => {
  const courses = (["jh1", "jh2", "jh3", "sh1"] as const).map((course) => ({
    course,
    title: { ja: "中学", en: "Course" },
    level: "A1",
    color: "#3366cc",
    lessons: pointsOfCourse(course).map((p) => lessonIdOf(p).slice(4)),
  }));

  it("accepts a top-level list or courses: and matches the table", () => {
    const a = AiCoursesFileSchema.parse(courses);
    const b = AiCoursesFileSchema.parse({ courses });
    expect(a).toEqual(b);
    expect(checkCourses(a)).toEqual([]);
  });

  it("finds a missing lesson, a bad colour and a duplicate course", () => {
    const short = courses.map((c, i) => (i === 0 ? { ...c, lessons: c.lessons.slice(1) } : c));
    expect(checkCourses(AiCoursesFileSchema.parse(short)).map((p) => formatProblemPath(p.path))).toEqual([
      "courses[0].lessons",
    ]);
    expect(AiCoursesFileSchema.safeParse([{ ...courses[0], color: "blue" }]).success).toBe(false);
    expect(AiCoursesFileSchema.safeParse([courses[0], courses[0]]).success).toBe(false);
  });
});
