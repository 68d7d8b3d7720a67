import { IntegratedProcessItemSchema } from "@hibiki/exercises";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSteps } from "../progress-steps/test-helpers.tsx";
import { fakeServices } from "../speaking/test-harness.tsx";
import type { IntegratedAnswer } from "./integrated-answer.ts";
import IntegratedProcessResult from "./Result.tsx";

const item = IntegratedProcessItemSchema.parse({
  index: 0,
  question_id: "ip1",
  part_items: [
    { part_type: "init", part_info: { title: "Our town" } },
    {
      part_type: "reading",
      part_info: { title: "Read aloud" },
      progress: [{ type: "record", question_id: "ip1-read", screen_en_text: "Our town has a quiet river." }],
    },
    {
      part_type: "narration",
      part_info: { title: "Retell" },
      progress: [
        { type: "audio", audio_path: "ip1/talk.mp3", subtitle_en: "The river runs through the town." },
        {
          type: "record",
          question_id: "ip1-retell",
          answer: [{ sample_answer: "A river runs through our town.", translation: "川が町を流れている。" }],
        },
      ],
    },
  ],
});

function renderResult(answers: Parameters<typeof IntegratedProcessResult>[0]["answers"], on = {}) {
  return renderSteps(
    <IntegratedProcessResult
      kind="integrated-process"
      items={[item]}
      answers={answers}
      assetBase="/assets/"
      mode="practice"
    />,
    fakeServices().services,
    on,
  );
}

const step = (question_id: string, part_index: number, total: number, file: string) => ({
  question_id,
  part_index,
  total_score: total,
  accuracy_score: total,
  fluency_score: total,
  integrity_score: total,
  sound_file: file,
  evaluate_html: '<span class="sw sw-ok">river</span> <span class="sw sw-omitted">town</span>',
  record_duration: 3,
});

/** The item's one stored answer, as the server gives it back (steps unchecked: tests pass bad ones). */
const stored = (steps: unknown[], total: number) =>
  ({
    question_id: "ip1",
    total_score: total,
    accuracy_score: total,
    fluency_score: total,
    integrity_score: total,
    sound_file: "/v3/files/rec/2.mp3",
    steps,
  }) as unknown as IntegratedAnswer;

describe("integrated-process result", () => {
  it("shows every stored step in its part with scores, coloured words and replay, and the item's grade", () => {
    renderResult([
      stored(
        [step("ip1-read", 1, 5, "/v3/files/rec/1.mp3"), step("ip1-retell", 2, 3, "/v3/files/rec/2.mp3")],
        4,
      ),
    ]);
    const root = screen.getByTestId("result-integrated-process");
    expect(screen.getAllByTestId("part-header").map((h) => h.textContent)).toEqual([
      expect.stringContaining("Our town"),
      expect.stringContaining("Read aloud"),
      expect.stringContaining("Retell"),
    ]);
    // the item's mean 4 → 80 points: A
    expect(screen.getByTestId("layout-grade").textContent).toContain("A");
    const parts = screen.getAllByTestId("integrated-part");
    const replayIn = (el: HTMLElement) =>
      [...el.querySelectorAll("[data-testid=my-recording]")].map((a) => a.getAttribute("src"));
    expect(replayIn(parts[1]!)).toEqual(["/v3/files/rec/1.mp3"]);
    expect(replayIn(parts[2]!)).toEqual(["/v3/files/rec/2.mp3"]);
    expect(within(parts[1]!).getByTestId("score-total").dataset.points).toBe("100");
    expect(within(parts[2]!).getByTestId("score-total").dataset.points).toBe("60");
    expect(within(parts[1]!).getByText("town").dataset.mark).toBe("omitted");
    expect(root.textContent).toContain("Our town has a quiet river.");
    expect(root.textContent).toContain("The river runs through the town.");
    expect(root.querySelector("[data-testid=overview-audio]")?.getAttribute("src")).toBe(
      "/assets/ip1/talk.mp3?v=1",
    );
    expect(root.querySelector("[data-testid=sample-answers]")?.textContent).toContain(
      "A river runs through our town.",
    );
    expect(screen.queryByText("川が町を流れている。")).toBeNull();
  });

  it("marks a step that failed scoring as skipped, not the whole item", () => {
    renderResult([
      stored(
        [
          step("ip1-read", 1, 4, "/v3/files/rec/1.mp3"),
          { question_id: "ip1-retell", part_index: 2, is_skipped: 1 },
        ],
        2,
      ),
    ]);
    const parts = screen.getAllByTestId("integrated-part");
    expect(within(parts[2]!).getByTestId("record-skipped")).toBeTruthy();
    expect(within(parts[1]!).queryByTestId("record-skipped")).toBeNull();
    expect(within(parts[1]!).getByTestId("scored-recording")).toBeTruthy();
    // the item's mean 2 → 40 points: C
    expect(screen.getByTestId("layout-grade").textContent).toContain("C");
  });

  it("lists a stored step the content no longer has in its part, and ignores malformed steps", () => {
    renderResult([
      stored(
        [
          step("ip1-read", 1, 4, "/v3/files/rec/1.mp3"),
          step("ip1-gone", 2, 2, "/v3/files/rec/9.mp3"),
          { question_id: "ip1-retell", part_index: "x", sound_file: "/v3/files/rec/bad.mp3" },
        ],
        3,
      ),
    ]);
    const parts = screen.getAllByTestId("integrated-part");
    const srcs = [...parts[2]!.querySelectorAll("[data-testid=my-recording]")].map((a) =>
      a.getAttribute("src"),
    );
    expect(srcs).toEqual(["/v3/files/rec/9.mp3"]);
    expect(within(parts[2]!).getByText("録音はありません")).toBeTruthy();
  });

  it("shows an answer stored without steps on the first recording only", () => {
    renderResult([{ question_id: "ip1", total_score: 2, sound_file: "/v3/files/rec/3.mp3" }], {
      translation: true,
    });
    const recordings = [...document.querySelectorAll("[data-testid=my-recording]")].map((a) =>
      a.getAttribute("src"),
    );
    expect(recordings).toEqual(["/v3/files/rec/3.mp3"]);
    expect(screen.getAllByText("録音はありません")).toHaveLength(1);
    expect(screen.getByText("川が町を流れている。")).toBeTruthy();
  });
});
