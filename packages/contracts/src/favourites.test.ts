import { describe, expect, it } from "vitest";
import {
  DeviceFavoriteSubmitBodySchema,
  FavouriteSentenceCollectBodySchema,
  FavouriteWordCollectBodySchema,
} from "./favourites.ts";
import { PoorlyWordsBodySchema } from "./poorly-words.ts";

const sentence = {
  resource_code: "jh1-u1-sr",
  question_index: "2",
  screen_en_text: "I walk my dog.",
  resource_id: "12",
  sentence_id: "q3",
};

describe("favourite contracts", () => {
  it("fills the spec defaults of a sentence (record_max_time 20, read_sentence, textbook)", () => {
    expect(FavouriteSentenceCollectBodySchema.parse(sentence)).toMatchObject({
      client: "web",
      question_index: 2,
      resource_id: 12,
      record_max_time: 20,
      category: "read_sentence",
      sentence_source: "textbook",
      audio_file_name: "",
    });
  });

  it("accepts only relative asset paths as audio_file_name", () => {
    const ok = (f: string) =>
      FavouriteSentenceCollectBodySchema.safeParse({ ...sentence, audio_file_name: f }).success;
    expect(ok("audio/q3.mp3")).toBe(true);
    for (const bad of ["/etc/passwd", "../x.mp3", "a/../../b.mp3", "https://x.example/a.mp3", "a b.mp3"])
      expect(ok(bad), bad).toBe(false);
  });

  it("takes a word or short phrase, not markup", () => {
    const ok = (w: string) =>
      FavouriteWordCollectBodySchema.safeParse({ words: w, is_collected: "1" }).success;
    for (const good of ["river", "look after", "don't", "well-known", "Mt. Fuji"])
      expect(ok(good), good).toBe(true);
    for (const bad of ["", " ", "<b>", "a;b", "x".repeat(101), "-dash"]) expect(ok(bad), bad).toBe(false);
  });

  it("needs a total or percent for a practice, an empty field counting as missing", () => {
    const base = { resource_id: "3", sound_file: "/v3/files/rec/a.mp3?sig=s" };
    expect(DeviceFavoriteSubmitBodySchema.safeParse(base).success).toBe(false);
    expect(DeviceFavoriteSubmitBodySchema.safeParse({ ...base, total_score: "" }).success).toBe(false);
    expect(
      DeviceFavoriteSubmitBodySchema.parse({ ...base, total_score: "", percent_score: "40" }),
    ).toMatchObject({
      percent_score: 40,
    });
    expect(DeviceFavoriteSubmitBodySchema.safeParse({ ...base, total_score: "5.5" }).success).toBe(false);
  });

  it("splits poorly_words joined by | or commas, at most 50", () => {
    expect(PoorlyWordsBodySchema.parse({ words: "river| bridge ,,castle|" }).words).toEqual([
      "river",
      "bridge",
      "castle",
    ]);
    expect(PoorlyWordsBodySchema.safeParse({ words: Array(51).fill("a").join("|") }).success).toBe(false);
  });
});
