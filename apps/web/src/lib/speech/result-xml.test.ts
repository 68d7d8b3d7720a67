import { describe, expect, it } from "vitest";
import { deriveStudyReport, parseEvaluationXml, ResultParseError } from "./result-xml.ts";
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
