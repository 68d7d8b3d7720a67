import { SingleReadingItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import SingleReadingPlayer from "./Player.tsx";
import SingleReadingResult from "./Result.tsx";
import { clampSeek } from "./SeekAudio.tsx";

const item = SingleReadingItemSchema.parse({
  index: 0,
  question_id: "sg1",
  screen_en_text: "The river is quiet in the morning.",
  screen_jp_text: "朝、川は静かです。",
  audio_file: "audio/sg1.mp3",
});

function renderPlayer() {
  const { services, seen } = fakeServices();
  const { onSubmit, posted } = echoSubmit();
  renderSpeaking(
    <SingleReadingPlayer kind="single-reading" item={item} onSubmit={onSubmit} {...playerProps()} />,
    services,
  );
  return { seen, posted };
}

describe("single-reading player", () => {
  it("seeks the resource audio with the buttons and a 0.1 s slider", () => {
    renderPlayer();
    const audio = screen.getByTestId("resource-audio") as HTMLAudioElement;
    expect(audio.getAttribute("src")).toContain("audio/sg1.mp3");
    Object.defineProperty(audio, "duration", { configurable: true, value: 3.46 });
    fireEvent.loadedMetadata(audio);
    const slider = screen.getByTestId("seek-slider") as HTMLInputElement;
    expect(slider.step).toBe("0.1");
    fireEvent.click(screen.getByTestId("seek-forward"));
    fireEvent.click(screen.getByTestId("seek-forward"));
    expect(audio.currentTime).toBeCloseTo(2, 5);
    expect(screen.getByTestId("seek-time").textContent).toBe("0:02 / 0:03");
    fireEvent.click(screen.getByTestId("seek-forward"));
    fireEvent.click(screen.getByTestId("seek-forward"));
    // cannot run past the end of the clip
    expect(audio.currentTime).toBeCloseTo(3.5, 5);
    expect(screen.getByTestId("seek-time").textContent).toBe("0:03 / 0:03");
    fireEvent.change(slider, { target: { value: "1.3" } });
    expect(audio.currentTime).toBeCloseTo(1.3, 5);
    expect(screen.getByTestId("seek-time").textContent).toBe("0:01 / 0:03");
    fireEvent.click(screen.getByTestId("seek-back"));
    fireEvent.click(screen.getByTestId("seek-back"));
    expect(screen.getByTestId("seek-time").textContent).toBe("0:00 / 0:03");
  });

  it("switches the shown text between English and Japanese", () => {
    renderPlayer();
    expect(screen.getByTestId("sentence-text").textContent).toBe(item.screen_en_text);
    fireEvent.click(screen.getByTestId("lang-ja"));
    expect(screen.getByTestId("sentence-text").textContent).toBe("朝、川は静かです。");
    expect(screen.getByTestId("lang-ja").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByTestId("lang-en"));
    expect(screen.getByTestId("sentence-text").textContent).toBe(item.screen_en_text);
  });

  it("records the sentence as read_sentence with the 20 s limit and saves the answer", async () => {
    const { seen, posted } = renderPlayer();
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: item.screen_en_text,
      category: "read_sentence",
      maxTimeMs: 20_000,
    });
    seen.sessions[0]!.elapsed = 2000;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(posted[0]?.question_id).toBe("sg1");
  });

  it("shows each sentence with its recording on the result", () => {
    renderSpeaking(
      <SingleReadingResult
        kind="single-reading"
        items={[item]}
        answers={[{ question_id: "sg1", total_score: 3, sound_file: "/v3/files/rec/9.mp3" }]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    expect(screen.getByTestId("result-single-reading").textContent).toContain("quiet in the morning");
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("60");
  });
});

describe("clampSeek", () => {
  it.each([
    [1.26, 5, 1.3],
    [-2, 5, 0],
    [9, 5, 5],
    [Number.NaN, 5, 0],
    [2, Number.NaN, 0],
  ])("clampSeek(%s, %s) = %s", (target, duration, want) => {
    expect(clampSeek(target, duration)).toBeCloseTo(want, 5);
  });
});
