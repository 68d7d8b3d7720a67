import { describe, expect, it } from "vitest";
import { hasSubjectAndVerb } from "./clause.ts";

describe("hasSubjectAndVerb", () => {
  it.each([
    ["I like summer.", true],
    ["A man reads a newspaper.", true],
    ["My sister plays tennis.", true],
    ["There is a dog.", true],
    ["It's sunny.", true],
    ["The rain stopped.", true],
    ["Dogs run fast.", true],
    ["She always walks her dog.", true],
    ["I don't like cats.", true],
    ["We went to the park.", true],
    ["He can swim.", true],
    ["They visited Kyoto.", true],
    ["Summer.", false],
    ["A boy playing soccer.", false],
    ["In the park.", false],
    ["Soccer and baseball.", false],
    ["Very good!", false],
    ["", false],
  ])("%j → %s", (sentence, want) => expect(hasSubjectAndVerb(sentence)).toBe(want));
});
