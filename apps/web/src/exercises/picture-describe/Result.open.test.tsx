import { PictureDescribeItemSchema, QuickResponseItemSchema } from "@hibiki/exercises";
import { screen, within } from "@testing-library/react";
import { SAMPLE_OPEN_ANSWER_XML } from "@web/lib/speech/sample-open-answer.xml.ts";
import { describe, expect, it, vi } from "vitest";
import QuickResponseResult from "../quick-response/Result.tsx";
import { fakeServices, renderSpeaking } from "../speaking/test-harness.tsx";
import PictureDescribeResult from "./Result.tsx";

/** The recognised-text lookup must not run for open answers: their detail says what was said. */
const lookup = vi.hoisted(() => ({ targets: [] as unknown[] }));
vi.mock("../speaking/recognized-text.ts", () => ({
  useRecognizedText: (target: unknown) => {
    lookup.targets.push(target);
    return { text: null, loading: false };
  },
}));

const KEPT = "/v3/files/eval/hbk00000000000000b1.xml?sig=r";
const rubric = {
  elements: [
    { id: "boy-ball", ja: "男の子がボールで遊んでいる", en: "A boy plays", match: [["boy", "ball"]] },
  ],
};
const answer = {
  question_id: "pd1",
  total_score: 3.8,
  accuracy_score: 3.9,
  fluency_score: 4.1,
  integrity_score: 4,
  sound_file: "/v3/files/rec/1.mp3",
  evaluate_result: KEPT,
  recognize_text: "a boy is kick a ball and a girl is walking her dog",
};

describe("free-speech results of open answers", () => {
  it("picture describe: each open item shows its open-answer detail, replay and samples", async () => {
    const items = [
      PictureDescribeItemSchema.parse({
        index: 0,
        question_id: "pd1",
        picture: "pics/park.svg",
        samples: [{ content: "A boy is playing with a ball." }],
        open_answer: rubric,
      }),
    ];
    const fake = fakeServices({ xmlByRef: { [KEPT]: SAMPLE_OPEN_ANSWER_XML } });
    renderSpeaking(
      <PictureDescribeResult
        kind="picture-describe"
        items={items}
        answers={[answer]}
        assetBase="/a/"
        mode="practice"
      />,
      fake.services,
    );
    const row = screen.getByTestId("result-row");
    await within(row).findByTestId("open-answer");
    expect(within(row).getAllByTestId("answer-hit")).toHaveLength(2);
    expect(within(row).getByTestId("my-recording")).toBeTruthy();
    expect(within(row).getByTestId("samples").textContent).toContain("A boy is playing with a ball.");
    expect(within(row).queryByTestId("recognized-text")).toBeNull();
    expect(lookup.targets).toEqual([]);
  });

  it("quick response: the open item's row loads its detail from the kept XML", async () => {
    const items = [
      QuickResponseItemSchema.parse({
        index: 0,
        question_id: "pd1",
        audio_file: "q.mp3",
        screen_en_text: "What is in the park?",
        open_answer: rubric,
      }),
    ];
    const fake = fakeServices({ xmlByRef: { [KEPT]: SAMPLE_OPEN_ANSWER_XML } });
    renderSpeaking(
      <QuickResponseResult
        kind="quick-response"
        items={items}
        answers={[answer]}
        assetBase="/a/"
        mode="practice"
      />,
      fake.services,
    );
    await screen.findByTestId("open-answer");
    expect(screen.getByTestId("score-open-total").dataset.points).toBe("76");
    expect(fake.seen.xmlLoads).toEqual([KEPT]);
  });
});
