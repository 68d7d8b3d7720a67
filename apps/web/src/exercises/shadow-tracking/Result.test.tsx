import { ShadowTrackingItemSchema } from "@hibiki/exercises";
import { screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { SwitchesContext } from "../shell/switches.ts";
import { fakeServices, renderSpeaking } from "../speaking/test-harness.tsx";
import ShadowTrackingResult from "./Result.tsx";

const items = [
  {
    index: 0,
    question_id: "st1",
    screen_en_text: "My sister swims fast.",
    audio_file: "a/st1.mp3",
    screen_jp_text: "姉は速く泳ぎます。",
  },
  { index: 1, question_id: "st2", screen_en_text: "It is cold in Sapporo.", audio_file: "a/st2.mp3" },
].map((i) => ShadowTrackingItemSchema.parse(i));

const answers = [
  {
    question_id: "st1",
    total_score: 4,
    accuracy_score: 3,
    fluency_score: 4,
    integrity_score: 5,
    sound_file: "/v3/files/rec/1.mp3",
    recognize_text: "my sister swim fast",
    evaluate_html:
      '<span class="sw sw-ok">My</span> <span class="sw sw-ok">sister</span> <span class="sw sw-mispronounced">swims</span> <span class="sw sw-ok">fast</span>',
    study_report: JSON.stringify({ speed: 130, leak: 0, repeat: 1, errorwords: ["swims"] }),
  },
  {
    question_id: "st2",
    total_score: 1,
    accuracy_score: 1,
    fluency_score: 1,
    integrity_score: 1,
    sound_file: "/v3/files/rec/2.mp3",
    evaluate_html: '<span class="sw sw-ok">It</span> <span class="sw sw-omitted">is</span><script>x</script>',
    study_report: JSON.stringify({ speed: 60, leak: 4 }),
  },
];

function renderResult(a: object[], translation = true, services = fakeServices().services) {
  return renderSpeaking(
    <SwitchesContext.Provider
      value={{
        on: { translation, subtitle: true, sampleAnswer: false, tips: false },
        allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
      }}
    >
      <ShadowTrackingResult
        kind="shadow-tracking"
        items={items}
        answers={a as never}
        assetBase="/assets/"
        mode="practice"
      />
    </SwitchesContext.Provider>,
    services,
  );
}

describe("shadow-tracking result", () => {
  it("lists every word of each sentence coloured by its evaluation, with scores, feedback and audio", () => {
    renderResult(answers);
    const points = (id: string) =>
      screen
        .getByTestId("average-scores")
        .querySelector(`[data-testid="${id}"]`)
        ?.getAttribute("data-points");
    expect([points("score-total"), points("score-integrity")]).toEqual(["50", "60"]);
    const rows = screen.getAllByTestId("result-row");
    const marks = (i: number) =>
      [...(rows[i]?.querySelectorAll("[data-testid='word-list'] li") ?? [])].map((li) => [
        li.textContent,
        li.getAttribute("data-mark"),
      ]);
    expect(marks(0)).toEqual([
      ["My", "ok"],
      ["sister", "ok"],
      ["swims", "mispronounced"],
      ["fast.", "ok"],
    ]);
    expect(marks(1)).toEqual([
      ["It", "ok"],
      ["is", "omitted"],
      ["cold", "none"],
      ["in", "none"],
      ["Sapporo.", "none"],
    ]);
    expect(rows[0]?.querySelector("[data-testid='recognized-text']")?.textContent).toContain(
      "my sister swim fast",
    );
    expect(rows[0]?.querySelector("[data-testid='reading-speed']")?.textContent).toContain(
      i18n.t("speak.speed_faster"),
    );
    expect(rows[0]?.querySelector("[data-testid='repeat-words']")?.textContent).toBe(
      i18n.t("tracking.repeat", { n: 1 }),
    );
    expect(rows[0]?.querySelector("[data-testid='error-words']")?.textContent).toContain("swims");
    expect(rows[0]?.textContent).toContain("姉は速く泳ぎます。");
    // 4 of 5 words skipped: the student is asked to read at least half
    expect(rows[1]?.querySelector("[data-testid='read-more']")?.textContent).toBe(
      i18n.t("tracking.read_more"),
    );
    expect(rows[1]?.querySelector("[data-testid='reading-speed']")).toBeNull();
    expect(rows[1]?.querySelector("script")).toBeNull();
    expect(rows[1]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/2.mp3",
    );
    expect(rows[0]?.querySelector("[data-testid='model-audio']")?.getAttribute("src")).toContain("a/st1.mp3");
  });

  it("shows the plain words and 'not answered' without an answer, and hides translations when off", () => {
    renderResult([{ question_id: "st2", is_skipped: 1, study_report: "{broken" }], false);
    const rows = screen.getAllByTestId("result-row");
    expect(rows[0]?.textContent).toContain(i18n.t("result.no_answer"));
    expect(rows[1]?.textContent).toContain(i18n.t("result.skipped"));
    expect(rows[0]?.querySelectorAll("[data-mark='none']")).toHaveLength(4);
    expect(screen.getByTestId("result-shadow-tracking").textContent).not.toContain("姉は");
    expect(screen.queryByTestId("score-rings")).not.toBeNull();
  });

  it("gives the pronunciation tips of a sentence and names the phone in the word's title", () => {
    const tipped = {
      ...answers[0],
      evaluate_html:
        '<span class="sw sw-ok">My</span> <span class="sw sw-mispronounced" data-phones="s:sh:si-shi">sister</span> <span class="sw sw-ok">swims</span> <span class="sw sw-ok">fast</span>',
    };
    renderResult([tipped, answers[1] as object]);
    const [first, second] = screen.getAllByTestId("result-row");
    const tips = first?.querySelector("[data-testid='pronunciation-tips']");
    expect(tips?.querySelector("h4")?.textContent).toBe("si と shi");
    expect(tips?.textContent).toContain("sister");
    const sister = first?.querySelector("[data-testid='word-list'] li[data-mark='mispronounced']");
    expect(sister?.getAttribute("title")).toBe("発音を確認したい語（/s/ → /ʃ/）");
    expect(second?.querySelector("[data-testid='pronunciation-tips']")).toBeNull();
  });

  it("lists the words to practise by the config's poorly_words and white_list_words, as the colours show them", async () => {
    const take = {
      ...answers[0],
      evaluate_html: [
        '<span class="sw sw-mispronounced">My</span>',
        '<span class="sw sw-ok">sister</span>',
        '<span class="sw sw-mispronounced">swims</span>',
        '<span class="sw sw-omitted">fast</span>',
      ].join(" "),
      study_report: JSON.stringify({ speed: 100, errorwords: ["My", "sister", "swims", "fast"] }),
    };
    const { services } = fakeServices();
    services.loadWordLists = async () => ({ excluded: ["my"], whiteList: [] });
    renderResult([take, answers[1] as object], true, services);
    const row = screen.getAllByTestId("result-row")[0];
    // "My" is excluded by poorly_words; "sister" was read well and "fast" left out: only "swims" is listed
    await waitFor(() =>
      expect(row?.querySelector("[data-testid='error-words']")?.textContent).toBe("練習したい語：swims"),
    );
  });
});
