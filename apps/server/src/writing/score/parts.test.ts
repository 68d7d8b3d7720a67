import { describe, expect, it } from "vitest";
import { accuracy, weightedErrors } from "./accuracy.ts";
import { connectivesIn, organisation } from "./organisation.ts";
import { textFacts } from "./text-facts.ts";
import { vocabulary } from "./vocabulary.ts";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

// 60 words, three sentences per line; the same text is used with and without findings.
const essay = textFacts(
  `Last spring my class went to Kyoto on a school trip. We visited old temples and walked along a quiet river.
My friend Ken bought green tea sweets for his family, and I took many photos of the gardens. The trip was short,
but I learned a lot about Japanese history. I want to go back with my parents someday.`,
);

describe("accuracy", () => {
  it("falls with error density: none > one > three > six", () => {
    const s = (n: number) => accuracy(essay, Array(n).fill("agreement")).score;
    expect(s(0)).toBe(100);
    expect(s(0)).toBeGreaterThan(s(1));
    expect(s(1)).toBeGreaterThan(s(3));
    expect(s(3)).toBeGreaterThan(s(6));
    expect(accuracy(essay, ["agreement", "tense", "spelling"])).toMatchObject({ errors: 3 });
  });

  it("counts capitals and punctuation half", () => {
    expect(weightedErrors(["capitalization", "punctuation", "tense"])).toBe(2);
    expect(accuracy(essay, ["capitalization", "capitalization"]).score).toBe(
      accuracy(essay, ["tense"]).score,
    );
  });

  it("reports errors per 100 words and explains in Japanese", () => {
    const part = accuracy(essay, ["agreement", "tense", "article"]);
    expect(part.per_100_words).toBeCloseTo((3 / essay.words.length) * 100, 1);
    expect(part.explanation_ja).toMatch(/3か所/);
  });

  it("a correct two-word answer is not called accurate: it is scaled down and says it is short", () => {
    const part = accuracy(textFacts("I go."), []);
    expect(part.score).toBeLessThan(60);
    expect(part.explanation_ja).toMatch(/短い/);
    expect(accuracy(textFacts(""), []).score).toBe(0);
  });
});

describe("vocabulary", () => {
  it("a varied text scores above a repetitive one of the same length", () => {
    const varied = vocabulary(essay, "junior");
    const same = vocabulary(
      textFacts(Array.from({ length: 12 }, () => "I like my dog. ").join("")),
      "junior",
    );
    expect(varied.score).toBeGreaterThan(same.score + 20);
    expect(same.explanation_ja).toMatch(JAPANESE);
  });

  it("words above the basic list raise the score", () => {
    const basic = vocabulary(
      textFacts("I like my school. It is big and nice. My friends are kind and fun."),
      "junior",
    );
    const rich = vocabulary(
      textFacts("I admire my school. It is enormous and modern. My classmates are generous and cheerful."),
      "junior",
    );
    expect(rich.score).toBeGreaterThan(basic.score);
  });

  it("very short texts are scaled down and say why", () => {
    const part = vocabulary(textFacts("Cats are graceful."), "junior");
    expect(part.score).toBeLessThan(40);
    expect(part.explanation_ja).toMatch(/短い/);
  });
});

describe("organisation", () => {
  it("finds connectives once each, and 'so' only where it links clauses", () => {
    expect(
      connectivesIn("First, I like it. Also, it is fun because it is fast. Also, it is cheap.").sort(),
    ).toEqual(["also", "because", "first"]);
    expect(connectivesIn("It was so fun. I think so.")).toEqual([]);
    expect(connectivesIn("It rained, so we stayed home.")).toEqual(["so"]);
    expect(connectivesIn("In conclusion, for example").sort()).toEqual(["for example", "in conclusion"]);
  });

  it("a linked text of several sentences scores above one long flat sentence with the same words", () => {
    const linked = organisation(
      textFacts(
        "I like summer. First, I can swim in the sea. Second, there are many festivals, so I can eat shaved ice. In conclusion, summer is the best season for me.",
      ),
    );
    const flat = organisation(
      textFacts(
        "I like summer and I can swim in the sea and there are many festivals and I can eat shaved ice and summer is the best season for me",
      ),
    );
    expect(linked.score).toBeGreaterThan(flat.score + 30);
    expect(linked).toMatchObject({ sentences: 4, connectives: 4, paragraphs: 1 });
    expect(flat.explanation_ja).toMatch(/つなぎ言葉/);
  });

  it("asks a long text for paragraphs and rewards them", () => {
    const para = "My town is small but I love it. It has a river, a castle and a famous bakery. ";
    const body = Array.from({ length: 4 }, () => para).join("");
    const one = organisation(textFacts(`${body}${body}However, it is quiet. So I think it is good.`));
    const two = organisation(textFacts(`${body}\n\n${body}However, it is quiet. So I think it is good.`));
    expect(one.explanation_ja).toMatch(/段落/);
    expect(two.paragraphs).toBe(2);
    expect(two.score).toBeGreaterThan(one.score);
  });
});
