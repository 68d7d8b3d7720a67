import { describe, expect, it } from "vitest";
import { GrammarLessonIndexSchema, lessonIndexUrl, trainingTarget } from "./lesson.ts";

describe("grammar lesson index", () => {
  it("parses the tab list", () => {
    const idx = GrammarLessonIndexSchema.parse({
      res_code: "jh1-u1-grammar-lesson",
      res_version: 4,
      tabs: [
        { type: "introduce", tab_name: "説明", path: "introduce.html", picture: ["be.svg"] },
        { type: "sentence", tab_name: "例文" },
        { type: "training", tab_name: "練習", training_type: "choose", path: "jh1-u1-grammar-choice" },
      ],
    });
    expect(idx.tabs.map((t) => t.type)).toEqual(["introduce", "sentence", "training"]);
  });
  it.each([
    [{ res_code: "x", res_version: 1, tabs: [] }],
    [{ res_code: "x", res_version: 1, tabs: [{ type: "video", tab_name: "v" }] }],
    [{ res_code: "x", tabs: [{ type: "sentence", tab_name: "例文" }] }],
  ])("rejects %j", (bad) => expect(GrammarLessonIndexSchema.safeParse(bad).success).toBe(false));
  it("builds the cache-busted index URL", () =>
    expect(lessonIndexUrl("/res/jh1-u1-grammar-lesson/4/", 4)).toBe(
      "/res/jh1-u1-grammar-lesson/4/index.json?v=4",
    ));
  it.each([
    ["choose", { routeName: "textbookDetails", type: "choose", kind: "grammar-choice" }],
    [
      "blank_filling",
      { routeName: "textbookGrammarBlankfill", type: "blank_filling", kind: "grammar-blank-fill" },
    ],
    [undefined, null],
  ] as const)("training %s → %j", (t, want) => expect(trainingTarget(t)).toEqual(want));
});
