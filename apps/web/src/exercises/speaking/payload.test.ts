import { SentenceReadingAnswerSchema } from "@hibiki/exercises";
import { parseEvaluationXml } from "@web/lib/speech/index.ts";
import { SAMPLE_OPEN_ANSWER_XML } from "@web/lib/speech/sample-open-answer.xml.ts";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import { describe, expect, it } from "vitest";
import { parseEvaluateHtml } from "./evaluate-html.ts";
import { buildSpeakingAnswer, EVALUATE_RESULT_MAX, evaluateResultRef } from "./payload.ts";

const outcome = (xml = SAMPLE_ISE_XML, report?: Parameters<typeof parseEvaluationXml>[1]) => ({
  result: parseEvaluationXml(xml, report),
  xml,
  sid: "ise-sid-1",
});

describe("buildSpeakingAnswer", () => {
  const answer = buildSpeakingAnswer({
    questionId: "ra01",
    outcome: outcome(),
    durationMs: 3456,
    soundFile: "/v3/files/rec/abc.mp3?exp=1&sig=x",
  });

  it("carries the engine's scores (0-5, floored) with percent = 20 × total", () => {
    expect(answer).toMatchObject({
      question_id: "ra01",
      total_score: 3.35,
      score: 3.35,
      percent_score: 67,
      accuracy_score: 3.41,
      fluency_score: 3.1,
      integrity_score: 4,
    });
  });

  it("carries the recording, its length in seconds and a coloured evaluate_html", () => {
    expect(answer.sound_file).toBe("/v3/files/rec/abc.mp3?exp=1&sig=x");
    expect(answer.record_duration).toBe(3.45);
    expect(parseEvaluateHtml(answer.evaluate_html).map((w) => w.mark)).toEqual([
      "ok",
      "ok",
      "omitted",
      "mispronounced",
      "ok",
      "ok",
    ]);
  });

  it("stores the study report as a JSON string and error words as poorly_words joined by |", () => {
    expect(JSON.parse(answer.study_report ?? "")).toMatchObject({ leak: 1, repeat: 1 });
    expect(answer.poorly_words).toBe("guitar|evening");
  });

  it("is a valid sentence-reading answer for the server", () => {
    expect(SentenceReadingAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it("divides the scores by 10 when the engine rejected the recording", () => {
    const rejected = SAMPLE_ISE_XML.replace('is_rejected="false"', 'is_rejected="true"');
    const a = buildSpeakingAnswer({
      questionId: "q",
      outcome: outcome(rejected),
      durationMs: 1000,
      soundFile: "f",
    });
    expect(a).toMatchObject({
      total_score: 0.33,
      accuracy_score: 0.34,
      integrity_score: 0.4,
      percent_score: 6.6,
    });
  });

  it("applies the poorly-word rules to the server's candidates (no apostrophes, no numbers, no repeats)", () => {
    const a = buildSpeakingAnswer({
      questionId: "q",
      outcome: outcome(SAMPLE_ISE_XML, {
        study_report: { leak: 0, repeat: 0, speed: 100, info: "", errorwords: [] },
        poorly_words: ["don't", "42", "Guitar", "guitar", "evening,"],
      }),
      durationMs: 1000,
      soundFile: "f",
      blacklist: ["evening"],
    });
    expect(a.poorly_words).toBe("Guitar");
  });
});

describe("evaluateResultRef", () => {
  it("keeps a short XML as base64 and refers to the session for a long one", () => {
    const short = evaluateResultRef("<xml_result/>", "sid-1");
    expect(atob(short)).toBe("<xml_result/>");
    const long = evaluateResultRef(SAMPLE_ISE_XML, "sid-2");
    expect(long).toBe("sid:sid-2");
    expect(long.length).toBeLessThanOrEqual(EVALUATE_RESULT_MAX);
  });

  it("stores the server's URL of the kept XML, so the word-level result can be opened later", () => {
    const url = "/v3/files/eval/hbk00112233445566aa.xml?sig=abc";
    expect(evaluateResultRef(SAMPLE_ISE_XML, "hbk00112233445566aa", url)).toBe(url);
    const answer = buildSpeakingAnswer({
      questionId: "q1",
      outcome: { ...outcome(), evaluateUrl: url },
      durationMs: 1000,
      soundFile: "f",
    });
    expect(answer.evaluate_result).toBe(url);
  });
});

describe("buildSpeakingAnswer for an open answer", () => {
  const answer = buildSpeakingAnswer({
    questionId: "pd1",
    outcome: {
      ...outcome(SAMPLE_OPEN_ANSWER_XML),
      evaluateUrl: "/v3/files/eval/hbk0011223344556677.xml?sig=s",
    },
    durationMs: 5000,
    soundFile: "/v3/files/rec/x.mp3?sig=y",
  });

  it("stores the open answer's scores (integrity = content) and the kept XML's URL", () => {
    expect(answer).toMatchObject({
      total_score: 3.8,
      percent_score: 76,
      accuracy_score: 3.9,
      fluency_score: 4.1,
      integrity_score: 4,
      evaluate_result: "/v3/files/eval/hbk0011223344556677.xml?sig=s",
    });
  });

  it("keeps the recognised words as evaluate_html and as recognize_text", () => {
    expect(parseEvaluateHtml(answer.evaluate_html).map((w) => w.text)).toEqual(
      "a boy is kick a ball and a girl is walking her dog".split(" "),
    );
    expect(answer.recognize_text).toBe("a boy is kick a ball and a girl is walking her dog");
    expect(
      buildSpeakingAnswer({ questionId: "r", outcome: outcome(), durationMs: 1, soundFile: "f" }),
    ).not.toHaveProperty("recognize_text");
  });
});
