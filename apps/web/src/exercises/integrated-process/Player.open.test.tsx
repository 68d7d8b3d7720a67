import { IntegratedProcessItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { forgetEvaluationXml } from "@web/lib/speech/index.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakePlay, renderSteps, stopTake } from "../progress-steps/test-helpers.tsx";
import {
  echoSubmit,
  fakeServices,
  firstFrameOf,
  openOutcome,
  playerProps,
} from "../speaking/test-harness.tsx";
import type { IntegratedAnswer } from "./integrated-answer.ts";
import IntegratedProcessPlayer from "./Player.tsx";

const item = IntegratedProcessItemSchema.parse({
  index: 0,
  question_id: "ip2",
  part_items: [
    {
      part_type: "reading",
      progress: [
        {
          type: "record",
          question_id: "ip2-read",
          evaluate_text: "Our town has a quiet river.",
          screen_en_text: "Our town has a quiet river.",
        },
      ],
    },
    {
      part_type: "speaking",
      progress: [
        {
          type: "record",
          question_id: "ip2-open",
          category: "free",
          screen_en_text: "What do you like about your town?",
          answer: [{ sample_answer: "I like the river because it is quiet." }],
          open_answer: {
            elements: [{ id: "like", ja: "好きなところ", en: "What you like", match: [["like|love"]] }],
          },
        },
      ],
    },
  ],
});

let play: ReturnType<typeof fakePlay>;
beforeEach(() => {
  play = fakePlay();
});
afterEach(() => {
  play.mockRestore();
  forgetEvaluationXml();
});

describe("integrated-process player with an open record step", () => {
  it("reads the reading step, evaluates the open step as open_answer named by the step, keeps both", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    const onNext = vi.fn();
    renderSteps(
      <IntegratedProcessPlayer
        kind="integrated-process"
        item={item}
        onSubmit={onSubmit}
        {...playerProps()}
        onNext={onNext}
      />,
      services,
    );
    fireEvent.click(screen.getByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    const reading = firstFrameOf(seen.sessions[0]?.options);
    expect(reading).toMatchObject({
      category: "read_chapter",
      text: "\uFEFF[content]\nOur town has a quiet river.",
    });
    expect(reading.item).toBeUndefined();
    await stopTake(seen.sessions[0]);

    await waitFor(() => expect(seen.sessions).toHaveLength(2));
    const open = seen.sessions[1]!;
    open.outcome = openOutcome();
    expect(firstFrameOf(open.options)).toMatchObject({
      category: "open_answer",
      text: "What do you like about your town?",
      item: { res_code: "test-sr", question_id: "ip2-open" },
    });
    await stopTake(open);

    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    const answer = posted[0] as IntegratedAnswer;
    expect(answer.steps?.map((s) => [s.question_id, s.integrity_score])).toEqual([
      ["ip2-read", 4],
      ["ip2-open", 4],
    ]);
    const results = screen.getAllByTestId("record-result");
    expect(within(results[0]!).queryByTestId("open-answer")).toBeNull();
    expect(within(results[0]!).getByTestId("score-rings")).toBeTruthy();
    expect(await within(results[1]!).findByTestId("open-answer")).toBeTruthy();
  });
});
