import { describe, expect, it } from "vitest";
import { parseStudyReport } from "./study-report.ts";

describe("parseStudyReport", () => {
  it.each([
    [
      '{"speed":95,"leak":2,"repeat":1,"info":"ok","errorwords":["river","forest"]}',
      { feedback: { speed: 95, leak: 2, repeat: 1, info: "ok" }, errorWords: ["river", "forest"] },
    ],
    ['{"speed":"110","errorwords":"cat|dog,cat"}', { feedback: { speed: 110 }, errorWords: ["cat", "dog"] }],
    ['{"errorwords":[{"word":"bridge"},{"nope":1}, 3]}', { feedback: {}, errorWords: ["bridge"] }],
    ["{not json", { feedback: null, errorWords: [] }],
    ["[1,2]", { feedback: null, errorWords: [] }],
    ["null", { feedback: null, errorWords: [] }],
    ["", { feedback: null, errorWords: [] }],
    [undefined, { feedback: null, errorWords: [] }],
    ['{"speed":"fast"}', { feedback: {}, errorWords: [] }],
  ])("%j", (raw, want) => expect(parseStudyReport(raw)).toEqual(want));
});
