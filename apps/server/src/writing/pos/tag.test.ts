import { describe, expect, it } from "vitest";
import { clauseSubjects } from "./subjects.ts";
import { loadTagger, tagSentence } from "./tag.ts";

const brief = (s: string) => tagSentence(s).map((t) => `${s.slice(t.start, t.end)}/${t.pos}`);

describe("tagSentence", () => {
  it("tags learner sentences with errors usefully", () => {
    expect(brief("He like curry.").slice(0, 2)).toEqual(["He/PRON", "like/VERB"]);
    expect(brief("My grandmother getting old.")).toEqual([
      "My/PRON",
      "grandmother/NOUN",
      "getting/VERB",
      "old/ADJ",
      "./PUNCT",
    ]);
  });

  it("gives offsets in the sentence, splits contractions and marks plural nouns", () => {
    const s = "I'm sure the children don't like today's  homework.";
    const tags = tagSentence(s);
    for (const t of tags) expect(s.slice(t.start, t.end)).toBe(t.text);
    expect(tags.slice(0, 2).map((t) => [t.text, t.pos, t.lemma])).toEqual([
      ["I", "PRON", "i"],
      ["'m", "AUX", "be"],
    ]);
    expect(tags.find((t) => t.text === "children")).toMatchObject({
      pos: "NOUN",
      plural: true,
      lemma: "child",
    });
    expect(tags.find((t) => t.text === "homework")).toMatchObject({ pos: "NOUN", plural: false });
    expect(tags.find((t) => t.text === "n't")?.lemma).toBe("not");
  });

  it("does not read a British spelling as a plural", () => {
    expect(tagSentence("My favourite colour is blue.").find((t) => t.text === "colour")?.plural).toBe(false);
  });

  it("tags a 400-word essay in well under a second once loaded", () => {
    loadTagger();
    const sentence =
      "Last summer my family and I visited my grandmother, who lives in a small town near the sea.";
    const essay = Array.from({ length: 24 }, (_, i) => `${sentence.replace("Last", `Day ${i}: last`)}`);
    const started = performance.now();
    for (const s of essay) clauseSubjects(tagSentence(s));
    expect(performance.now() - started).toBeLessThan(250);
  });
});

describe("clauseSubjects", () => {
  const subjects = (s: string) => {
    const tags = tagSentence(s);
    return clauseSubjects(tags).map((c) => `${c.text}:${c.number}→${tags[c.verb]?.text ?? ""}`);
  };
  it("finds noun, name, coordinated and modified subjects with their verb slot", () => {
    expect(subjects("My father work at a hospital.")).toEqual(["My father:sg→work"]);
    expect(subjects("Ken and Yuki plays tennis.")).toEqual(["Ken and Yuki:pl→plays"]);
    expect(subjects("The people in Okinawa is friendly.")).toEqual(["The people in Okinawa:pl→is"]);
    expect(subjects("A person just know it.")).toEqual(["A person:sg→know"]);
  });
  it("does not take an object or a compound for a subject", () => {
    expect(subjects("Let my brother play.")).toEqual([]);
    expect(subjects("Ken and my brother play soccer.")).toEqual(["Ken and my brother:pl→play"]);
  });
});
