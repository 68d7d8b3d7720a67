import { beforeAll, describe, expect, it } from "vitest";
import { getHarper, type HarperLint, harperLints, isKnownMisfire } from "./harper.ts";
import { harperFinding, harperType } from "./harper-mapping.ts";

beforeAll(async () => {
  // harper.js compiles 16 MB of WebAssembly once per process.
  await getHarper();
}, 60_000);

const lint = (over: Partial<HarperLint>): HarperLint => ({
  rule: "",
  kind: "Miscellaneous",
  start: 0,
  end: 1,
  problem: "a",
  message: "m",
  suggestion: "an",
  ...over,
});

describe("harperLints: rules that misfire on learners' correct sentences are off or filtered", () => {
  // Each sentence is correct; the comment names the harper rule that used to "correct" it.
  const correct: [string, string][] = [
    ["However we view it, the plan is good.", "DiscourseMarkers: However → However,"],
    ["Nowadays there are few children in the countryside.", "DiscourseMarkers"],
    ["We should say no to bullying.", "NotTo: no to → not to"],
    ["My sister studies biomechanics in Osaka.", "SplitWords: bio mechanics"],
    ["Our homestay family was kind.", "SplitWords: home stay"],
    ["Listen to Sam.", "OrthographicConsistency: SAM"],
    ["Leonardo da Vinci painted it.", "OrthographicConsistency: DA"],
    ["She is black with a white tail.", "CompoundNouns: whitetail"],
    ["Of course, it wouldn't be easy to live far away.", "CompoundNouns: faraway"],
    ["We can try farm work there.", "MissingTo: try to"],
    ["Are you OK?", "OkToOkay"],
    ["You are in Class 1-B.", "ExpandMemoryShorthands: byte"],
    ["I'll send you photos of the festival.", "PronounVerbAgreement: photos → photo"],
    ["I'll make you cookies this weekend.", "PronounVerbAgreement: cookies → cookie"],
    ["Not only is he smart, but he is also kind.", "PronounVerbAgreement: smarts"],
    ["I gave it to you yesterday.", "PossessiveYour: you → your"],
    ["It's no use crying over spilt milk.", "ItsPossessive: It's → Its"],
    ["It's no wonder he is tired.", "ItsPossessive"],
    ["There are few parks, and good friends are few.", "(issue 18: are few → is a few)"],
    ["I hope it's sunny tomorrow.", "ItsPossessive: it's → its"],
    ["Thank you for your kind letter.", "YourPredicateAdjective: your → you're"],
    ["We need more information.", "WrongNegative"],
    ["There is data that shows the problem.", "ThereIsAgreement: is data → are data"],
    ["A lot depends on the weather.", "QuantifierNeedsOf: lot → lot of"],
    ["The non-smoking area is over there.", "DisjointPrefixes: nonsmoking"],
    ["We waited 1000-1200 seconds...", "NumericRangeEnDash, UseEllipsisCharacter"],
    ["Timeout usually occurs at night.", "PhrasalVerbAsCompoundNoun: Time out"],
    ["Some animals, i.e. cats, sleep a lot.", "CapitalizePersonalPronouns: i → I"],
  ];
  it.each(correct)("nothing for: %s (%s)", async (sentence) => {
    expect((await harperLints(sentence)).map((l) => `${l.rule}: ${l.problem} → ${l.suggestion}`)).toEqual([]);
  });
});

describe("harperLints: the rules kept still catch learner errors", () => {
  const errors: [string, string, string, string][] = [
    // sentence, rule, flagged text, correction
    ["I ate a apple for breakfast.", "AnA", "a", "an"],
    ["He is an university student.", "AnA", "an", "a"],
    ["This is the my bag.", "TheMy", "the my", "my"],
    ["Aoi is taller then her sister.", "ThenThan", "then", "than"],
    ["I am interested at science.", "InterestedIn", "at", "in"],
    ["The dog wagged it's tail.", "ItsPossessive", "it's", "its"],
    ["Me to.", "ToTwoToo", "to", "too"],
    ["The cat licked it's paw.", "ItsPossessive", "it's", "its"],
    ["I bought many furnitures.", "MassNouns", "furnitures", "furniture"],
    ["I have a lot friends.", "QuantifierNeedsOf", "lot", "lot of"],
    ["My friend and i went there.", "CapitalizePersonalPronouns", "i", "I"],
  ];
  it.each(errors)("%s → %s", async (sentence, rule, problem, suggestion) => {
    expect(await harperLints(sentence)).toContainEqual(
      expect.objectContaining({ rule, problem, suggestion }),
    );
  });

  it("drops ToTwoToo where the real mistake is the 'to' itself", async () => {
    expect((await harperLints("I'm going to there.")).map((l) => l.rule)).not.toContain("ToTwoToo");
  });

  it("returns lints in text order", async () => {
    const starts = (await harperLints("I ate a apple. Aoi is taller then her sister.")).map((l) => l.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.length).toBe(2);
  });
});

describe("isKnownMisfire", () => {
  it("knows the idioms and the 'go to there' pattern only", () => {
    const its = lint({ rule: "ItsPossessive", start: 0, end: 4, problem: "It's", suggestion: "Its" });
    expect(isKnownMisfire(its, "It's no use.")).toBe(true);
    expect(isKnownMisfire({ ...its, start: 7, end: 11 }, "I hope it's sunny.")).toBe(true);
    expect(isKnownMisfire({ ...its, start: 7, end: 11 }, "Wagged it's tail.")).toBe(false);
    expect(isKnownMisfire({ ...its, start: 11, end: 15 }, "Famous for it's food.")).toBe(false);
    const too = lint({ rule: "ToTwoToo", start: 10, end: 12, problem: "to", suggestion: "too" });
    expect(isKnownMisfire(too, "I'm going to there.")).toBe(true);
    expect(isKnownMisfire({ ...too, start: 3, end: 5 }, "Me to.")).toBe(false);
  });
});

describe("harperType and harperFinding", () => {
  it("maps rules with a clear family to the learner-set families", () => {
    expect(harperType(lint({ rule: "AnA" }))).toBe("article");
    expect(harperType(lint({ rule: "TheMy", kind: "Repetition", problem: "the my", suggestion: "my" }))).toBe(
      "article",
    );
    expect(harperType(lint({ rule: "ThenThan", problem: "then", suggestion: "than" }))).toBe("comparative");
    expect(harperType(lint({ rule: "LetToDo", kind: "Usage", problem: " to", suggestion: "" }))).toBe(
      "verb_pattern",
    );
  });

  it("falls back to the lint kind, and to capitalisation for case-only fixes", () => {
    expect(harperType(lint({ kind: "Agreement", problem: "walk", suggestion: "walks" }))).toBe("agreement");
    expect(harperType(lint({ kind: "Usage", problem: "at", suggestion: "in" }))).toBe("preposition");
    expect(harperType(lint({ kind: "WordChoice", problem: "monday", suggestion: "Monday" }))).toBe(
      "capitalization",
    );
  });

  it("turns a lint into a finding inside its sentence with a Japanese explanation", () => {
    const f = harperFinding(lint({ rule: "AnA", start: 20, end: 21 }), 14, 20);
    expect(f).toMatchObject({ type: "article", start: 6, end: 7, suggestion: "an" });
    expect(f.explanationJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
