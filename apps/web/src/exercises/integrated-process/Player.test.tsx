import { IntegratedProcessAnswerSchema, IntegratedProcessItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { SpeechError } from "@web/lib/speech/index.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  audioOnScreen,
  endAudio,
  fakePlay,
  renderSteps,
  stageOnScreen,
  stopTake,
  tick,
} from "../progress-steps/test-helpers.tsx";
import { echoSubmit, fakeServices, playerProps } from "../speaking/test-harness.tsx";
import type { IntegratedAnswer } from "./integrated-answer.ts";
import IntegratedProcessPlayer from "./Player.tsx";

const item = IntegratedProcessItemSchema.parse({
  index: 0,
  question_id: "ip1",
  part_items: [
    {
      part_type: "init",
      part_info: {
        title: "Our town",
        title_jp: "私たちの町",
        description: "Three parts: read, retell and answer.",
      },
    },
    {
      part_type: "reading",
      part_info: { title: "Read aloud" },
      progress: [
        { type: "wait", time: 2 },
        {
          type: "record",
          question_id: "ip1-read",
          evaluate_text: "Our town has a quiet river.",
          screen_en_text: "Our town has a quiet river.",
        },
      ],
    },
    {
      part_type: "narration",
      part_info: { title: "Retell" },
      progress: [
        { type: "audio", audio_path: "ip1/cue.mp3" },
        { type: "audio", audio_path: "ip1/talk.mp3" },
        { type: "record", question_id: "ip1-retell", evaluate_text: "The river is clean." },
      ],
    },
    {
      part_type: "speaking",
      part_info: { title: "Answer" },
      progress: [{ type: "record", question_id: "ip1-answer", evaluate_text: "I like the park." }],
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
});

function setup() {
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
  return { seen, posted, onNext };
}

const part = () => screen.getByTestId("part-header");

describe("integrated-process player", () => {
  it("runs the parts in order, keeps each step and posts one answer holding every step after the last part", async () => {
    const { seen, posted, onNext } = setup();
    expect(part().textContent).toContain("パート 1 / 4");
    expect(part().textContent).toContain("Our town");
    expect(part().textContent).toContain("Three parts");

    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId("steps-start"));
    expect(part().textContent).toContain("Read aloud");
    expect(stageOnScreen()).toBe("wait");
    tick(2000);
    vi.useRealTimers();
    expect(stageOnScreen()).toBe("record");
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "Our town has a quiet river.",
      maxTimeMs: 60_000,
    });
    await stopTake(seen.sessions[0]);

    await waitFor(() => expect(part().textContent).toContain("Retell"));
    // the step's scores show at once, but nothing is posted before the item ends
    expect(posted).toEqual([]);
    vi.useFakeTimers();
    expect(audioOnScreen()).toContain("ip1/cue.mp3");
    endAudio();
    tick(2000);
    endAudio();
    tick(2000);
    endAudio();
    tick(1000);
    expect(stageOnScreen()).toBe("beep");
    tick(500);
    vi.useRealTimers();
    await waitFor(() => expect(seen.sessions).toHaveLength(2));
    // the narration part's recording cannot be scored: that step is skipped, the programme goes on
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[1]!.fail(new SpeechError(32101, "engine failed"));
    await waitFor(() => expect(part().textContent).toContain("Answer"));
    await waitFor(() => expect(seen.sessions).toHaveLength(3));
    expect(onNext).not.toHaveBeenCalled();
    await stopTake(seen.sessions[2]);

    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(posted).toHaveLength(1);
    const answer = posted[0] as IntegratedAnswer;
    // two recordings of 3.35 and a skipped step (0): (3.35 + 0 + 3.35) / 3 = 2.23 (floored)
    expect(answer).toMatchObject({
      question_id: "ip1",
      total_score: 2.23,
      percent_score: 44.6,
      sound_file: "/v3/files/rec/2.mp3?sig=t",
      record_duration: 4,
    });
    expect(answer.steps?.map((s) => [s.question_id, s.part_index, s.is_skipped ?? 0, s.total_score])).toEqual(
      [
        ["ip1-read", 1, 0, 3.35],
        ["ip1-retell", 2, 1, 0],
        ["ip1-answer", 3, 0, 3.35],
      ],
    );
    expect(answer.steps?.[0]?.sound_file).toBe("/v3/files/rec/1.mp3?sig=t");
    expect(answer.steps?.[0]?.evaluate_html).toContain("sw-");
    expect(IntegratedProcessAnswerSchema.safeParse(answer).success).toBe(true);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it("lays the parts out with the stored answer in review mode", async () => {
    renderSteps(
      <IntegratedProcessPlayer
        kind="integrated-process"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
      fakeServices().services,
    );
    expect(screen.getByTestId("player-integrated-process").dataset.status).toBe("overview");
    expect(await screen.findAllByTestId("part-header")).toHaveLength(4);
    expect(screen.queryByTestId("steps-start")).toBeNull();
    expect(screen.getAllByText("録音はありません")).toHaveLength(3);
  });

  it("shows the Japanese part title with the translation switch", () => {
    const { services } = fakeServices();
    renderSteps(
      <IntegratedProcessPlayer
        kind="integrated-process"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
      { translation: true },
    );
    expect(part().textContent).toContain("私たちの町");
  });
});
