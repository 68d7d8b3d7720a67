import { screen, waitFor } from "@testing-library/react";
import { parseEvaluationXml } from "@web/lib/speech/index.ts";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import { describe, expect, it, vi } from "vitest";
import { parseEvaluateHtml } from "./evaluate-html.ts";
import { buildSpeakingAnswer } from "./payload.ts";
import { ReadingRecording } from "./ReadingRecording.tsx";
import { fakeServices, renderSpeaking } from "./test-harness.tsx";

// Issue 16 #9: per-word feedback must agree with what the engine found, and the words to practise
// follow the config's poorly_words and white_list_words.

/** "I practice the piano every day." of which the student said only "I practice": the engine placed
 * the other words on noise with low scores and counted them as not said (integrity 2 of 5 = 2 of 6 said
 * … rounded), but marked none of them omitted. */
const PARTLY_SAID = SAMPLE_ISE_XML.replace(/<sentence[\s\S]*<\/sentence>/, () =>
  [
    '<sentence beg_pos="0" end_pos="300" content="I practice the piano every day." total_score="1.2">',
    '<word beg_pos="10" content="I" dp_message="0" end_pos="40" index="0" total_score="4.6"/>',
    '<word beg_pos="40" content="practice" dp_message="0" end_pos="120" index="1" total_score="4.1"/>',
    '<word beg_pos="120" content="the" dp_message="0" end_pos="130" index="2" total_score="0.8"/>',
    '<word beg_pos="130" content="piano" dp_message="0" end_pos="200" index="3" total_score="1.1"/>',
    '<word beg_pos="200" content="every" dp_message="0" end_pos="250" index="4" total_score="0.6"/>',
    '<word beg_pos="250" content="day" dp_message="16" end_pos="250" index="5" total_score="0"/>',
    "</sentence>",
  ].join(""),
).replace('integrity_score="4.000"', 'integrity_score="1.670"');

describe("coloured words follow what the engine found", () => {
  it("shows the words the engine did not count as said as omitted, never as read well", () => {
    const xml = PARTLY_SAID;
    expect(xml).toContain('integrity_score="1.670"');
    const answer = buildSpeakingAnswer({
      questionId: "je01",
      outcome: { result: parseEvaluationXml(xml), xml, sid: "s" },
      durationMs: 3000,
      soundFile: "/v3/files/rec/1.mp3",
    });
    expect(parseEvaluateHtml(answer.evaluate_html).map((w) => [w.text, w.mark])).toEqual([
      ["I", "ok"],
      ["practice", "ok"],
      ["the", "omitted"],
      ["piano", "omitted"],
      ["every", "omitted"],
      ["day", "omitted"],
    ]);
  });

  it("leaves a fully read sentence's low-scored word as the engine marked it", () => {
    const answer = buildSpeakingAnswer({
      questionId: "s1",
      outcome: { result: parseEvaluationXml(SAMPLE_ISE_XML), xml: SAMPLE_ISE_XML, sid: "s" },
      durationMs: 3000,
      soundFile: "/v3/files/rec/1.mp3",
    });
    const marks = parseEvaluateHtml(answer.evaluate_html).map((w) => [w.text, w.mark]);
    expect(marks).toContainEqual(["evening", "ok"]);
    expect(marks).toContainEqual(["the", "omitted"]);
  });
});

describe("練習したい語 (words to practise)", () => {
  const answer = {
    question_id: "s1",
    total_score: 3,
    sound_file: "/v3/files/rec/1.mp3",
    evaluate_html: [
      '<span class="sw sw-mispronounced">Ken</span>',
      '<span class="sw sw-ok">met</span>',
      '<span class="sw sw-mispronounced">Lisa</span>',
      '<span class="sw sw-mispronounced">at</span>',
      '<span class="sw sw-mispronounced">the</span>',
      '<span class="sw sw-mispronounced">station</span>',
      '<span class="sw sw-ok">in</span>',
      '<span class="sw sw-mispronounced">Tokyo</span>',
      '<span class="sw sw-omitted">yesterday</span>',
    ].join(" "),
    study_report: JSON.stringify({
      errorwords: ["Ken", "Lisa", "at", "the", "station", "Tokyo", "yesterday"],
    }),
  };

  it("applies the config's poorly_words and white_list_words, and lists only words coloured as mispronounced", async () => {
    const { services } = fakeServices();
    services.loadWordLists = vi.fn(async () => ({ excluded: ["at", "the", "in"], whiteList: ["Tokyo"] }));
    renderSpeaking(<ReadingRecording answer={answer} />, services);
    await waitFor(() =>
      expect(screen.getByTestId("error-words").textContent).toBe("練習したい語：ken, station, Tokyo"),
    );
  });

  it("shows nothing until the lists are in, then only what they allow", async () => {
    const { services } = fakeServices();
    let resolve: (v: { excluded: string[]; whiteList: string[] }) => void = () => undefined;
    services.loadWordLists = () => new Promise((r) => (resolve = r));
    renderSpeaking(<ReadingRecording answer={answer} />, services);
    expect(screen.queryByTestId("error-words")).toBeNull();
    resolve({ excluded: ["at", "the", "station", "ken"], whiteList: [] });
    await waitFor(() => expect(screen.queryByTestId("error-words")).toBeNull());
    expect(screen.getByTestId("coloured-words").textContent).toContain("station");
  });
});
