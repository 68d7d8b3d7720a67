import { beforeAll, describe, expect, it } from "vitest";
import { loadCefrLevels } from "./ebook-load.ts";
import { svgProblems } from "./ebook-svg.ts";
import {
  checkVocabulary,
  glossaryNotes,
  textWords,
  type VocabularyInput,
  wordLevel,
} from "./ebook-vocabulary.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";

let levels: Map<string, string>;
beforeAll(async () => {
  levels = await loadCefrLevels(REAL_CONTENT_DIR);
});

/** The off-level words of one A1 text (lemma and level). */
function offLevel(text: string, extra: Partial<VocabularyInput> = {}) {
  const report = checkVocabulary(
    { cefr: "A1", speakers: ["narrator"], glossary: [], pages: [[text]], ...extra },
    levels,
  );
  return report.words.map((w) => `${w.word}:${w.level ?? "-"}`);
}

describe("e-book vocabulary check", () => {
  it("splits a line into running words and marks sentence starts", () => {
    const words = textWords(`"Help!" Ken shouts. Mr. Tanaka doesn't know, she said: "Wait."`);
    expect(words.map((w) => `${w.surface}${w.sentenceStart ? "^" : ""}`)).toEqual([
      "Help^",
      "Ken^",
      "shouts",
      "Mr^",
      "Tanaka",
      "doesn't",
      "know",
      "she",
      "said",
      "Wait^",
    ]);
    expect(textWords("It costs 1,200 yen — a well-known T-shirt!").map((w) => w.surface)).toEqual([
      "It",
      "costs",
      "1,200",
      "yen",
      "a",
      "well-known",
      "T-shirt",
    ]);
  });

  it("undoes inflections and common derivations before looking a word up", () => {
    expect(
      ["went", "stories", "happily", "colder", "biggest", "children", "t-shirt", "o'clock"].map((w) =>
        wordLevel(w, levels),
      ),
    ).toEqual(["A1", "A1", "A2", "A1", "A1", "A1", "A1", "A1"]);
    expect(wordLevel("volcano", levels)).toBe("B1");
    expect(wordLevel("zzyzx", levels)).toBeUndefined();
  });

  it("exempts names, numbers, interjections and the glossary; splits contractions", () => {
    expect(offLevel("Oh, Hiroshi didn't see the 3 dogs and the twentieth cat. Kenji's dog ran.")).toEqual([
      "kenji:-",
    ]);
    // A name seen away from a sentence start is a name everywhere; a speaker is a name too.
    expect(offLevel("Kenji runs. I see Kenji.")).toEqual([]);
    expect(offLevel("Sakura laughs.", { speakers: ["narrator", "Sakura"] })).toEqual([]);
    expect(offLevel("The volcanoes erupted.", { glossary: ["volcano", "erupt"] })).toEqual([]);
    expect(offLevel("The volcanoes erupted.")).toEqual(["erupt:B2", "volcano:B1"]);
    // Words of the Wordlist's phrases count at the phrase's level (according to: B1).
    expect(offLevel("According to Ken, it is fine.", { cefr: "B1" })).toEqual([]);
  });

  it("counts forms of one word together and passes under 5%", () => {
    const text = Array.from({ length: 10 }, () => "The cat sat on the big red chair today.").join(" ");
    const report = checkVocabulary(
      { cefr: "A1", speakers: [], glossary: [], pages: [[text, "A nest. Two nests."]] },
      levels,
    );
    expect(report).toMatchObject({ running_words: 94, off_level_count: 2, passes: true });
    expect(report.words).toEqual([{ word: "nest", level: null, count: 2, page: 1, line: 2 }]);
  });
});

describe("e-book notes", () => {
  it("notes glossary entries the text never uses", () => {
    const book = {
      cefr: "A1" as const,
      speakers: [],
      glossary: ["volcano", "lava"],
      pages: [["Two volcanoes."]],
    };
    expect(glossaryNotes(book)).toEqual(['glossary "lava" does not occur in the text']);
  });
});

describe("e-book pictures", () => {
  const ok =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260"><title>A park</title><rect width="10" height="10" fill="url(#g)"/></svg>';

  it("accepts a titled flat picture with internal references", () => {
    expect(svgProblems(Buffer.from(ok), "illustration")).toEqual([]);
  });

  it("names each unsafe or wrong part", () => {
    const bad = ok
      .replace("<rect", '<text>Hi</text><a href="http://x.example"><rect')
      .replace("url(#g)", "url(http://x/y.png)");
    expect(svgProblems(Buffer.from(bad), "illustration")).toEqual([
      'holds a link to outside the file (only href="#id" is allowed)',
      "holds a url() to outside the file (only url(#id) is allowed)",
      "shows no text (only covers show the title)",
    ]);
    expect(svgProblems(Buffer.from("<html></html>"), "cover")).toEqual([
      "is not an SVG (<svg> first)",
      "needs a <title> saying what it shows",
      'needs viewBox="0 0 300 420" (has none)',
    ]);
  });
});
