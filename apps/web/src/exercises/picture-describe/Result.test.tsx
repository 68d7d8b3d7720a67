import { PictureDescribeItemSchema } from "@hibiki/exercises";
import { screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ResourceContext } from "../shell/resource-context.ts";
import { type PlayerSwitches, SwitchesContext } from "../shell/switches.ts";
import { fakeServices, renderSpeaking, sentenceResource } from "../speaking/test-harness.tsx";
import PictureDescribeResult from "./Result.tsx";

/** The recognised-text lookup (polling the server) is replaced: tests set what it returns and see its targets. */
const lookup = vi.hoisted(() => ({
  targets: [] as unknown[],
  result: { text: null as string | null, loading: false },
}));
vi.mock("../speaking/recognized-text.ts", () => ({
  useRecognizedText: (target: unknown) => {
    lookup.targets.push(target);
    return lookup.result;
  },
}));

beforeEach(() => {
  lookup.targets = [];
  lookup.result = { text: null, loading: false };
});

const items = [
  {
    index: 0,
    question_id: "pd1",
    picture: "pics/kitchen.svg",
    instruction: "Describe what the family is doing.",
    samples: [
      { content: "A father is cooking dinner.", content_jp: "お父さんが夕食を作っています。" },
      { content: "Two children are setting the table." },
    ],
  },
  {
    index: 1,
    question_id: "pd2",
    picture: "pics/beach.svg",
    sample_answer: "People are swimming in the sea.",
    translation: "人々が海で泳いでいます。",
  },
].map((it) => PictureDescribeItemSchema.parse(it));

const translation = (on: boolean): PlayerSwitches => ({
  on: { translation: on, subtitle: true, sampleAnswer: false, tips: false },
  allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
});

const render = (ui: ReactElement, on: boolean) =>
  renderSpeaking(
    <SwitchesContext.Provider value={translation(on)}>{ui}</SwitchesContext.Provider>,
    fakeServices().services,
  );

describe("picture-describe result", () => {
  it("shows each picture with what was said, the scores, the replay and the samples with translations", () => {
    render(
      <PictureDescribeResult
        kind="picture-describe"
        items={items}
        answers={[
          {
            question_id: "pd1",
            total_score: 3,
            accuracy_score: 4,
            fluency_score: 3,
            integrity_score: 2,
            sound_file: "/v3/files/rec/1.mp3",
            recognize_text: "the father is cooking",
            evaluate_html: '<span class="sw sw-ok">A</span> <span class="sw sw-mispronounced">father</span>',
          },
          { question_id: "pd2", is_skipped: 1, total_score: 0, score: 0 },
        ]}
        assetBase="/assets/"
        mode="practice"
      />,
      true,
    );
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.querySelector(".rs-label")?.textContent)).toEqual(["No.1", "No.2"]);
    expect(rows[0]?.querySelector("[data-testid='result-picture']")?.getAttribute("src")).toContain(
      "/assets/pics/kitchen.svg",
    );
    expect(rows[0]?.querySelector("[data-testid='recognized-text']")?.textContent).toContain(
      "the father is cooking",
    );
    expect(rows[0]?.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("60");
    expect(rows[0]?.querySelector("[data-mark='mispronounced']")?.textContent).toBe("father");
    expect(rows[0]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/1.mp3",
    );
    expect(rows[0]?.querySelector("[data-testid='samples']")?.textContent).toContain(
      "Two children are setting the table.",
    );
    expect(rows[0]?.querySelector("[data-testid='sample-translation']")?.textContent).toBe(
      "お父さんが夕食を作っています。",
    );
    // a skipped item: no scores of its own, its sample answer (sample_answer + translation) still shown
    expect(rows[1]?.textContent).toContain(i18n.t("result.skipped"));
    expect(rows[1]?.querySelector("[data-testid='score-rings']")).toBeNull();
    expect(rows[1]?.querySelector("[data-testid='samples']")?.textContent).toContain(
      "People are swimming in the sea.",
    );
    expect(rows[1]?.textContent).toContain("人々が海で泳いでいます。");
    // the average counts the skipped item with zero: (3 + 0) / 2 = 1.5 → 30 points
    const avg = screen.getByTestId("average-scores");
    expect(avg.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("30");
  });

  it("hides the sample translations with the toggle off and marks an unanswered item", () => {
    render(
      <PictureDescribeResult
        kind="picture-describe"
        items={items}
        answers={[]}
        assetBase="/assets/"
        mode="practice"
      />,
      false,
    );
    const rows = screen.getAllByTestId("result-row");
    expect(rows[0]?.textContent).toContain(i18n.t("result.no_answer"));
    expect(screen.queryByTestId("sample-translation")).toBeNull();
    expect(screen.queryByTestId("recognized-text")).toBeNull();
  });

  it("looks up what was said when the answer does not carry it: by resource, or by topic in homework", () => {
    lookup.result = { text: "a man is cooking", loading: false };
    const answers = [{ question_id: "pd1", total_score: 2, sound_file: "/v3/files/rec/1.mp3" }];
    const { unmount } = render(
      <PictureDescribeResult
        kind="picture-describe"
        items={items}
        answers={answers}
        assetBase="/assets/"
        mode="practice"
      />,
      false,
    );
    expect(lookup.targets).toContainEqual({ questionId: "pd1", resourceId: 9, topicId: undefined });
    expect(screen.getByTestId("recognized-text").textContent).toContain("a man is cooking");
    unmount();
    lookup.targets = [];
    lookup.result = { text: null, loading: true };
    render(
      <ResourceContext.Provider
        value={{
          resource: sentenceResource(),
          assetBase: "/assets/",
          query: { homework_id: "4", topic_id: "12" },
        }}
      >
        <PictureDescribeResult
          kind="picture-describe"
          items={items}
          answers={answers}
          assetBase="/assets/"
          mode="homework"
        />
      </ResourceContext.Provider>,
      false,
    );
    expect(lookup.targets).toContainEqual({ questionId: "pd1", resourceId: 9, topicId: 12 });
    expect(screen.getByTestId("recognizing")).toBeTruthy();
    expect(screen.queryByTestId("recognized-text")).toBeNull();
  });

  it("shows nothing for what was said when the lookup finds no text", () => {
    render(
      <PictureDescribeResult
        kind="picture-describe"
        items={items}
        answers={[{ question_id: "pd1", total_score: 2, sound_file: "/v3/files/rec/1.mp3" }]}
        assetBase="/assets/"
        mode="practice"
      />,
      false,
    );
    expect(screen.queryByTestId("recognized-text")).toBeNull();
    expect(screen.queryByTestId("recognizing")).toBeNull();
    expect(screen.getAllByTestId("result-row")[0]?.querySelector("[data-testid='score-rings']")).toBeTruthy();
  });
});
