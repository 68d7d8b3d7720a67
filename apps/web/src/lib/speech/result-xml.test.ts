import { describe, expect, it } from "vitest";
import {
  deriveStudyReport,
  isPronunciationTip,
  PRONUNCIATION_TIPS,
  parseEvaluationXml,
  ResultParseError,
} from "./result-xml.ts";
import { SAMPLE_ISE_XML } from "./sample-result.xml.ts";

describe("parseEvaluationXml", () => {
  const result = parseEvaluationXml(SAMPLE_ISE_XML);

  it("reads the paper's scores, content and rejection flag", () => {
    expect(result).toMatchObject({
      category: "read_chapter",
      content: "Ken plays the guitar every evening.",
      total_score: 3.357,
      accuracy_score: 3.412,
      fluency_score: 3.1,
      integrity_score: 4,
      standard_score: 3.3,
      is_rejected: false,
      except_info: "0",
    });
  });

  it("lists every word with dp_message, frames and score, dropping pause markers", () => {
    expect(result.words.map((w) => [w.content, w.dp_message, w.total_score])).toEqual([
      ["Ken", 0, 4.7],
      ["plays", 0, 4.2],
      ["the", 16, 0],
      ["um", 32, 0],
      ["guitar", 128, 1.5],
      ["every", 64, 3.9],
      ["evening", 0, 2.4],
    ]);
    expect(result.words[0]).toMatchObject({ beg_pos: 12, end_pos: 48, index: 0 });
  });

  it("collects phones whether or not they sit inside syll elements, without silences", () => {
    expect(result.words[0]?.phones.map((p) => p.content)).toEqual(["k", "eh", "n"]);
    expect(result.words[4]?.phones.map((p) => [p.content, p.dp_message])).toEqual([
      ["g", 0],
      ["ih", 128],
      ["t", 0],
    ]);
  });

  it("reads each phone's score, the phone heard instead and its pronunciation tip", () => {
    expect(result.words[0]?.phones[0]).toEqual({
      content: "k",
      dp_message: 0,
      beg_pos: 12,
      end_pos: 20,
      score: 4.8,
    });
    expect(result.words[4]?.phones[1]).toMatchObject({
      content: "ih",
      dp_message: 128,
      score: 0.9,
      heard: "iy",
    });
    expect(result.words[4]?.phones[1]).not.toHaveProperty("tip");
    expect(result.words[6]?.phones.map((p) => [p.content, p.heard, p.tip])).toEqual([
      ["iy", undefined, undefined],
      ["v", "b", "v-b"],
      ["n", undefined, undefined],
      ["ih", undefined, undefined],
      ["ng", "uw", "vowel-added"],
    ]);
  });

  it("ignores a phone score that is not a 0-5 number, a heard phone that is no phone and an unknown tip", () => {
    const phones = (attrs: string[]) =>
      parseEvaluationXml(
        `<xml_result><read_word><rec_paper><read_word content="right" total_score="2"><word content="right" dp_message="128" total_score="2">${attrs
          .map((a) => `<phone content="r" dp_message="128" beg_pos="0" end_pos="5" ${a}/>`)
          .join("")}</word></read_word></rec_paper></read_word></xml_result>`,
      ).words[0]?.phones ?? [];
    const read = phones([
      'score="n/a" heard="l" tip="r-l"',
      'score="" heard="L1" tip=" th-s "',
      'score="7.5" heard="r" tip="tongue-tip"',
      'score="-1" heard="l; drop" tip="R-L"',
      "",
    ]);
    expect(read.map((p) => [p.score, p.heard, p.tip])).toEqual([
      [undefined, "l", "r-l"],
      // stress digits and capitals of a heard phone are normalised; tips are matched after trimming
      [undefined, "l", "th-s"],
      // "heard the same phone" says nothing
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ]);
    // ignored attributes leave no key behind
    expect(read[2]).toEqual({ content: "r", dp_message: 128, beg_pos: 0, end_pos: 5 });
  });

  it("knows the nine tip keys", () => {
    expect(PRONUNCIATION_TIPS).toHaveLength(9);
    expect(isPronunciationTip("si-shi")).toBe(true);
    expect(isPronunciationTip("ng-n")).toBe(false);
    expect(isPronunciationTip(undefined)).toBe(false);
  });

  it("derives a study report when the server sent none", () => {
    expect(result.study_report.leak).toBe(1);
    expect(result.study_report.repeat).toBe(1);
    expect(result.study_report.errorwords).toEqual(["guitar", "evening"]);
    // Five spoken reference words (not the omitted "the" nor the inserted "um") over frames 12-290
    // (2.78 s): 108 words per minute.
    expect(result.study_report.speed).toBe(108);
    expect(result.poorly_words).toEqual([]);
  });

  it("prefers the server's report and poorly words", () => {
    const report = {
      study_report: { leak: 0, repeat: 0, speed: 95, info: "average", errorwords: ["guitar"] },
      poorly_words: ["guitar"],
    };
    const withReport = parseEvaluationXml(SAMPLE_ISE_XML, report);
    expect(withReport.study_report).toEqual(report.study_report);
    expect(withReport.poorly_words).toEqual(["guitar"]);
  });

  it("reads a rejected read_word paper", () => {
    const xml = `<?xml version="1.0"?><xml_result><read_word><rec_paper><read_word content="apple" total_score="0" accuracy_score="0" fluency_score="0" integrity_score="0" standard_score="0" is_rejected="true" except_info="28673"><word content="apple" dp_message="16" beg_pos="0" end_pos="0" total_score="0"/></read_word></rec_paper></read_word></xml_result>`;
    const r = parseEvaluationXml(xml);
    expect(r).toMatchObject({
      category: "read_word",
      is_rejected: true,
      total_score: 0,
      except_info: "28673",
    });
    expect(r.study_report).toMatchObject({ leak: 1, speed: 0 });
  });

  it.each([
    ["not xml at all <", "malformed"],
    ["<html><body>502 Bad Gateway</body></html>", "wrong root"],
    ["<xml_result><read_sentence><rec_paper/></read_sentence></xml_result>", "no paper"],
    [
      "<xml_result><read_sentence><rec_paper><read_chapter content='x'/></rec_paper></read_sentence></xml_result>",
      "no scores",
    ],
  ])("refuses %j (%s)", (xml) => {
    expect(() => parseEvaluationXml(xml)).toThrow(ResultParseError);
  });
});

describe("deriveStudyReport", () => {
  it("is all zero for no words", () => {
    expect(deriveStudyReport([])).toEqual({ leak: 0, repeat: 0, speed: 0, info: "", errorwords: [] });
  });
});
