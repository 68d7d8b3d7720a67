import { describe, expect, it } from "vitest";
import { sharedWordNet } from "./dict.ts";
import { expandSlot, MAX_SLOT_TERMS, optionSynonyms } from "./expand.ts";
import { baseForms } from "./morphy.ts";
import { mainPartOfSpeech, synonymsOf } from "./synonyms.ts";

const wn = sharedWordNet();

describe("the WordNet reader", () => {
  it("reads a synset's lemmas at its offset and a lemma's sense rank and corpus count", () => {
    const [first] = wn.offsets("movie", "noun");
    const synset = wn.synset("noun", first as string);
    expect(synset.lemmas).toEqual(expect.arrayContaining(["movie", "film", "picture", "flick"]));
    expect(wn.sense("film", "noun", first as string)).toMatchObject({ rank: 1 });
    expect(wn.sense("picture", "noun", first as string)?.rank).toBeGreaterThan(1);
    expect(wn.offsets("no-such-word", "noun")).toEqual([]);
  });

  it("tells a word's main part of speech from the sense-tagged corpus", () => {
    expect(mainPartOfSpeech("ball", wn)).toBe("noun");
    expect(mainPartOfSpeech("kick", wn)).toBe("verb");
    expect(mainPartOfSpeech("happy", wn)).toBe("adj");
  });

  it("finds base forms of regular and common irregular inflections", () => {
    expect(baseForms("books", "noun", wn)).toContain("book");
    expect(baseForms("children", "noun", wn)).toContain("child");
    expect(baseForms("running", "verb", wn)).toContain("run");
    expect(baseForms("went", "verb", wn)).toContain("go");
  });
});

describe("synonymsOf (conservative: first synset, everyday words only)", () => {
  it.each([
    ["child", ["kid"]],
    ["kids", ["child"]],
    ["movie", ["film", "motion picture"]],
    ["teacher", ["instructor"]],
    ["phone", ["telephone"]],
    ["buy", ["purchase"]],
    ["help", ["assist", "aid"]],
  ])("%s → %j among its synonyms", (word, expected) => {
    expect(synonymsOf(word, wn)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ["ball", "testis"],
    ["movie", "picture"], // a movie is not the main meaning of "picture"
    ["movie", "flick"], // slang, never tagged
    ["girl", "miss"], // mostly a verb
    ["child", "nipper"],
    ["brother", "blood brother"], // contains the word itself
    ["plant", "works"], // plural-looking: would match "work"
    ["sort", "kind"], // light noun
    ["hour", "hr"], // an abbreviation
    ["plate", "home base"], // a baseball sense, "(baseball) …"
  ])("%s never gets %j", (word, unwanted) => {
    expect(synonymsOf(word, wn)).not.toContain(unwanted);
  });

  it("leaves function words, numbers, light verbs, phrases and tokens alone", () => {
    for (const word of ["the", "he", "six", "make", "go", "have", "thing", "play soccer", "<number>", "p.e."])
      expect(synonymsOf(word, wn), word).toEqual([]);
  });

  it("skips a word whose first synset is not its clear main meaning", () => {
    // "hold" has dozens of senses; its first one ("keep") covers too few of its uses
    expect(synonymsOf("hold", wn)).toEqual([]);
  });
});

describe("expandSlot", () => {
  it("appends synonyms after the authored terms, without duplicates", () => {
    expect(expandSlot(["child", "kid", "film", "play soccer"], wn)).toEqual([
      "child",
      "kid",
      "film",
      "play soccer",
      "movie",
      "motion picture",
      "picture show",
    ]);
  });

  it("keeps a =word without synonyms", () => {
    expect(expandSlot(["=present", "gift"], wn)).toEqual(["present", "gift"]);
  });

  it("never goes past the schema's limit of terms", () => {
    const many = Array.from({ length: MAX_SLOT_TERMS }, (_, i) => `word${i}`);
    expect(expandSlot([...many.slice(0, -1), "movie"], wn)).toHaveLength(MAX_SLOT_TERMS);
  });
});

describe("optionSynonyms (chat-bot options)", () => {
  it("maps each content word's lemma to its synonyms", () => {
    expect(optionSynonyms("I'll watch some movies.", wn)).toEqual({
      movie: expect.arrayContaining(["film"]),
    });
  });

  it("reads the part of speech from the word before", () => {
    // "a present" is a noun (a gift), not the verb "present" (show)
    expect(optionSynonyms("I want to buy a present.", wn).present ?? []).not.toContain("show");
    // "I'm going" is the verb go, a light verb: no synonyms (not "departure")
    expect(optionSynonyms("I'm going to stay home.", wn)).toEqual({ stay: ["remain"] });
  });

  it("gives nothing for replies without content words", () => {
    expect(optionSynonyms("Yes, I do.", wn)).toEqual({});
  });
});
