import { PictureReadItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import PictureReadPlayer from "./Player.tsx";
import PictureReadResult from "./Result.tsx";

const item = PictureReadItemSchema.parse({
  index: 0,
  question_id: "p1",
  picture: "pics/bike.svg",
  evaluate_text: "a red bike",
  screen_jp_text: "赤い自転車",
  audio_file: "audio/p1.mp3",
});

describe("picture-read player", () => {
  it("shows the picture, records for at most 10 s and shows the scores", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    renderSpeaking(
      <PictureReadPlayer kind="picture-read" item={item} onSubmit={onSubmit} {...playerProps()} />,
      services,
    );
    expect(screen.getByTestId("picture").getAttribute("src")).toContain("/assets/pics/bike.svg");
    expect(screen.getByTestId("picture-text").textContent).toBe("a red bike");
    expect(screen.getByTestId("model-audio").getAttribute("src")).toContain("audio/p1.mp3");
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "a red bike",
      category: "read_sentence",
      maxTimeMs: 10_000,
    });
    seen.sessions[0]!.elapsed = 1500;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(posted[0]).toMatchObject({ question_id: "p1", sound_file: "/v3/files/rec/1.mp3?sig=t" });
    // playback of the take
    expect(screen.getByTestId("my-recording")).toBeTruthy();
  });

  it("scores a single word as read_word", async () => {
    const { services, seen } = fakeServices();
    renderSpeaking(
      <PictureReadPlayer
        kind="picture-read"
        item={{ ...item, evaluate_text: "bike" }}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions[0]?.options?.category).toBe("read_word"));
  });

  it("records nothing in review mode", () => {
    renderSpeaking(
      <PictureReadPlayer
        kind="picture-read"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
      fakeServices().services,
    );
    expect(screen.queryByTestId("record-button")).toBeNull();
  });

  it("lists each picture with its stored recording on the result", () => {
    renderSpeaking(
      <PictureReadResult
        kind="picture-read"
        items={[item]}
        answers={[{ question_id: "p1", total_score: 4, sound_file: "/v3/files/rec/3.mp3" }]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    const result = screen.getByTestId("result-picture-read");
    expect(result.textContent).toContain("a red bike");
    expect(result.querySelector("img")?.getAttribute("src")).toContain("pics/bike.svg");
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("80");
  });
});
