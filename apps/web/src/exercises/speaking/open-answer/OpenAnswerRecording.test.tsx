import type { BaseAnswer } from "@hibiki/exercises";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { forgetEvaluationXml } from "@web/lib/speech/index.ts";
import {
  SAMPLE_OPEN_ANSWER_JA_ONLY_XML,
  SAMPLE_OPEN_ANSWER_NO_SPEECH_XML,
  SAMPLE_OPEN_ANSWER_XML,
} from "@web/lib/speech/sample-open-answer.xml.ts";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeServices, renderSpeaking } from "../test-harness.tsx";
import { OpenAnswerRecording } from "./OpenAnswerRecording.tsx";

const KEPT = "/v3/files/eval/hbk000000000000000a.xml?sig=k";

const stored = (evaluate_result = KEPT): BaseAnswer => ({
  question_id: "pd1",
  total_score: 3.8,
  accuracy_score: 3.9,
  fluency_score: 4.1,
  integrity_score: 4,
  sound_file: "/v3/files/rec/pd1.mp3?sig=s",
  evaluate_result,
  evaluate_html: '<span class="sw sw-ok">a</span> <span class="sw sw-ok">boy</span>',
});

function show(xmlByRef: Record<string, string>, answer = stored()) {
  const fake = fakeServices({ xmlByRef });
  renderSpeaking(<OpenAnswerRecording answer={answer} />, fake.services);
  return fake;
}

beforeEach(async () => {
  await i18n.changeLanguage("ja");
});
afterEach(async () => {
  forgetEvaluationXml();
  await i18n.changeLanguage("ja");
});

