import { SentenceShadowingItemSchema } from "@hibiki/exercises";
import { screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { type PlayerSwitches, SwitchesContext } from "../shell/switches.ts";
import { fakeServices, renderSpeaking } from "../speaking/test-harness.tsx";
import SentenceShadowingResult from "./Result.tsx";

const items = [
  {
    index: 0,
    question_id: "ss1",
    screen_en_text: "My sister walks the dog after dinner.",
    screen_jp_text: "姉は夕食後に犬の散歩をします。",
    audio_file: "audio/ss1.mp3",
  },
  { index: 1, question_id: "ss2", screen_en_text: "The shop opens at nine.", audio_file: "audio/ss2.mp3" },
].map((it) => SentenceShadowingItemSchema.parse(it));

const translationOn: PlayerSwitches = {
  on: { translation: true, subtitle: true, sampleAnswer: false, tips: false },
  allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
};

describe("sentence-shadowing result", () => {
  it("lists each sentence with coloured words, scores, replay, model audio and translation", () => {
    const answers = [
      {
        question_id: "ss1",
        total_score: 4,
        accuracy_score: 5,
        fluency_score: 3,
        integrity_score: 4,
        sound_file: "/v3/files/rec/1.mp3",
        evaluate_html:
          '<span class="sw sw-ok">My</span> <span class="sw sw-omitted">sister</span> <span class="sw sw-ok">walks</span>',
      },
      {
        question_id: "ss2",
        total_score: 2,
        accuracy_score: 1,
        fluency_score: 1,
        integrity_score: 2,
        sound_file: "/r/2.mp3",
      },
    ];
    renderSpeaking(
      <SwitchesContext.Provider value={translationOn}>
        <SentenceShadowingResult
          kind="sentence-shadowing"
          items={items}
          answers={answers}
          assetBase="/assets/"
          mode="practice"
        />
      </SwitchesContext.Provider>,
      fakeServices().services,
    );
    const avg = screen.getByTestId("average-scores");
    expect(avg.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("60");
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.querySelector(".rs-label")?.textContent)).toEqual(["No.1", "No.2"]);
    expect(rows[0]?.textContent).toContain("My sister walks the dog after dinner.");
    expect(rows[0]?.querySelector("[data-mark='omitted']")?.textContent).toBe("sister");
    expect(rows[0]?.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("80");
    expect(rows[0]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/1.mp3",
    );
    expect(rows[0]?.querySelector("audio:not([data-testid])")?.getAttribute("src")).toContain(
      "/assets/audio/ss1.mp3",
    );
    expect(rows[0]?.textContent).toContain("姉は夕食後に犬の散歩をします。");
    expect(rows[1]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe("/r/2.mp3");
  });

  it("marks an unpractised sentence and hides translations with the toggle off", () => {
    renderSpeaking(
      <SentenceShadowingResult
        kind="sentence-shadowing"
        items={items}
        answers={[]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    const rows = screen.getAllByTestId("result-row");
    expect(rows[0]?.textContent).toContain(i18n.t("result.no_answer"));
    expect(rows[0]?.textContent).not.toContain("姉は");
    expect(rows[0]?.querySelector("[data-testid='my-recording']")).toBeNull();
  });
});
