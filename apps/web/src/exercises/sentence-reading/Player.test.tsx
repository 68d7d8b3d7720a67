import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox, currentBox, dismissBox } from "@web/lib/message-box.ts";
import { RecorderError } from "@web/lib/recorder/index.ts";
import { LOW_SCORE_WARNING_JA, SpeechError } from "@web/lib/speech/index.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
import { beforeEach, describe, expect, it } from "vitest";
import {
  echoSubmit,
  fakeServices,
  playerProps,
  renderSpeaking,
  sampleOutcome,
  sentenceResource,
} from "../speaking/test-harness.tsx";
import SentenceReadingPlayer from "./Player.tsx";

const item = sentenceResource().items[0] as Parameters<typeof SentenceReadingPlayer>[0]["item"];
const toastTexts = () => getToasts().map((t) => t.text);
const button = () => screen.getByTestId("record-button");

async function startRecording() {
  fireEvent.click(button());
  await waitFor(() => expect(button().dataset.phase).toBe("recording"));
}

describe("sentence-reading player", () => {
  beforeEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
    while (currentBox()) dismissBox();
  });

  it("records, refuses a stop before 1 s, then uploads, posts the recording payload and shows the scores", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    renderSpeaking(
      <SentenceReadingPlayer kind="sentence-reading" item={item} onSubmit={onSubmit} {...playerProps()} />,
      services,
    );
    expect(screen.getByTestId("sentence-text").textContent).toBe("Ken plays the guitar every evening.");
    await startRecording();
    const session = seen.sessions[0];
    expect(session?.options).toMatchObject({
      text: "Ken plays the guitar every evening.",
      category: "read_sentence",
      maxTimeMs: 20_000,
    });
    session!.elapsed = 400;
    fireEvent.click(button());
    await waitFor(() => expect(toastTexts()).toContain(i18n.t("evaluate_common_training_atleast")));
    expect(button().dataset.phase).toBe("recording");
    session!.elapsed = 2500;
    fireEvent.click(button());
    await screen.findByTestId("score-rings");
    expect(seen.uploads).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      question_id: "s1",
      total_score: 3.35,
      percent_score: 67,
      sound_file: "/v3/files/rec/1.mp3?sig=t",
      record_duration: 2,
      poorly_words: "guitar|evening",
    });
    // the poorly-read words of the take are collected for the word book (POST poorly-words)
    expect(services.collectPoorlyWords).toHaveBeenCalledWith("guitar|evening");
    expect(screen.getByTestId("score-total").dataset.points).toBe("67");
    expect(screen.getByTestId("score-integrity").dataset.points).toBe("80");
    const marks = [...screen.getByTestId("coloured-words").querySelectorAll("[data-mark]")].map((e) => [
      e.textContent,
      e.getAttribute("data-mark"),
    ]);
    expect(marks).toContainEqual(["the", "omitted"]);
    expect(marks).toContainEqual(["guitar", "mispronounced"]);
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/1.mp3?sig=t");
    // the item may be recorded again (issue 16 #3)
    await waitFor(() => expect(button().textContent).toBe(i18n.t("speak.rerecord")));
  });

  it("shows a stored answer again (reload) and records nothing in review mode", () => {
    const { services } = fakeServices();
    const previous = {
      question_id: "s1",
      total_score: 4.5,
      accuracy_score: 4,
      fluency_score: 5,
      integrity_score: 5,
      sound_file: "/v3/files/rec/9.mp3",
      evaluate_html: '<span class="sw sw-ok">Ken</span> <span class="sw sw-omitted">plays</span>',
      study_report: "not json",
    };
    renderSpeaking(
      <SentenceReadingPlayer
        kind="sentence-reading"
        item={item}
        previous={previous}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
      services,
    );
    expect(screen.getByTestId("score-total").dataset.points).toBe("90");
    expect(screen.getByTestId("coloured-words").textContent).toContain("plays");
    expect(screen.queryByTestId("record-button")).toBeNull();
    expect(screen.queryByTestId("error-words")).toBeNull();
  });

  it("alerts a microphone startup error, then goes back", async () => {
    const { services, seen } = fakeServices({
      startError: new RecorderError("recorder_startup_error", "no mic"),
    });
    renderSpeaking(
      <SentenceReadingPlayer
        kind="sentence-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    fireEvent.click(button());
    await waitFor(() => expect(currentBox()?.text).toBe(i18n.t("mic.recorder_startup_error")));
    act(() => void acceptBox());
    await waitFor(() => expect(seen.wentBack).toBe(1));
  });

  it("says so when the evaluation service cannot be reached (after the loader's retry)", async () => {
    const { services, seen } = fakeServices();
    services.loadSocketUrl = async () => {
      throw new Error("HTTP 503 on /v3/app/new-evaluation-service");
    };
    renderSpeaking(
      <SentenceReadingPlayer
        kind="sentence-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    fireEvent.click(button());
    await waitFor(() => expect(toastTexts()).toContain(i18n.t("speech.load_failed")));
    expect(screen.getByTestId("speech-load-failed").textContent).toContain(i18n.t("speech.load_failed"));
    expect(button().dataset.phase).toBe("idle");
    expect(seen.sessions).toHaveLength(0);
  });

  it("toasts a denied microphone and stays on the item", async () => {
    const { services, seen } = fakeServices({
      startError: new RecorderError("permission_not_opened", "denied"),
    });
    renderSpeaking(
      <SentenceReadingPlayer
        kind="sentence-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    fireEvent.click(button());
    await waitFor(() => expect(toastTexts()).toContain(i18n.t("mic.permission_not_opened")));
    expect(button().dataset.phase).toBe("idle");
    expect(seen.wentBack).toBe(0);
  });

  it("shows a speech error code as its toast and returns to idle without posting", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit } = echoSubmit();
    renderSpeaking(
      <SentenceReadingPlayer kind="sentence-reading" item={item} onSubmit={onSubmit} {...playerProps()} />,
      services,
    );
    await startRecording();
    act(() => seen.sessions[0]?.fail(new SpeechError(10002, "busy")));
    await waitFor(() => expect(toastTexts()).toContain(i18n.t("speech.thread_not_enough")));
    await waitFor(() => expect(button().dataset.phase).toBe("idle"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks to retry or go back when the recorder stops by itself", async () => {
    const { services, seen } = fakeServices();
    renderSpeaking(
      <SentenceReadingPlayer
        kind="sentence-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    await startRecording();
    act(() => seen.sessions[0]?.options?.onInterrupted?.());
    await waitFor(() => expect(currentBox()?.text).toBe(i18n.t("mic.stopped")));
    act(() => void acceptBox());
    await waitFor(() => expect(seen.sessions).toHaveLength(2));
    await waitFor(() => expect(button().dataset.phase).toBe("recording"));
    act(() => seen.sessions[1]?.options?.onInterrupted?.());
    await waitFor(() => expect(currentBox()?.text).toBe(i18n.t("mic.stopped")));
    act(() => dismissBox());
    await waitFor(() => expect(seen.wentBack).toBe(1));
  });

  it("warns in Japanese after three recordings in a row under 20 points", async () => {
    const { services, seen } = fakeServices({ outcome: sampleOutcome(0.5) });
    for (let n = 0; n < 3; n++) {
      const view = renderSpeaking(
        <SentenceReadingPlayer
          kind="sentence-reading"
          item={item}
          onSubmit={echoSubmit().onSubmit}
          {...playerProps()}
        />,
        services,
      );
      await startRecording();
      seen.sessions[n]!.elapsed = 1500;
      fireEvent.click(button());
      await screen.findByTestId("score-rings");
      expect(toastTexts().includes(LOW_SCORE_WARNING_JA)).toBe(n === 2);
      view.unmount();
    }
  });
});
