import { ShadowTrackingItemSchema } from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { SpeechError } from "@web/lib/speech/index.ts";
import {
  type OpenRecognitionOptions,
  RecognitionError,
  type RecognitionSession,
} from "@web/lib/speech/recognize.ts";
import { getToasts } from "@web/lib/toast-store.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import ShadowTrackingPlayer from "./Player.tsx";

const item = ShadowTrackingItemSchema.parse({
  index: 0,
  question_id: "st1",
  screen_en_text: "The train is late again.",
  screen_jp_text: "電車がまた遅れています。",
  audio_file: "audio/st1.mp3",
});

/** A fake recognition: tests read what it was sent, push partial text and give the final text. */
function fakeRecognition() {
  const opened: Array<{
    opts: OpenRecognitionOptions;
    sent: Int16Array[];
    cancelled: boolean;
    settle: (text: string | Error) => void;
  }> = [];
  const open = async (opts: OpenRecognitionOptions = {}): Promise<RecognitionSession> => {
    let settle: (v: string | Error) => void = () => undefined;
    const result = new Promise<string>((resolve, reject) => {
      settle = (v) => (v instanceof Error ? reject(v) : resolve(v));
    });
    result.catch(() => undefined);
    const s = { opts, sent: [] as Int16Array[], cancelled: false, settle };
    opened.push(s);
    return {
      send: (pcm) => s.sent.push(pcm),
      finish: () => result,
      cancel: () => {
        s.cancelled = true;
        settle(new RecognitionError("cancelled", "cancelled"));
      },
    };
  };
  return { open, opened };
}

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => play.mockRestore());

function setup(extra: object = {}) {
  const { services, seen } = fakeServices();
  const rec = fakeRecognition();
  const { onSubmit, posted } = echoSubmit();
  renderSpeaking(
    <ShadowTrackingPlayer
      kind="shadow-tracking"
      item={item}
      onSubmit={onSubmit}
      {...playerProps()}
      {...extra}
    />,
    { ...services, openRecognition: rec.open },
  );
  return { seen, rec, posted };
}

/** Start: the microphone turns on, then the model audio plays from the beginning. */
async function startTake(h: ReturnType<typeof setup>) {
  fireEvent.click(screen.getByTestId("tracking-start"));
  await waitFor(() => expect(h.seen.sessions).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(h.rec.opened).toHaveLength(1));
}

describe("shadow-tracking player", () => {
  it("records over the model audio, shows the live tracking text, stops 2 s after the model, then scores", async () => {
    const h = setup();
    await startTake(h);
    // the same PCM the evaluator gets feeds the recognition
    const chunk = new Int16Array(3200).fill(5);
    act(() => h.seen.sessions[0]!.options!.onChunk!(chunk, 0));
    expect(h.rec.opened[0]!.sent).toEqual([chunk]);
    act(() => h.rec.opened[0]!.opts.onPartial!("the train is"));
    expect(screen.getByTestId("tracking-live").textContent).toContain("the train is");
    expect(screen.getByTestId("tracking-text").dataset.reached).toBe("3");
    expect(screen.getByTestId("sentence-text").querySelectorAll("[data-heard='1']")).toHaveLength(3);
    h.seen.sessions[0]!.elapsed = 4000;
    fireEvent.ended(screen.getByTestId("tracking-audio"));
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.getByTestId("record-button").dataset.phase).toBe("recording");
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("evaluating"), {
      timeout: 2000,
    });
    act(() => h.rec.opened[0]!.settle("the train is late again"));
    await screen.findByTestId("score-rings");
    expect(h.posted[0]).toMatchObject({ question_id: "st1", recognize_text: "the train is late again" });
    expect(h.posted[0]?.sound_file).toBeTruthy();
    expect(screen.getByTestId("tracking-text").dataset.reached).toBe("5");
  });

  it("posts the score even when the recognition fails", async () => {
    const h = setup();
    await startTake(h);
    h.seen.sessions[0]!.elapsed = 2000;
    fireEvent.click(screen.getByTestId("record-button"));
    act(() => h.rec.opened[0]!.settle(new RecognitionError("connection", "down")));
    await screen.findByTestId("score-rings");
    expect(h.posted).toHaveLength(1);
    expect(h.posted[0]?.recognize_text).toBeUndefined();
  });

  it("returns to Start with evaluate_common_training_fail when the evaluation fails", async () => {
    const h = setup();
    await startTake(h);
    act(() => h.seen.sessions[0]!.fail(new SpeechError(10002, "busy")));
    await screen.findByTestId("tracking-start");
    expect(getToasts().map((t) => t.text)).toContain(i18n.t("evaluate_common_training_fail"));
    expect(getToasts().map((t) => t.text)).not.toContain(i18n.t("speech.thread_not_enough"));
    // the take's recognition is dropped by the player's effect, which may run just after the button shows
    await waitFor(() => expect(h.rec.opened[0]!.cancelled).toBe(true));
    expect(h.posted).toHaveLength(0);
  });

  it("shows a stored take with its scores and heard text, and offers to record it again", () => {
    setup({
      previous: {
        question_id: "st1",
        total_score: 4,
        sound_file: "/v3/files/rec/9.mp3",
        recognize_text: "the train is late",
        evaluate_html: '<span class="sw sw-ok">The</span>',
      },
    });
    expect(screen.getByTestId("tracking-start").textContent).toBe("もう一度録音する");
    expect(screen.getByTestId("score-total").dataset.points).toBe("80");
    expect(screen.getByTestId("tracking-live").textContent).toContain("the train is late");
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/9.mp3");
  });

  it("hides the sentence when subtitles are off", async () => {
    const { SwitchesContext } = await import("../shell/switches.ts");
    const { services } = fakeServices();
    renderSpeaking(
      <SwitchesContext.Provider
        value={{
          on: { translation: true, subtitle: false, sampleAnswer: false, tips: false },
          allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
        }}
      >
        <ShadowTrackingPlayer
          kind="shadow-tracking"
          item={item}
          onSubmit={echoSubmit().onSubmit}
          {...playerProps()}
        />
      </SwitchesContext.Provider>,
      services,
    );
    expect(screen.queryByTestId("sentence-text")).toBeNull();
    expect(screen.getByTestId("player-shadow-tracking").textContent).toContain("電車がまた遅れています。");
    expect(screen.getByTestId("tracking-audio").getAttribute("src")).toContain("audio/st1.mp3");
  });
});
