import { describe, expect, it } from "vitest";
import {
  gradeAnswer,
  MAX_INTERVAL_MIN,
  MIN_EASE,
  mastery,
  type ReviewState,
  review,
  studyQueue,
} from "./scheduler.ts";

const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** Answers a word with these grades, each when it is due; returns every state. */
function walk(grades: (0 | 1 | 2 | 3)[]): ReviewState[] {
  const out: ReviewState[] = [];
  let s: ReviewState | null = null;
  let now = T0;
  for (const g of grades) {
    s = review(s, g, now);
    out.push(s);
    now = s.due_at;
  }
  return out;
}

describe("spaced repetition", () => {
  it("grades an answer by rightness and time", () => {
    expect(gradeAnswer(false, 1000)).toBe(0);
    expect(gradeAnswer(true, 2000)).toBe(3);
    expect(gradeAnswer(true, 8000)).toBe(2);
    expect(gradeAnswer(true, 20_000)).toBe(1);
  });

  it("walks a new word through 1 min and 10 min, then a day, then days growing by its ease", () => {
    const s = walk([2, 2, 2, 2, 2]);
    expect(s.map((x) => x.interval_min)).toEqual([1, 10, 24 * 60, 2.5 * 24 * 60, 6.25 * 24 * 60]);
    expect(s[4]?.due_at).toBe((s[3]?.due_at as number) + 6.25 * DAY);
    expect(s.map((x) => x.reviews)).toEqual([1, 2, 3, 4, 5]);
  });

  it("skips the learning steps for an easy first answer, and grows less on hard answers", () => {
    expect(review(null, 3, T0).interval_min).toBe(4 * 24 * 60);
    const hard = walk([2, 2, 2, 1]);
    const good = walk([2, 2, 2, 2]);
    expect(hard[3]?.interval_min).toBeLessThan(good[3]?.interval_min as number);
  });

  it("sends a learned word back to the first step on a wrong answer, lowering its ease, and counts the lapse", () => {
    const s = walk([2, 2, 2, 2, 0]);
    const lapse = s[4] as ReviewState;
    expect(lapse).toMatchObject({ streak: 0, lapses: 1, interval_min: 1 });
    expect(lapse.ease).toBeCloseTo(2.3);
    // a word still in its learning steps loses no ease
    expect(walk([2, 0])[1]).toMatchObject({ lapses: 0, ease: 2.5 });
  });

  it("keeps the ease at or above 1.3 and the interval at or under 180 days", () => {
    const s = walk([2, 2, 2, ...Array<0 | 1>(12).fill(1)]);
    expect(Math.min(...s.map((x) => x.ease))).toBeGreaterThanOrEqual(MIN_EASE);
    const long = walk([3, ...Array<3>(20).fill(3)]);
    expect(Math.max(...long.map((x) => x.interval_min))).toBe(MAX_INTERVAL_MIN);
  });

  it("labels mastery: unlearned, learned, needs review when due or after a lapse, mastered after 3 weeks", () => {
    expect(mastery(null, T0)).toBe("unlearned");
    expect(mastery(walk([0])[0] as ReviewState, T0)).toBe("unlearned");
    const s = walk([2, 2, 2, 2, 2, 2, 2]);
    // right once: learned, even when its one-minute learning step is due
    expect(mastery(s[0] as ReviewState, T0 + DAY)).toBe("learned");
    const day = s[2] as ReviewState;
    expect(mastery(day, day.last_at)).toBe("learned");
    expect(mastery(day, day.due_at)).toBe("needs review");
    const long = s[6] as ReviewState;
    expect(long.interval_min).toBeGreaterThanOrEqual(21 * 24 * 60);
    expect(mastery(long, long.last_at)).toBe("mastered");
    expect(mastery(walk([2, 2, 2, 0])[3] as ReviewState, T0 + DAY * 10)).toBe("needs review");
  });

  it("queues due words first, most overdue first, then at most newLimit new words", () => {
    const due = (mins: number): ReviewState => ({ ...review(null, 2, T0), due_at: T0 - mins * MIN });
    const later = review(null, 3, T0);
    const q = studyQueue(
      [
        { id: "new1", state: null },
        { id: "a", state: due(5) },
        { id: "later", state: later },
        { id: "b", state: due(60) },
        { id: "new2", state: null },
        { id: "new3", state: null },
      ],
      T0,
      10,
      2,
    );
    expect(q).toEqual(["b", "a", "new1", "new2"]);
    expect(
      studyQueue(
        [
          { id: "a", state: due(1) },
          { id: "n", state: null },
        ],
        T0,
        1,
      ),
    ).toEqual(["a"]);
  });
});
