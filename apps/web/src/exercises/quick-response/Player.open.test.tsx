import { QuickResponseItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { forgetEvaluationXml } from "@web/lib/speech/index.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  echoSubmit,
  fakeServices,
  firstFrameOf,
  openOutcome,
  playerProps,
  renderSpeaking,
} from "../speaking/test-harness.tsx";
import QuickResponsePlayer from "./Player.tsx";

const base = {
  index: 0,
  question_id: "qr-open",
  audio_file: "audio/qr.mp3",
  screen_en_text: "What do you usually do after school?",
  sample_answer: "I usually play tennis with my friends.",
};
const rubric = {
  elements: [
    { id: "activity", ja: "放課後にすること", en: "What you do after school", match: [["play|study|go"]] },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  forgetEvaluationXml();
});

/** Start; the question plays and ends; with no wait the recording starts by itself. */
async function answer(itemFields: object) {
  const fake = fakeServices({ outcome: openOutcome() });
  renderSpeaking(
    <QuickResponsePlayer
      kind="quick-response"
      item={QuickResponseItemSchema.parse({ ...base, ...itemFields })}
      onSubmit={echoSubmit().onSubmit}
      {...playerProps()}
    />,
    fake.services,
  );
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  fireEvent.click(screen.getByTestId("quick-start"));
  fireEvent.ended(screen.getByTestId("question-audio"));
  await waitFor(() => expect(fake.seen.sessions).toHaveLength(1));
  return fake;
}

describe("quick-response player with an open answer", () => {
  it("sends category open_answer with the item ref and the question, then shows the open-answer detail", async () => {
    const fake = await answer({ open_answer: rubric });
    const session = fake.seen.sessions[0]!;
    expect(firstFrameOf(session.options)).toMatchObject({
      category: "open_answer",
      text: "What do you usually do after school?",
      item: { res_code: "test-sr", question_id: "qr-open" },
    });
    session.elapsed = 3000;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("open-answer");
    expect(screen.getByTestId("score-content").dataset.points).toBe("80");
  });

  it("reads the sample as before without a rubric: read_chapter and no item", async () => {
    const fake = await answer({});
    const frame = firstFrameOf(fake.seen.sessions[0]?.options);
    expect(frame).toMatchObject({
      category: "read_chapter",
      text: "\uFEFF[content]\nI usually play tennis with my friends.",
    });
    expect(frame.item).toBeUndefined();
  });
});
