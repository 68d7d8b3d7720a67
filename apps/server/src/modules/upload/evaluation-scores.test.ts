import { describe, expect, it } from "vitest";
import { scoresOfEvaluationXml } from "./evaluation-scores.ts";
import { evaluationXml } from "./test-evaluation.ts";

/** An open-answer result as speech/open-answer/open-xml.ts writes it: the open_answer paper, then the words. */
const OPEN = `<?xml version="1.0" encoding="UTF-8"?><xml_result><open_answer lan="en" type="study" version="hibiki-2"><rec_paper>
  <open_answer total_score="3.8" content_score="4" language_score="3.5" delivery_score="3.9" accuracy_score="3.9" fluency_score="4.1" word_count="13" is_rejected="false" except_info="0" recognized="a boy is kick a ball" comment="よく言えました。">
  </open_answer>
  <read_chapter content="a boy is kick a ball" total_score="2.2" accuracy_score="3.9" fluency_score="4.1" integrity_score="5" is_rejected="false"/>
</rec_paper></open_answer></xml_result>`;

describe("scores of a kept evaluation XML", () => {
  it("reads a reading's paper: its four scores and reference text (entities decoded)", () => {
    const xml = evaluationXml({
      text: `Ken's "cat" & dog.`,
      total: 3.357,
      accuracy: 3.412,
      fluency: 3.1,
      integrity: 4,
    });
    expect(scoresOfEvaluationXml(xml)).toEqual({
      category: "read_chapter",
      content: `Ken's "cat" & dog.`,
      total_score: 3.35,
      accuracy_score: 3.41,
      fluency_score: 3.1,
      integrity_score: 4,
    });
  });

  it("divides a rejected recording's scores by 10, as the player does", () => {
    const xml = evaluationXml({ text: "Hello.", total: 4.5, rejected: true, category: "read_word" });
    expect(scoresOfEvaluationXml(xml)).toMatchObject({ category: "read_word", total_score: 0.45 });
  });

  it("reads an open answer from its open_answer paper (integrity = content), not the recognised words", () => {
    expect(scoresOfEvaluationXml(OPEN)).toEqual({
      category: "open_answer",
      content: "",
      total_score: 3.8,
      accuracy_score: 3.9,
      fluency_score: 4.1,
      integrity_score: 4,
    });
  });

  it("gives null for XML without a scored paper", () => {
    expect(scoresOfEvaluationXml("<xml_result></xml_result>")).toBeNull();
    expect(
      scoresOfEvaluationXml("<xml_result><rec_paper><read_chapter content='x'/></rec_paper></xml_result>"),
    ).toBeNull();
    expect(scoresOfEvaluationXml("not xml")).toBeNull();
  });
});
