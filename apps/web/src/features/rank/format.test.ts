import { describe, expect, it } from "vitest";
import { formatDay, formatDuration, formatJapanTime, formatRankValue } from "./format.ts";
import { rankEn, rankJa } from "./i18n.ts";

/** A translator over the feature's own strings (this lane has no i18next instance). */
const translator =
  (strings: Record<string, string>) =>
  (key: string, opts: Record<string, unknown> = {}): string =>
    (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(opts[name]));
const ja = translator(rankJa);
const en = translator(rankEn);

describe("rank value formatting", () => {
  it("shows each tab's value with its unit in Japanese", () => {
    expect(formatRankValue(12345, "learning_score", ja, "ja")).toBe("12,345 点");
    expect(formatRankValue(82.46, "average_score", ja, "ja")).toBe("82.5 点");
    expect(formatRankValue(240, "answer_count", ja, "ja")).toBe("240 問");
    expect(formatRankValue(754, "recording_time", ja, "ja")).toBe("12分34秒");
    expect(formatRankValue(5, "streak_days", ja, "ja")).toBe("5 日");
  });

  it("recording time in seconds, minutes or hours, and English units", () => {
    expect(formatDuration(34, en)).toBe("34 s");
    expect(formatDuration(3720, en)).toBe("1 h 2 min");
    expect(formatDuration(3720, ja)).toBe("1時間2分");
    expect(formatRankValue(240, "answer_count", en, "en")).toBe("240 answers");
  });

  it("days and update times in Japan time", () => {
    expect(formatDay("2026-11-03", "ja")).toBe("11/3");
    expect(formatDay("2026-11-03", "en")).toBe("3 Nov");
    expect(formatDay("bad", "ja")).toBe("bad");
    // 18:00 UTC is 03:00 the next day in Japan
    expect(formatJapanTime("2026-11-29T18:00:00Z", "ja")).toContain("11/30");
    expect(formatJapanTime("2026-11-29T18:00:00Z", "ja")).toContain("03:00");
  });
});