describe("OpenAnswerRecording", () => {
  it("shows the total and the three part scores, the comment and the replay", async () => {
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_XML });
    await screen.findByTestId("open-answer");
    const scores = screen.getByTestId("open-answer-scores");
    expect(within(scores).getByTestId("score-open-total").dataset.points).toBe("76");
    expect(within(scores).getByTestId("score-content").dataset.points).toBe("80");
    expect(within(scores).getByTestId("score-language").dataset.points).toBe("70");
    expect(within(scores).getByTestId("score-delivery").dataset.points).toBe("78");
    expect(scores.textContent).toContain("内容");
    expect(scores.textContent).toContain("言葉");
    expect(scores.textContent).toContain("発音と流暢さ");
    expect(screen.getByTestId("open-answer-comment").textContent).toContain(
      "絵の人物が何をしているかよく言えました。",
    );
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/pd1.mp3?sig=s");
  });

  it("lists the elements found and missing, in words as well as marks", async () => {
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_XML });
    const items = await screen.findAllByTestId("open-answer-element");
    expect(items.map((li) => [li.dataset.found, li.textContent])).toEqual([
      ["true", "✓1.男の子がボールで遊んでいる言えた"],
      ["true", "✓2.女の子が犬を散歩させている言えた"],
      ["false", "○3.男の人が本を読んでいるまだ"],
    ]);
    expect(screen.getByTestId("found-count").textContent).toBe("3 個のうち 2 個言えました");
  });

  it("shows the form checks the answer passed and the ones still to do", async () => {
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_XML });
    const checks = await screen.findAllByTestId("form-check");
    expect(checks.map((li) => [li.dataset.passed, li.textContent])).toEqual([
      ["true", "✓「今していること」を現在進行形(is / are + ~ing)で言うできた"],
      ["false", "△最初に Yes か No で答えるまだ"],
    ]);
    expect(within(screen.getByTestId("form-checks")).getByRole("heading").textContent).toBe("答え方の形");
  });

  it("underlines and numbers the words of each found element, naming it for screen readers", async () => {
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_XML });
    const text = await screen.findByTestId("open-answer-text");
    const hits = within(text).getAllByTestId("answer-hit");
    expect(
      hits.map((h) => [h.dataset.element, h.firstChild?.textContent, h.querySelector("sup")?.textContent]),
    ).toEqual([
      ["boy-ball", "a boy is kick a ball", "1"],
      ["girl-dog", "a girl is walking her dog", "2"],
    ]);
    expect(hits[0]?.tagName).toBe("MARK");
    const srLabels = [...text.querySelectorAll(".sr-only")].map((s) => s.textContent);
    expect(srLabels).toEqual(["（1. 男の子がボールで遊んでいる）", "（2. 女の子が犬を散歩させている）"]);
    expect(text.textContent).toContain("and");
  });

  it("gives the language notes with the words they are about, and the pronunciation tips", async () => {
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_XML });
    const notes = await screen.findAllByTestId("language-note");
    expect(notes.map((n) => n.textContent)).toEqual(["「kick」 「is」のあとは動詞の ing 形にしましょう。"]);
    expect(screen.getByTestId("pronunciation-tips").textContent).toContain("walking");
  });

  it("switches to the English labels, comment and notes in the English UI", async () => {
    await i18n.changeLanguage("en");
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_XML });
    await screen.findByTestId("open-answer");
    expect(
      screen.getAllByTestId("open-answer-element").map((li) => li.querySelector(".oa-label")?.textContent),
    ).toEqual(["A boy is playing with a ball", "A girl is walking a dog", "A man is reading a book"]);
    expect(screen.getByTestId("open-answer-comment").textContent).toContain("Add the man, too.");
    expect(screen.getByTestId("found-count").textContent).toBe("You said 2 of 3");
    expect(screen.getByTestId("open-answer-scores").textContent).toContain("Delivery");
    expect(screen.getByTestId("language-note").textContent).toContain("use the -ing form");
  });

  it("keeps the server's Japanese (marked as Japanese) in the English UI when it sent no English", async () => {
    await i18n.changeLanguage("en");
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_JA_ONLY_XML });
    await screen.findByTestId("open-answer");
    const label = screen.getAllByTestId("open-answer-element")[0]?.querySelector(".oa-label");
    expect(label?.textContent).toBe("男の子がボールで遊んでいる");
    expect(label?.getAttribute("lang")).toBe("ja");
    expect(screen.getByTestId("open-answer-comment").querySelector("p")?.getAttribute("lang")).toBe("ja");
  });

  it("says no speech was heard instead of an empty checklist", async () => {
    show({ [KEPT]: SAMPLE_OPEN_ANSWER_NO_SPEECH_XML });
    expect((await screen.findByTestId("open-answer-no-speech")).textContent).toContain(
      "声が聞き取れませんでした",
    );
    expect(screen.queryByTestId("open-answer-checklist")).toBeNull();
    expect(screen.getByTestId("score-open-total").dataset.points).toBe("0");
  });

  it("renders labels and comments from the XML as text, never as markup", async () => {
    const hostile = SAMPLE_OPEN_ANSWER_XML.replace(
      'label="男の人が本を読んでいる"',
      'label="&lt;img src=x onerror=alert(1)&gt;"',
    ).replace(/comment="[^"]*"/, 'comment="&lt;b&gt;hi&lt;/b&gt;"');
    const { container } = renderWithXml(hostile);
    await screen.findByTestId("open-answer");
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(screen.getByTestId("open-answer-comment").textContent).toContain("<b>hi</b>");
  });

  it("offers a retry when the kept XML cannot be loaded, showing the stored scores meanwhile", async () => {
    const xmlByRef: Record<string, string> = {};
    const fake = show(xmlByRef);
    expect(await screen.findByTestId("open-answer-failed")).toBeTruthy();
    expect(screen.getByTestId("score-rings")).toBeTruthy();
    xmlByRef[KEPT] = SAMPLE_OPEN_ANSWER_XML;
    await act(async () => fireEvent.click(screen.getByTestId("open-answer-retry")));
    await screen.findByTestId("open-answer");
    expect(fake.seen.xmlLoads).toEqual([KEPT, KEPT]);
  });

  it("shows an answer recorded as a reading (before the item took open answers) as a reading", async () => {
    show({ [KEPT]: SAMPLE_ISE_XML });
    await screen.findByTestId("score-rings");
    expect(screen.queryByTestId("open-answer")).toBeNull();
    expect(screen.queryByTestId("open-answer-failed")).toBeNull();
  });

  it("shows the stored fields at once when the answer kept no XML", () => {
    show({}, stored("sid:s-1"));
    expect(screen.getByTestId("score-rings")).toBeTruthy();
    expect(screen.queryByTestId("open-answer-loading")).toBeNull();
  });
});

function renderWithXml(xml: string) {
  return renderSpeaking(
    <OpenAnswerRecording answer={stored()} />,
    fakeServices({ xmlByRef: { [KEPT]: xml } }).services,
  );
}
