import { describe, expect, it } from "vitest";
import { LISTENING_REGIONS, listeningRegion, regionOfFolder } from "./format.ts";
import { scoreListening } from "./score.ts";

const ct = listeningRegion(1)!;

describe("listening-exam format and scale", () => {
  it("a Common Test mock is 33 questions worth 100 points, parts 1-2 played twice", () => {
    expect(ct.parts.reduce((n, p) => n + (p.mock_questions ?? 0), 0)).toBe(33);
    expect(ct.parts.reduce((n, p) => n + p.points, 0)).toBe(100);
    expect(ct.parts.filter((p) => p.plays === 2).map((p) => p.part)).toEqual(["1A", "1B", "2"]);
    for (const r of LISTENING_REGIONS.filter((r) => r.exam === "high_school"))
      expect(
        r.parts.every((p) => p.plays === 2 && p.mock_questions === null),
        r.key,
      ).toBe(true);
    expect(regionOfFolder("high-school/tokyo")?.region_id).toBe(2);
  });

  it("shares each part's points among its questions and totals them", () => {
    const marks = ct.parts.flatMap((p) =>
      Array.from({ length: p.mock_questions ?? 0 }, (_, i) => ({
        question_id: `${p.part}-${i}`,
        part: p.part,
        // every question of parts 1A-3 right, the first of each later part right
        right: ["1A", "1B", "2", "3"].includes(p.part) || i === 0,
      })),
    );
    const r = scoreListening(ct, marks);
    expect(r.max_points).toBe(100);
    expect(r.parts.find((p) => p.part === "4A")).toEqual({
      part: "4A",
      right: 1,
      total: 4,
      points: 2,
      max_points: 8,
    });
    expect(r.parts.find((p) => p.part === "5")?.points).toBe(2.3);
    // 58 + 2 + 4 + 2.3 + 3 + 4
    expect(r.points).toBe(73);
    expect(r.right).toBe(17 + 5);
    expect(r.percent).toBe(Math.round((100 * 22) / 33));
  });

  it("a practice set of one part is out of that part's points; nothing answered is 0", () => {
    const r = scoreListening(ct, [
      { question_id: "a", part: "3", right: true },
      { question_id: "b", part: "3", right: false },
    ]);
    expect(r).toMatchObject({ points: 9, max_points: 18, percent: 50 });
    expect(scoreListening(ct, [])).toMatchObject({ points: 0, max_points: 0, percent: 0, parts: [] });
  });
});
