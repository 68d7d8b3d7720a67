import { describe, expect, it } from "vitest";
import { JAPAN_HOLIDAYS } from "./holidays.ts";
import { isRestDay, streakOf } from "./streak.ts";

describe("streakOf (Japan study days; weekends and holidays keep a streak)", () => {
  it("keeps the streak over a weekend without study", () => {
    // Thu 26, Fri 27 November 2026, then Monday 30
    expect(streakOf(["2026-11-26", "2026-11-27", "2026-11-30"], "2026-11-30")).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it("keeps it over a public holiday (Labour Thanksgiving Day, Monday 23 November 2026)", () => {
    expect(streakOf(["2026-11-20", "2026-11-24"], "2026-11-24")).toEqual({ current: 2, longest: 2 });
    // the same gap over a school day breaks it
    expect(streakOf(["2026-11-16", "2026-11-18"], "2026-11-18")).toEqual({ current: 1, longest: 1 });
  });

  it("does not break before today is over, and breaks after a missed school day", () => {
    expect(streakOf(["2026-11-26", "2026-11-27"], "2026-11-30")).toEqual({ current: 2, longest: 2 });
    expect(streakOf(["2026-11-26"], "2026-11-30")).toEqual({ current: 0, longest: 1 });
  });

  it("counts study days on weekends too, keeps the longest run, ignores duplicates and future days", () => {
    const days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-07", "2026-11-09", "2026-11-09"];
    // Mon 2 - Wed 4 (3 is Culture Day, studied anyway); Thu 5 missed breaks it; Sat 7 counts, Sun 8 rests
    expect(streakOf([...days, "2026-12-24"], "2026-11-10")).toEqual({ current: 2, longest: 3 });
    expect(streakOf([], "2026-11-10")).toEqual({ current: 0, longest: 0 });
  });
});

describe("the holiday table 2025-2027", () => {
  it("holds real dates, 16-19 a year, with each Sunday holiday's substitute day", () => {
    for (const d of JAPAN_HOLIDAYS) expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d);
    for (const y of ["2025", "2026", "2027"]) {
      const n = [...JAPAN_HOLIDAYS].filter((d) => d.startsWith(y)).length;
      expect(n, y).toBeGreaterThanOrEqual(16);
      expect(n, y).toBeLessThanOrEqual(19);
    }
    // 振替休日: the Monday after a Sunday holiday is always a holiday (the substitute or another one)
    const sundays = [...JAPAN_HOLIDAYS].filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0);
    expect(sundays.length).toBeGreaterThan(3);
    for (const d of sundays) {
      const monday = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(JAPAN_HOLIDAYS.has(monday), `the day after ${d}`).toBe(true);
    }
    // Golden Week 2026: 3 May is a Sunday, so 6 May is the substitute
    expect(JAPAN_HOLIDAYS.has("2026-05-06")).toBe(true);
    expect(isRestDay("2026-11-23")).toBe(true);
    expect(isRestDay("2026-11-28")).toBe(true);
    expect(isRestDay("2026-11-24")).toBe(false);
  });
});
