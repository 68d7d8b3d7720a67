import { beforeAll, describe, expect, it } from "vitest";
import { checkWriting } from "./checker.ts";
import { FALSE_ALARM_SENTENCES, MISSPELLING_ROWS } from "./false-alarm-table.ts";
import { harperLints } from "./harper.ts";
import { warmUpWritingChecker } from "./index.ts";
import { findMisspellings } from "./spelling.ts";
import { tokenize } from "./tokenize.ts";

// Correct sentences that other rule families (rules/*.ts, not spelling or harper) still flag. They stay in
// the spelling and harper tables below; remove a sentence from here once its rule no longer misfires.
const OTHER_RULE_MISFIRES = new Set<string>([]);

async function findings(text: string, level: "junior" | "senior") {
  const r = await checkWriting(text, { level, whiteListWords: [] });
  return r.comments.flatMap((c) =>
    c.sent_comments.map((x) => ({
      type: x.type,
      flagged: c.sent_content.slice(x.hit_words_pos.startPos, x.hit_words_pos.endPos),
      suggestion: x.suggestion,
    })),
  );
}

beforeAll(async () => {
  await warmUpWritingChecker();
}, 60_000);

describe("false alarms: the table", () => {
  it("has at least 60 original correct sentences of both levels", () => {
    expect(FALSE_ALARM_SENTENCES.length).toBeGreaterThanOrEqual(60);
    expect(FALSE_ALARM_SENTENCES.some((r) => r.level === "junior")).toBe(true);
    expect(FALSE_ALARM_SENTENCES.some((r) => r.level === "senior")).toBe(true);
    expect(new Set(FALSE_ALARM_SENTENCES.map((r) => r.sentence)).size).toBe(FALSE_ALARM_SENTENCES.length);
  });
});

describe("false alarms: spelling and harper.js leave correct sentences alone", () => {
  it.each(FALSE_ALARM_SENTENCES)("no misspelling in: $sentence", async ({ sentence }) => {
    const words = tokenize(sentence).filter((t) => t.kind === "word");
    const found = await findMisspellings(words, new Set());
    expect(found.map((m) => `${m.token.text} → ${m.suggestion}`)).toEqual([]);
  });

  it.each(FALSE_ALARM_SENTENCES)("no harper lint in: $sentence", async ({ sentence }) => {
    const lints = await harperLints(sentence);
    expect(lints.map((l) => `${l.rule}: ${l.problem} → ${l.suggestion}`)).toEqual([]);
  });
});

describe("false alarms: the whole checker", () => {
  it("lists only sentences of the table as other rules' misfires", () => {
    const all = new Set(FALSE_ALARM_SENTENCES.map((r) => r.sentence));
    for (const s of OTHER_RULE_MISFIRES) expect(all.has(s), s).toBe(true);
  });

  const rows = FALSE_ALARM_SENTENCES.filter((r) => !OTHER_RULE_MISFIRES.has(r.sentence));
  it.each(rows)("raises nothing for: $sentence", async ({ sentence, level }) => {
    expect(await findings(sentence, level)).toEqual([]);
  });
});

describe("spelling: clear misspellings are still corrected", () => {
  it.each(MISSPELLING_ROWS)("$flagged → $suggestion in: $sentence", async (row) => {
    expect(await findings(row.sentence, "junior")).toContainEqual({
      type: "spelling",
      flagged: row.flagged,
      suggestion: row.suggestion,
    });
  });
});
