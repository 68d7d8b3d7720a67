import { NarrationItemSchema } from "@hibiki/exercises";
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
import NarrationPlayer from "./Player.tsx";

const rubric = {
  elements: [
    { id: "found-cat", ja: "アヤが猫を見つけた", en: "Aya found a cat", match: [["aya", "cat"]] },
    { id: "took-home", ja: "家に連れて帰った", en: "She took it home", match: [["home"]] },
  ],
  ordered: true,
};

const item = (stepRubric: boolean) =>
  NarrationItemSchema.parse({
    index: 0,
    question_id: "n-open",
    ...(stepRubric ? {} : { open_answer: rubric }),
    progress: [
      { type: "audio", audio_path: "n/cue.mp3" },
      { type: "audio", audio_path: "n/story.mp3", subtitle_en: "Aya found a small cat in the park." },
      {
        type: "record",
        question_id: "n-open-rec",
        category: "free",
        evaluate_text: "Aya found a small cat in the park and took it home.",
        screen_en_text: "Tell the story in your own words.",
        ...(stepRubric ? { open_answer: rubric } : {}),
      },
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

/** Start; cue, source and cue with their pauses, then the beep: recording starts. */
async function runToRecording(stepRubric: boolean) {
  const fake = fakeServices({ outcome: openOutcome() });
  const { onSubmit, posted } = echoSubmit();
  renderSteps(
    <NarrationPlayer kind="narration" item={item(stepRubric)} onSubmit={onSubmit} {...playerProps()} />,
    fake.services,
  );
  vi.useFakeTimers();
  fireEvent.click(screen.getByTestId("steps-start"));
  endAudio();
  tick(2000);
  endAudio();
  tick(2000);
  endAudio();
  tick(1000);
  tick(500);
  vi.useRealTimers();
  await waitFor(() => expect(fake.seen.sessions).toHaveLength(1));
  return { fake, posted };
}

describe("narration player with an open answer", () => {
  it("evaluates an open record step as open_answer named by the step, and shows its detail", async () => {
    const { fake, posted } = await runToRecording(true);
    expect(firstFrameOf(fake.seen.sessions[0]?.options)).toMatchObject({
      category: "open_answer",
      text: "Tell the story in your own words.",
      item: { res_code: "test-sr", question_id: "n-open-rec" },
    });
    await stopTake(fake.seen.sessions[0]);
    await screen.findByTestId("open-answer");
    expect(posted[0]).toMatchObject({ question_id: "n-open-rec", integrity_score: 4 });
  });

  it("lets the item's rubric score its record step, named by the item", async () => {
    const { fake } = await runToRecording(false);
    expect(fake.seen.sessions[0]?.options).toMatchObject({
      category: "open_answer",
      item: { res_code: "test-sr", question_id: "n-open" },
    });
  });
});
