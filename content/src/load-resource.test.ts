import { describe, expect, it } from "vitest";
import { formatContentError } from "./errors.ts";
import { loadResource } from "./load-resource.ts";

const FILE = "content/textbooks/t/u/x.yaml";

/** A valid grammar-choice resource; tests break one thing at a time. */
const GOOD = `meta:
  res_code: t-u-grammar
  kind: grammar-choice
  res_title: テスト
  res_title_en: Test
items:
  - question_id: q1
    screen_text: I ___ a student.
    screen_en_text: I am a student.
    answers:
      - { content: am, correct: true }
      - { content: is }
  - question_id: q2
    screen_text: She ___ my sister.
    answers:
      - { content: am }
      - { content: is, correct: true }
`;

function errorsOf(text: string): string[] {
  return loadResource(FILE, text).errors.map(formatContentError);
}

describe("loadResource", () => {
  it("accepts a valid resource and fills ids, indexes, audio names and kind", () => {
    const { loaded, errors } = loadResource(FILE, GOOD);
    expect(errors).toEqual([]);
    expect(loaded?.res_code).toBe("t-u-grammar");
    expect(loaded?.res_id).toBe(loadResource(FILE, GOOD).loaded?.res_id);
    const items = loaded?.resource.items as Record<string, unknown>[];
    expect(items.map((i) => i.index)).toEqual([0, 1]);
    expect(items[0]?.audio_file).toBe("audio/q1.mp3");
    expect(items[1]?.audio_file).toBeUndefined();
    expect(loaded?.audio).toEqual([{ name: "q1.mp3", lines: [{ text: "I am a student.", voice: "slt" }] }]);
    expect(loaded?.resource.kind).toBe("grammar-choice");
  });

  it("names file, line, column and field when no answer is correct", () => {
    const text = GOOD.replace("{ content: is, correct: true }", "{ content: is }");
    expect(errorsOf(text)).toEqual([`${FILE}:15:5 items[1].answers: no option is marked correct`]);
  });

  it("reports a missing required field at its item", () => {
    const text = GOOD.replace("    screen_text: She ___ my sister.\n", "");
    expect(errorsOf(text)).toEqual([
      `${FILE}:13:5 items[1].screen_text: missing required field (expected string)`,
    ]);
  });

  it("reports a wrong type at the value's key", () => {
    const text = GOOD.replace("screen_text: I ___ a student.", "screen_text: [I, am]");
    expect(errorsOf(text)).toEqual([`${FILE}:8:5 items[0].screen_text: expected string, got list`]);
  });

  it("rejects an unknown kind at meta.kind", () => {
    const [error] = errorsOf(GOOD.replace("kind: grammar-choice", "kind: grammar-quiz"));
    expect(error).toMatch(new RegExp(`^${FILE}:3:3 kind: unknown kind; use one of listen-fill-blanks, `));
  });

  it("reports bad YAML with its position instead of throwing", () => {
    const [error] = errorsOf(GOOD.replace("    screen_text: She ___ my sister.", "    screen_text: [She"));
    expect(error).toMatch(new RegExp(`^${FILE}:\\d+:\\d+: invalid YAML: `));
  });

  it("rejects a duplicate question_id at the second one", () => {
    expect(errorsOf(GOOD.replace("question_id: q2", "question_id: q1"))).toContain(
      `${FILE}:13:5 items[1].question_id: duplicate question_id "q1" (first used at items.0.question_id)`,
    );
  });

  it("flags misspelt fields instead of silently dropping them", () => {
    const text = GOOD.replace("screen_en_text: I am a student.", "screen_en_txt: I am a student.");
    expect(errorsOf(text)).toEqual([
      `${FILE}:9:5 items[0].screen_en_txt: unknown field (check the spelling; see content/README.md)`,
    ]);
  });

  it("rejects a missing res_title_en and a malformed res_code in meta", () => {
    const text = GOOD.replace("  res_title_en: Test\n", "").replace(
      "res_code: t-u-grammar",
      "res_code: Bad Code!",
    );
    expect(errorsOf(text)).toEqual([
      `${FILE}:2:3 res_code: res_code must be 3-64 characters of a-z, 0-9 and '-'`,
      `${FILE}:1:1 res_title_en: missing required field (expected string)`,
    ]);
  });

  it("turns an audio_script into one job with each speaker's voice", () => {
    const text = `meta:
  res_code: t-u-listen
  kind: listening-choice
  res_title: 聞く
  res_title_en: Listen
  speakers:
    - { name: Ann, voice: slt }
    - { name: Bo, voice: awb }
items:
  - question_id: l1
    screen_text: Who is late?
    audio_script:
      - { speaker: Ann, text: "Are you late?" }
      - { speaker: Bo, text: "Yes, I am." }
    answers: [{ content: Bo, correct: true }, { content: Ann }]
`;
    const { loaded, errors } = loadResource(FILE, text);
    expect(errors).toEqual([]);
    expect(loaded?.audio[0]?.lines.map((l) => l.voice)).toEqual(["slt", "awb"]);
    expect(loaded?.resource.speakers).toEqual([
      { name: "Ann", type: "single" },
      { name: "Bo", type: "single" },
    ]);
    const bad = text
      .replace("voice: awb", "voice: robot")
      .replace('{ speaker: Bo, text: "Yes, I am." }', "{ speaker: Bo }");
    expect(errorsOf(bad)).toEqual([
      `${FILE}:8:19 speakers[1].voice: unknown voice; use one of slt, awb, rms, kal16`,
      `${FILE}:14:9 items[0].audio_script[1]: each line needs a text (and optionally speaker or voice)`,
    ]);
  });

  it("requires audio for listening kinds (no English text means no audio_file)", () => {
    const text = `meta:
  res_code: t-u-listen
  kind: listening-choice
  res_title: 聞く
  res_title_en: Listen
items:
  - question_id: l1
    screen_text: Who is late?
    answers: [{ content: Bo, correct: true }, { content: Ann }]
`;
    expect(errorsOf(text)).toEqual([
      `${FILE}:7:5 items[0].audio_file: missing required field (expected string)`,
    ]);
  });

  it("rejects an empty file and unknown top-level keys", () => {
    expect(errorsOf("")).toEqual([`${FILE}: the file is empty; a resource needs meta and items`]);
    expect(errorsOf(GOOD.replace("items:", "itemz:"))).toEqual([
      `${FILE}:6:1 itemz: unknown field (check the spelling; see content/README.md)`,
    ]);
  });

  it("positions errors inside the parts of a mixed resource by the part's own kind", () => {
    const text = `meta:
  res_code: t-u-mixed
  kind: mixed
  res_title: まとめ
  res_title_en: Review
items:
  - kind: word-choice
    question_id: m1
    screen_text: 駅
    answers: [{ content: station }, { content: park }]
  - kind: ja-to-en-writing
    question_id: m2
    screen_jp_text: 私は学生です。
`;
    expect(errorsOf(text)).toEqual([
      `${FILE}:10:5 items[0].answers: word-choice: no option is marked correct`,
      `${FILE}:11:5 items[1].answer: ja-to-en-writing: missing required field`,
    ]);
  });

  it("joins wrapped Japanese lines without spaces but keeps spaces between English words", () => {
    const text = GOOD.replace("screen_jp_text: 私は佐藤美佳です。", "").replace(
      "    screen_en_text: I am a student.\n",
      "    screen_en_text: I am a student.\n    screen_jp_text: >-\n      私は\n      学生です。 I am\n      a student.\n",
    );
    const items = loadResource(FILE, text).loaded?.resource.items as Record<string, unknown>[];
    expect(items[0]?.screen_jp_text).toBe("私は学生です。 I am a student.");
  });
});
