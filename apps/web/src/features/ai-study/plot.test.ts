import { describe, expect, it } from "vitest";
import { PLOT, pathOf, spreadMarks, tickStyle, timeSpan, timeTicks, xOf, yOf } from "./plot.ts";

const H = 3_600_000;

describe("the mastery plot's geometry", () => {
  it("puts 0 % at the bottom and 100 % at the top, clamping outliers", () => {
    expect(yOf(0)).toBe(PLOT.h - PLOT.b);
    expect(yOf(1)).toBe(PLOT.t);
    expect(yOf(1.5)).toBe(PLOT.t);
    expect(yOf(0.5)).toBeCloseTo((PLOT.h - PLOT.b + PLOT.t) / 2);
  });

  it("spans the answers' times; a lone answer sits in the middle", () => {
    const span = timeSpan([{ id: "a", mark: "01", values: [{ t: 10 * H, p: 0.3 }] }]);
    expect(span).toEqual([9 * H, 11 * H]);
    expect(xOf(10 * H, span as [number, number])).toBeCloseTo((PLOT.l + PLOT.w - PLOT.r) / 2);
    expect(timeSpan([])).toBeNull();
    const two = timeSpan([
      { id: "a", mark: "01", values: [{ t: 0, p: 0.2 }] },
      { id: "b", mark: "02", values: [{ t: 4 * H, p: 0.9 }] },
    ]) as [number, number];
    expect(two).toEqual([0, 4 * H]);
    expect(xOf(0, two)).toBe(PLOT.l);
    expect(xOf(4 * H, two)).toBe(PLOT.w - PLOT.r);
    expect(
      pathOf(
        [
          { t: 0, p: 0 },
          { t: 4 * H, p: 1 },
        ],
        two,
      ),
    ).toBe(
      `M${PLOT.l.toFixed(1)},${(PLOT.h - PLOT.b).toFixed(1)} L${(PLOT.w - PLOT.r).toFixed(1)},${PLOT.t.toFixed(1)}`,
    );
    expect(timeTicks(two)).toEqual([0, (4 * H) / 3, (8 * H) / 3, 4 * H]);
  });

  it("labels a span within two days by time of day, a longer one by date", () => {
    expect(tickStyle([0, 5 * H])).toBe("time");
    expect(tickStyle([0, 72 * H])).toBe("date");
  });

  it("moves the lines' end marks apart without changing their order", () => {
    const ys = spreadMarks([100, 102, 101, 200]);
    expect(ys[0]).toBe(100);
    expect(ys[2]).toBe(114);
    expect(ys[1]).toBe(128);
    expect(ys[3]).toBe(200);
    // a stack pushed past the bottom moves up as a whole
    const low = spreadMarks([PLOT.h - PLOT.b, PLOT.h - PLOT.b]);
    expect(low[1]).toBe(PLOT.h - PLOT.b);
    expect(low[0]).toBe(PLOT.h - PLOT.b - 14);
  });
});
