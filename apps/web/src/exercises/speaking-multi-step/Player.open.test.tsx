import { SpeakingMultiStepItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { forgetEvaluationXml } from "@web/lib/speech/index.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endAudio, fakePlay, renderSteps, stopTake, tick } from "../progress-steps/test-helpers.tsx";
import {
  echoSubmit,
  fakeServices,
  firstFrameOf,
  openOutcome,
  playerProps,
} from "../speaking/test-harness.tsx";
import SpeakingMultiStepPlayer from "./Player.tsx";

const item = SpeakingMultiStepItemSchema.parse({
  index: 0,
  question_id: "sp-open",
  category: "free",
  samples: [{ content: "I played soccer with my friends." }],
  open_answer: {
    elements: [{ id: "did", ja: "週末にしたこと", en: "What you did", match: [["played|went|watched"]] }],
  },
  progress: [
    { type: "audio", audio_path: "sp/question.mp3", screen_en_text: "What did you do last weekend?" },
    { type: "wait", time: 2 },
    { type: "record", max_record_time: 30 },
  ],
});

let play: ReturnType<typeof fakePlay>;
beforeEach(() => {
  play = fakePlay();
});
afterEach(() => {
  vi.useRealTimers();
  play.mockRestore();
  forgetEvaluationXml();
});

describe("speaking multi-step player with an open answer", () => {
  it("evaluates the record step as open_answer named by the item and shows the open-answer detail", async () => {
    const { services, seen } = fakeServices({ outcome: openOutcome() });
    const { onSubmit, posted } = echoSubmit();
    renderSteps(
      <SpeakingMultiStepPlayer
        kind="speaking-multi-step"
        item={item}
        onSubmit={onSubmit}
        {...playerProps()}
      />,
      services,
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId("steps-start"));
    endAudio();
    tick(2000);
    vi.useRealTimers();
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(firstFrameOf(seen.sessions[0]?.options)).toMatchObject({
      category: "open_answer",
      item: { res_code: "test-sr", question_id: "sp-open" },
    });
    expect(seen.sessions[0]?.options).toMatchObject({ maxTimeMs: 30_000 });
    await stopTake(seen.sessions[0]);
    await screen.findByTestId("open-answer");
    expect(posted[0]).toMatchObject({ question_id: "sp-open", total_score: 3.8 });
  });
});
