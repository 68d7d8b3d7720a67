import { describe, expect, it } from "vitest";
import {
  addDays,
  blankSentence,
  buildChoices,
  buildTodayTask,
  dayEnd,
  dayOf,
  dayStart,
  isTypedAnswerRight,
  masteryOf,
  pickExercise,
  ratingFromAnswer,
  scheduleAnswer,
  unfinishedCount,
  type WordProgress,
  type WordSchedule,
} from "./index.ts";

const TZ = "Asia/Tokyo";
const at = (iso: string) => new Date(iso);

describe("Japan days", () => {
  it("a day starts at 00:00 in Tokyo (15:00 UTC the day before)", () => {
    expect(dayOf(at("2026-12-01T14:59:59Z"), TZ)).toBe("2026-12-01");
    expect(dayOf(at("2026-12-01T15:00:00Z"), TZ)).toBe("2026-12-02");
    expect(dayStart("2026-12-02", TZ).toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(dayEnd("2026-12-31", TZ).toISOString()).toBe("2026-12-31T15:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("rating from an answer", () => {
  it("wrong → again, slow → hard, right → good, quick → easy", () => {
    expect(ratingFromAnswer({ isRight: false, durationMs: 1000 })).toBe("again");
    expect(ratingFromAnswer({ isRight: true, durationMs: 9000 })).toBe("hard");
    expect(ratingFromAnswer({ isRight: true, durationMs: 4000 })).toBe("good");
    expect(ratingFromAnswer({ isRight: true })).toBe("good");
    expect(ratingFromAnswer({ isRight: true, durationMs: 1200 })).toBe("easy");
    // typing takes longer: 4 s is quick for spelling
    expect(ratingFromAnswer({ isRight: true, exercise: "spelling", durationMs: 4000 })).toBe("easy");
    expect(ratingFromAnswer({ isRight: true, exercise: "read_aloud", score: 60, durationMs: 1000 })).toBe(
      "hard",
    );
  });
});

describe("FSRS schedule", () => {
  const now = at("2026-12-01T01:00:00Z");
  it("schedules later days, longer for better ratings, and resets on again", () => {
    const again = scheduleAnswer(null, "again", now);
    const good = scheduleAnswer(null, "good", now);
    const easy = scheduleAnswer(null, "easy", now);
    expect(good.reps).toBe(1);
    expect(again.due_at.getTime()).toBeGreaterThan(now.getTime());
    expect(good.due_at.getTime()).toBeGreaterThan(again.due_at.getTime());
    expect(easy.due_at.getTime()).toBeGreaterThan(good.due_at.getTime());
    // reviewing on time grows the interval
    const second = scheduleAnswer(good, "good", good.due_at);
    expect(second.scheduled_days).toBeGreaterThan(good.scheduled_days);
    const lapse = scheduleAnswer(second, "again", second.due_at);
    expect(lapse.lapses).toBe(1);
    expect(lapse.scheduled_days).toBeLessThan(second.scheduled_days);
  });

  it("a word answered right on time for a few weeks becomes mastered", () => {
    let s: WordSchedule | null = null;
    let t = now;
    for (let i = 0; i < 5; i++) {
      s = scheduleAnswer(s, "good", t);
      t = s.due_at;
    }
    expect(s && masteryOf(s, false, dayEnd(dayOf(now, TZ), TZ))).toBe("mastered");
  });
});

describe("mastery", () => {
  const now = at("2026-12-01T01:00:00Z");
  const end = dayEnd(dayOf(now, TZ), TZ);
  it("labels never answered, wrong, due and fresh words", () => {
    expect(masteryOf(null, false, end)).toBe("unlearned");
    const good = scheduleAnswer(null, "good", now);
    expect(masteryOf(good, false, end)).toBe("learned");
    expect(masteryOf(good, true, end)).toBe("needs_review");
    expect(masteryOf(good, false, dayEnd(addDays(dayOf(now, TZ), 30), TZ))).toBe("needs_review");
  });
});

describe("today's task", () => {
  const today = "2026-12-01";
  const end = dayEnd(today, TZ);
  const sched = (due: string): WordSchedule => ({
    ...scheduleAnswer(null, "good", at("2026-11-20T00:00:00Z")),
    due_at: at(due),
  });
  it("takes daily_new fresh words plus the due reviews, and keeps today's answered words in it", () => {
    const progress = new Map<number, WordProgress>([
      // new yesterday, due today
      [
        1,
        {
          schedule: sched("2026-12-01T10:00:00Z"),
          first_day: "2026-11-30",
          last_day: "2026-11-30",
          wrong_pending: false,
        },
      ],
      // not due until next week
      [
        2,
        {
          schedule: sched("2026-12-08T00:00:00Z"),
          first_day: "2026-11-30",
          last_day: "2026-11-30",
          wrong_pending: false,
        },
      ],
      // new today, answered
      [
        3,
        { schedule: sched("2026-12-03T00:00:00Z"), first_day: today, last_day: today, wrong_pending: false },
      ],
      // reviewed today (no longer due)
      [
        4,
        {
          schedule: sched("2026-12-10T00:00:00Z"),
          first_day: "2026-11-25",
          last_day: today,
          wrong_pending: false,
        },
      ],
    ]);
    const task = buildTodayTask([1, 2, 3, 4, 5, 6, 7], progress, today, end, 3);
    expect(task.newIds).toEqual([3, 5, 6]);
    expect(task.reviewIds).toEqual([1, 4]);
    expect(task.doneIds).toEqual([3, 4]);
    expect(unfinishedCount(task)).toBe(3);
  });
  it("a review due after today's end waits", () => {
    const progress = new Map<number, WordProgress>([
      [
        1,
        {
          schedule: sched(end.toISOString()),
          first_day: "2026-11-30",
          last_day: "2026-11-30",
          wrong_pending: false,
        },
      ],
    ]);
    expect(buildTodayTask([1], progress, today, end, 5).reviewIds).toEqual([]);
  });
});

describe("exercise picker", () => {
  const word = (id: number, sentence = "I have a dog.") => ({
    word_id: id,
    word: "dog",
    pos: "noun",
    mean: "犬",
    sentence,
  });
  it("new words get choice exercises, later reviews the harder kinds", () => {
    expect(pickExercise({ word: word(1), reps: 0, lastWrong: false, readAloud: true })).toBe(
      "meaning_choice",
    );
    expect(pickExercise({ word: word(2), reps: 0, lastWrong: false, readAloud: true })).toBe(
      "listening_choice",
    );
    expect(pickExercise({ word: word(2), reps: 1, lastWrong: false, readAloud: true })).toBe(
      "meaning_choice",
    );
    const later = new Set(
      [2, 3, 4, 5].map((reps) => pickExercise({ word: word(2), reps, lastWrong: false, readAloud: true })),
    );
    expect(later).toEqual(new Set(["spelling", "sentence", "read_aloud"]));
    expect(pickExercise({ word: word(2), reps: 4, lastWrong: true, readAloud: true })).toBe("meaning_choice");
  });
  it("no sentence exercise when the example lacks the word, no read-aloud without the speech engine", () => {
    const kinds = [2, 3, 4, 5].map((reps) =>
      pickExercise({ word: word(2, "Cats sleep a lot."), reps, lastWrong: false, readAloud: false }),
    );
    expect(new Set(kinds)).toEqual(new Set(["spelling"]));
  });
  it("blanks the word as a whole word only", () => {
    expect(blankSentence("Dogs and a dog.", "dog")).toBe("Dogs and a ____.");
    expect(blankSentence("Hotdogs only.", "dog")).toBeNull();
    expect(blankSentence("Look after it.", "look after")).toBe("____ it.");
  });
  it("builds four distinct choices with the right one marked, the same for the same seed", () => {
    const pool = ["犬", "猫", "鳥", "魚", "馬"].map((mean, i) => ({ ...word(i + 1), mean, word: `w${i}` }));
    const a = buildChoices(pool[0]!, pool, "mean", 42);
    expect(a.choices).toHaveLength(4);
    expect(new Set(a.choices.map((c) => c.content)).size).toBe(4);
    expect(a.choices[a.answer_index]?.content).toBe("犬");
    expect(buildChoices(pool[0]!, pool, "mean", 42)).toEqual(a);
  });
});

describe("typed answers", () => {
  it("trims, ignores case, width and a final period; empty is wrong", () => {
    expect(isTypedAnswerRight("  Apple ", ["apple"])).toBe(true);
    expect(isTypedAnswerRight("ＡＰＰＬＥ.", ["apple"])).toBe(true);
    expect(isTypedAnswerRight("don’t", ["don't"])).toBe(true);
    expect(isTypedAnswerRight("look  after", ["look after"])).toBe(true);
    expect(isTypedAnswerRight("aple", ["apple"])).toBe(false);
    expect(isTypedAnswerRight("   ", [""])).toBe(false);
  });
});
