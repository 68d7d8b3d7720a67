import {
  type BaseAnswer,
  PictureDescribeItemSchema,
  QuickResponseItemSchema,
  SentenceShadowingItemSchema,
  ShadowReadingItemSchema,
  ShadowTrackingItemSchema,
} from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { RecognitionSession } from "@web/lib/speech/recognize.ts";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PictureDescribePlayer from "../picture-describe/Player.tsx";
import QuickResponsePlayer from "../quick-response/Player.tsx";
import SentenceShadowingPlayer from "../sentence-shadowing/Player.tsx";
import ShadowReadingPlayer from "../shadow-reading/Player.tsx";
import ShadowTrackingPlayer from "../shadow-tracking/Player.tsx";
import {
  echoSubmit,
  type FakeSession,
  fakeServices,
  playerProps,
  renderSpeaking,
  sampleOutcome,
} from "./test-harness.tsx";

// Issue 16 #3 in the players with their own start flow: a recorded item offers another take, the take
// is saved, and a worse take says the kept (best) score.

/** The item's stored best take: 67 points. */
const stored = (question_id: string): BaseAnswer => ({
  question_id,
  total_score: 3.35,
  percent_score: 67,
  sound_file: "/v3/files/rec/old.mp3",
  evaluate_html: '<span class="sw sw-ok">Hello</span>',
});

/** Runs the 3-second countdown, the model's play and its end, as the student hears it. */
function countdownThenModel(startId: string, audioId: string) {
  vi.useFakeTimers();
  fireEvent.click(screen.getByTestId(startId));
  for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(1000));
  vi.useRealTimers();
  fireEvent.ended(screen.getByTestId(audioId));
}

type Case = {
  name: string;
  render: (props: { previous: BaseAnswer; onSubmit: (a: BaseAnswer) => Promise<BaseAnswer> }) => ReactElement;
  /** the control that starts another take, and its label */
  againId: string;
  againLabel: string;
  /** from that control to a take that records */
  startTake: () => void;
};

const cases: Case[] = [
  {
    name: "shadow reading",
    render: (p) => (
      <ShadowReadingPlayer
        kind="shadow-reading"
        item={ShadowReadingItemSchema.parse({
          index: 0,
          question_id: "sh1",
          screen_en_text: "The wind is strong today.",
          audio_file: "audio/sh1.mp3",
        })}
        {...playerProps()}
        {...p}
      />
    ),
    againId: "shadow-start",
    againLabel: "もう一度録音する",
    startTake: () => countdownThenModel("shadow-start", "shadow-audio"),
  },
  {
    name: "sentence shadowing",
    render: (p) => (
      <SentenceShadowingPlayer
        kind="sentence-shadowing"
        item={SentenceShadowingItemSchema.parse({
          index: 0,
          question_id: "ss1",
          screen_en_text: "My sister walks the dog after dinner.",
          audio_file: "audio/ss1.mp3",
        })}
        {...playerProps()}
        {...p}
      />
    ),
    againId: "shadow-start",
    againLabel: "もう一度録音する",
    startTake: () => countdownThenModel("shadow-start", "shadow-audio"),
  },
  {
    name: "shadow tracking",
    render: (p) => (
      <ShadowTrackingPlayer
        kind="shadow-tracking"
        item={ShadowTrackingItemSchema.parse({
          index: 0,
          question_id: "st1",
          screen_en_text: "The train is late again.",
          audio_file: "audio/st1.mp3",
        })}
        {...playerProps()}
        {...p}
      />
    ),
    againId: "tracking-start",
    againLabel: "もう一度録音する",
    startTake: () => fireEvent.click(screen.getByTestId("tracking-start")),
  },
  {
    name: "picture describe",
    render: (p) => (
      <PictureDescribePlayer
        kind="picture-describe"
        item={PictureDescribeItemSchema.parse({
          index: 0,
          question_id: "pd1",
          picture: "pics/kitchen.svg",
          instruction: "Describe what the family is doing.",
          evaluate_text: "A father is cooking dinner.",
        })}
        {...playerProps()}
        {...p}
      />
    ),
    againId: "record-button",
    againLabel: "もう一度録音する",
    startTake: () => fireEvent.click(screen.getByTestId("record-button")),
  },
  {
    name: "quick response",
    render: (p) => (
      <QuickResponsePlayer
        kind="quick-response"
        item={QuickResponseItemSchema.parse({
          index: 0,
          question_id: "qr1",
          audio_file: "audio/qr1.mp3",
          screen_en_text: "What did you have for breakfast today?",
          sample_answer: "I had rice and miso soup.",
        })}
        {...playerProps()}
        {...p}
      />
    ),
    againId: "quick-again",
    againLabel: "もう一度答える（質問から）",
    startTake: () => {
      fireEvent.click(screen.getByTestId("quick-again"));
      fireEvent.ended(screen.getByTestId("question-audio"));
    },
  },
];

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A recognition that answers at once (shadow tracking's live text). */
const openRecognition = async (): Promise<RecognitionSession> => ({
  send: () => undefined,
  finish: async () => "the train is late",
  cancel: () => undefined,
});

describe.each(cases)("$name: a recorded item can be recorded again", (c) => {
  it("offers another take, saves it, and says the better earlier take is kept", async () => {
    const { services, seen } = fakeServices({ outcome: sampleOutcome(1) });
    const { onSubmit, posted } = echoSubmit();
    renderSpeaking(c.render({ previous: stored("q"), onSubmit }), { ...services, openRecognition });
    // the stored take shows, with the way to record again
    expect(screen.getByTestId("score-total").dataset.points).toBe("67");
    expect(screen.getByTestId(c.againId).textContent).toContain(c.againLabel);
    expect(screen.getByTestId(c.againId).hasAttribute("disabled")).toBe(false);

    c.startTake();
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    const session = seen.sessions[0] as FakeSession;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    session.elapsed = 2500;
    fireEvent.click(screen.getByTestId("record-button"));

    // the new take (20 points) is saved and shown; the kept best take is named
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.percent_score).toBe(20);
    await waitFor(() => expect(screen.getByTestId("score-total").dataset.points).toBe("20"));
    expect(screen.getByTestId("best-take-kept").textContent).toContain("67 点");
    // and another take can follow
    await waitFor(() => expect(screen.getByTestId(c.againId).textContent).toContain(c.againLabel));
  });
});
