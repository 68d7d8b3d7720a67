import { IntegratedProcessItemSchema } from "@hibiki/exercises";
import { screen, within } from "@testing-library/react";
import { SAMPLE_OPEN_ANSWER_XML } from "@web/lib/speech/sample-open-answer.xml.ts";
import { describe, expect, it } from "vitest";
import { renderSteps } from "../progress-steps/test-helpers.tsx";
import { fakeServices } from "../speaking/test-harness.tsx";
import type { IntegratedAnswer } from "./integrated-answer.ts";
import IntegratedProcessResult from "./Result.tsx";

const KEPT = "/v3/files/eval/hbk00000000000000c1.xml?sig=i";

const item = IntegratedProcessItemSchema.parse({
  index: 0,
  question_id: "ip3",
  part_items: [
    {
      part_type: "reading",
      progress: [{ type: "record", question_id: "ip3-read", screen_en_text: "Our town has a quiet river." }],
    },
    {
      part_type: "speaking",
      progress: [
        {
          type: "record",
          question_id: "ip3-open",
          open_answer: {
            elements: [{ id: "like", ja: "好きなところ", en: "What you like", match: [["like"]] }],
          },
        },
      ],
    },
  ],
});

const step = (question_id: string, part_index: number, evaluate_result?: string) => ({
  question_id,
  part_index,
  total_score: 3.8,
  accuracy_score: 3.9,
  fluency_score: 4.1,
  integrity_score: 4,
  sound_file: `/v3/files/rec/${question_id}.mp3`,
  evaluate_html: '<span class="sw sw-ok">river</span>',
  ...(evaluate_result ? { evaluate_result } : {}),
});

describe("integrated-process result with an open record step", () => {
  it("shows the reading step as a reading and the open step's detail from its kept XML", async () => {
    const answer: IntegratedAnswer = {
      question_id: "ip3",
      total_score: 3.8,
      sound_file: "/v3/files/rec/ip3-open.mp3",
      steps: [step("ip3-read", 0), step("ip3-open", 1, KEPT)],
    };
    const fake = fakeServices({ xmlByRef: { [KEPT]: SAMPLE_OPEN_ANSWER_XML } });
    renderSteps(
      <IntegratedProcessResult
        kind="integrated-process"
        items={[item]}
        answers={[answer]}
        assetBase="/a/"
        mode="practice"
      />,
      fake.services,
    );
    const records = screen.getAllByTestId("record-result");
    expect(records).toHaveLength(2);
    expect(within(records[0]!).getByTestId("score-rings")).toBeTruthy();
    await within(records[1]!).findByTestId("open-answer");
    expect(within(records[1]!).getByTestId("open-answer-checklist")).toBeTruthy();
    expect(within(records[0]!).queryByTestId("open-answer")).toBeNull();
  });
});
