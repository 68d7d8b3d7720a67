import { ResourceSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { dialogueResource, turnAt } from "./test-harness.tsx";
import { dialogueTurnsOf, lineOf, rolesOf, speakerNamed, speakersOf, translationOf } from "./turns.ts";

const res = dialogueResource("dialogue-practice");
const turn = (id: string, speaker: string) => ({
  index: 0,
  question_id: id,
  speaker,
  screen_en_text: `Line ${id}`,
  audio_file: `${id}.mp3`,
});

describe("dialogue turns", () => {
  it("lists a dialogue resource's turns, a multi-part part's turns, and falls back to the one turn", () => {
    expect(dialogueTurnsOf(res, turnAt(res, 2)).map((t) => t.question_id)).toEqual(["d1", "d2", "d3", "d4"]);
    const multi = ResourceSchema.parse({
      res_code: "mp",
      res_id: 1,
      res_title: "Parts",
      res_version: 1,
      kind: "multi-part",
      items: [
        { index: 0, question_id: "p1", part_type: "dialogue-practice", part_items: [turn("a1", "Ken")] },
        {
          index: 1,
          question_id: "p2",
          part_type: "dialogue-practice",
          part_items: [
            { ...turn("b1", "Ken"), index: 0 },
            { ...turn("b2", "Amy"), index: 1 },
          ],
        },
      ],
    });
    expect(dialogueTurnsOf(multi, turn("b2", "Amy")).map((t) => t.question_id)).toEqual(["b1", "b2"]);
    expect(dialogueTurnsOf(multi, turn("zz", "Amy")).map((t) => t.question_id)).toEqual(["zz"]);
    expect(dialogueTurnsOf({ kind: "dialogue-practice", items: [] }, turn("x", "Amy"))).toHaveLength(1);
  });

  it("takes the run of same-kind items around the turn inside a mixed resource", () => {
    const items = [
      { kind: "dialogue-practice", ...turn("m1", "Ken") },
      { kind: "dialogue-practice", ...turn("m2", "Amy") },
      { kind: "sentence-reading", index: 2, question_id: "s1", screen_en_text: "Hi." },
      { kind: "dialogue-practice", ...turn("m3", "Ken") },
    ];
    const mixed = { kind: "mixed" as const, items };
    expect(dialogueTurnsOf(mixed, items[1] as never).map((t) => t.question_id)).toEqual(["m1", "m2"]);
    expect(dialogueTurnsOf(mixed, items[3] as never).map((t) => t.question_id)).toEqual(["m3"]);
  });

  it("lists speakers from the resource (not the 'all' entry) plus unlisted ones, each with a colour slot", () => {
    const speakers = speakersOf(res.speakers, [...dialogueTurnsOf(res, turnAt(res, 0)), turn("x", " Sora ")]);
    expect(speakers).toEqual([
      { name: "Mika", picture: "mika.svg", slot: 0 },
      { name: "Ben", picture: undefined, slot: 1 },
      { name: "Sora", picture: undefined, slot: 2 },
    ]);
    expect(speakersOf(undefined, [turn("a", "Ken"), turn("b", "ken")]).map((s) => s.name)).toEqual(["Ken"]);
    expect(rolesOf(speakers, [turn("a", "ben")]).map((s) => s.name)).toEqual(["Ben"]);
    expect(speakerNamed(speakers, "MIKA").picture).toBe("mika.svg");
    expect(speakerNamed(speakers, "Nobody")).toEqual({ name: "Nobody", slot: 0 });
  });

  it("scores against evaluate_text when authored and finds the translation", () => {
    expect(lineOf({ ...turn("a", "Ken"), evaluate_text: "Hello there" })).toBe("Hello there");
    expect(lineOf({ ...turn("a", "Ken"), evaluate_text: " " })).toBe("Line a");
    expect(translationOf(turnAt(res, 0))).toBe("これは動物園行きのバスですか。");
    expect(translationOf(turnAt(res, 2))).toBeUndefined();
  });
});
