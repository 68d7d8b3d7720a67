import { describe, expect, it } from "vitest";
import { addDays, dueDay, japanDay, nextUpdateAt, periodOf } from "./days.ts";

describe("rank days (Japan time, 03:00 update)", () => {
  it("the due snapshot changes at 03:00 Japan time (18:00 UTC)", () => {
    // 02:59 on 30 Nov in Japan: the 30th's 03:00 has not come, the 29th's snapshot is due
    expect(dueDay(new Date("2026-11-29T17:59:00Z"))).toBe("2026-11-29");
    expect(dueDay(new Date("2026-11-29T18:00:00Z"))).toBe("2026-11-30");
    expect(japanDay(new Date("2026-11-29T15:00:00Z"))).toBe("2026-11-30");
  });

  it("the next update is the next 03:00 Japan time", () => {
    expect(nextUpdateAt(new Date("2026-11-29T17:59:00Z")).toISOString()).toBe("2026-11-29T18:00:00.000Z");
    expect(nextUpdateAt(new Date("2026-11-29T18:00:00Z")).toISOString()).toBe("2026-11-30T18:00:00.000Z");
  });

  it("the period is the 30 whole days before the snapshot's day, across months and years", () => {
    expect(periodOf("2026-12-01")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  });
});
