import { resolve } from "node:path";
import { AI_COURSE_IDS, isGrammarPointId, lessonIdOf, pointsOfCourse } from "@hibiki/exercises/ai-study";
import { beforeAll, describe, expect, it } from "vitest";
import { type AiStudyPlan, loadAiStudy } from "./ai-study.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";

/** The real AI study content (content/ai-study): every file passes and every lesson of the table is there. */

let plan: AiStudyPlan | undefined;
let messages: string[] = [];
beforeAll(async () => {
  const loaded = await loadAiStudy(REAL_CONTENT_DIR, resolve(REAL_CONTENT_DIR, ".."), async () => 1);
  plan = loaded.plan;
  messages = loaded.errors.map(formatContentError);
});

describe("real AI study content", () => {
  it("passes every check", () => {
    expect(messages).toEqual([]);
    expect(plan).toBeDefined();
  });

  it("has the 30 lessons of the table in four courses, each course with its test", () => {
    expect(plan?.index.courses.map((c) => c.course)).toEqual([...AI_COURSE_IDS]);
    for (const course of plan?.index.courses ?? []) {
      const table = pointsOfCourse(course.course as (typeof AI_COURSE_IDS)[number]);
      expect(course.lessons.map((l) => l.lesson_id)).toEqual(table.map(lessonIdOf));
      expect(course.test.res_code).toBe(`ai-${course.course}-test`);
      expect(course.test.items).toHaveLength(2 * table.length);
      expect(new Set(course.test.items.map((i) => i.point))).toEqual(new Set(table.map((p) => p.id)));
    }
    expect(plan?.lessons).toHaveLength(30);
  });

  it("builds every lesson's review and consolidation and each course's test and bank, without audio", () => {
    const resources = plan?.resources ?? [];
    expect(resources).toHaveLength(30 * 2 + 4 * 2);
    for (const r of resources) {
      expect(r.res.audio).toEqual([]);
      for (const item of r.res.resource.items as Record<string, unknown>[]) {
        expect(isGrammarPointId(item.item_type)).toBe(true);
        expect(["grammar-choice", "sentence-sorting", "ja-to-en-writing", "single-reading"]).toContain(
          item.kind,
        );
        expect(item).not.toHaveProperty("audio_file");
      }
    }
  });
});
