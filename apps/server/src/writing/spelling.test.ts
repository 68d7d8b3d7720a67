import { beforeAll, describe, expect, it } from "vitest";
import { getHarper } from "./harper.ts";
import {
  editDistance,
  findMisspellings,
  getSpeller,
  isConfidentCorrection,
  learnerCost,
  type Speller,
} from "./spelling.ts";
import { tokenize } from "./tokenize.ts";

/** The misspellings of one sentence as "word → correction" ("word → " when there is no correction). */
async function misspelt(sentence: string, whiteList: string[] = []): Promise<string[]> {
  const words = tokenize(sentence).filter((t) => t.kind === "word");
  const found = await findMisspellings(words, new Set(whiteList.map((w) => w.toLowerCase())), { left: 99 });
  return found.map((m) => `${m.token.text} → ${m.suggestion}${m.capitalisation ? " (capital)" : ""}`);
}

let speller: Speller;
beforeAll(async () => {
  // harper.js (asked about words both Hunspell dictionaries reject) compiles its WebAssembly once.
  [speller] = await Promise.all([getSpeller(), getHarper()]);
}, 60_000);

describe("findMisspellings: British spellings", () => {
  const british =
    `colour centre travelled organise favourite programme realise theatre grey metre defence licence
  analyse cheque tyre jewellery neighbour practise cancelled kilometres apologise behaviour catalogue
  organisation travelling labelled`.split(/\s+/);

  it.each(british)("accepts %s", async (word) => {
    expect(await misspelt(`I saw the ${word} there.`)).toEqual([]);
  });

  it("still accepts the American spellings", async () => {
    expect(await misspelt("My favorite color is gray, and the theater is downtown.")).toEqual([]);
  });
});

describe("findMisspellings: names and terms", () => {
  it("never corrects a capitalised word inside a sentence", async () => {
    expect(await misspelt("The pyramid of Khafre stands at Giza near Xandrie's house.")).toEqual([]);
    expect(await misspelt("Leonardo da Vinci and Vincent van Gogh were painters.")).toEqual([]);
  });

  it("takes an unknown capitalised first word as a name unless a very close school word exists", async () => {
    expect(await misspelt("Khafre built the second pyramid.")).toEqual([]);
    expect(await misspelt("Xandrie lives in Perth.")).toEqual([]);
    expect(await misspelt("Becuase it rained, we stayed home.")).toEqual(["Becuase → Because"]);
  });

  it("accepts white-listed words in any case and anywhere", async () => {
    expect(await misspelt("I met xandrie at the station.")).toEqual(["xandrie → "]);
    expect(await misspelt("I met xandrie at the station.", ["Xandrie"])).toEqual([]);
  });

  it("accepts real words the small dictionary lacks: terms, harper's words, prefix compounds", async () => {
    expect(await misspelt("Income per capita rose, et cetera.")).toEqual([]);
    expect(await misspelt("She studies biomechanics and neuroscience.")).toEqual([]);
    expect(await misspelt("Cyberbullying and overtourism are problems, and a chatbot can help.")).toEqual([]);
    expect(await misspelt("We stayed with a homestay family and ate onigiri at the konbini.")).toEqual([]);
  });

  it("still checks each part of a hyphenated word", async () => {
    expect(await misspelt("It is a well-knwon story.")).toEqual(["knwon → known"]);
  });

  it("accepts accented loanwords and names", async () => {
    expect(await misspelt("The café sells crêpes, and Zoë met Ryūta in Kyōto.")).toEqual([]);
    expect(await misspelt("Pokémon is popular.")).toEqual([]);
  });

  it("still reports misspellings that look like compounds or abbreviations", async () => {
    expect(await misspelt("English is an intersting subject.")).toEqual(["intersting → interesting"]);
    expect(await misspelt("I allways wait untill six.")).toEqual(["allways → always", "untill → until"]);
    expect(await misspelt("I like it alot.")).toEqual(["alot → a lot"]);
  });

  it("reports a lower-case name or day as a capitalisation problem", async () => {
    expect(await misspelt("I live in tokyo and speak english on monday.")).toEqual([
      "tokyo → Tokyo (capital)",
      "english → English (capital)",
      "monday → Monday (capital)",
    ]);
  });
});

describe("findMisspellings: corrections a teacher would write", () => {
  const cases: [string, string][] = [
    ["freind", "friend"],
    ["becuase", "because"],
    ["beautifull", "beautiful"],
    ["tommorow", "tomorrow"],
    ["wich", "which"],
    ["thier", "their"],
    ["suprise", "surprise"],
    ["famiry", "family"],
    ["studing", "studying"],
    ["dicided", "decided"],
    ["wheather", "weather"],
    ["frend", "friend"],
    ["teh", "the"],
    ["dont", "don't"],
  ];
  it.each(cases)("%s → %s", async (word, fix) => {
    expect(await misspelt(`I think ${word} is here.`)).toEqual([`${word} → ${fix}`]);
  });

  it("gives no correction when the dictionary's best guess is far or rare", async () => {
    expect(await misspelt("I saw xqzvbnt there.")).toEqual(["xqzvbnt → "]);
  });
});

describe("isConfidentCorrection", () => {
  it("needs a close, common word; a name at the start needs a very close school word", () => {
    expect(isConfidentCorrection(speller, "becuase", "because")).toBe(true);
    expect(isConfidentCorrection(speller, "Khafre", "Chafe")).toBe(false);
    expect(isConfidentCorrection(speller, "Khafre", "Share")).toBe(false);
    expect(isConfidentCorrection(speller, "biomechanics", "bio mechanics")).toBe(false);
    expect(isConfidentCorrection(speller, "tomatos", "tomato's")).toBe(false);
    expect(isConfidentCorrection(speller, "da", "Do")).toBe(false);
    expect(isConfidentCorrection(speller, "enviroment", "environment")).toBe(true);
    expect(isConfidentCorrection(speller, "abcdefg", "because")).toBe(false);
  });
});

describe("edit distances", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("becuase", "because")).toBe(1);
    expect(editDistance("khafre", "chafe")).toBe(2);
    expect(editDistance("tommorow", "tomorrow")).toBe(2);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("makes learners' usual slips cheaper than other edits", () => {
    expect(learnerCost("beautifull", "beautiful")).toBe(0.5);
    expect(learnerCost("famiry", "family")).toBe(0.5);
    expect(learnerCost("wich", "which")).toBeLessThan(learnerCost("wich", "rich"));
    expect(learnerCost("studing", "studying")).toBe(0.75);
  });
});
