import { describe, expectTypeOf, it } from "vitest";
import type { AnswerOf, ExerciseKind, ItemOf, ObjectiveKind, ResourceOf, ScoreOutcome } from "./index.ts";
import { type KIND_INFO, type SCORERS, scoreAnswer } from "./index.ts";

describe("public types", () => {
  it("item types carry parsed field types", () => {
    expectTypeOf<ItemOf<"grammar-choice">["answers"][number]["correct"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ItemOf<"grammar-choice">["question_id"]>().toEqualTypeOf<string>();
    expectTypeOf<ItemOf<"listening-choice">["audio_file"]>().toEqualTypeOf<string>();
    expectTypeOf<ItemOf<"listen-fill-blanks">["filling_answer"]>().toEqualTypeOf<string[][]>();
    expectTypeOf<
      ItemOf<"chat-bot">["question_items"][number]["options"][number]["content"]
    >().toEqualTypeOf<string>();
    expectTypeOf<ResourceOf<"word-choice">["items"][number]>().toEqualTypeOf<ItemOf<"word-choice">>();
  });
  it("answer types and the scorer map are keyed by kind", () => {
    expectTypeOf<AnswerOf<"sentence-reading">["is_skipped"]>().toEqualTypeOf<0 | 1 | undefined>();
    expectTypeOf<keyof typeof SCORERS>().toEqualTypeOf<ObjectiveKind>();
    expectTypeOf<keyof typeof KIND_INFO>().toEqualTypeOf<ExerciseKind>();
    expectTypeOf(scoreAnswer).returns.toEqualTypeOf<ScoreOutcome>();
  });
});
