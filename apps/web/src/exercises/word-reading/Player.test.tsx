import { WordReadingItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import WordReadingPlayer from "./Player.tsx";
import WordReadingResult from "./Result.tsx";

const item = WordReadingItemSchema.parse({
  index: 0,
  question_id: "w1",
  screen_text: "library",
  ipa: "/ˈlaɪbrəri/",
  mean: "図書館",
});

describe("word-reading player", () => {
  it("scores the word as read_word with the 10 s limit and shows the scores", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    renderSpeaking(
      <WordReadingPlayer kind="word-reading" item={item} onSubmit={onSubmit} {...playerProps()} />,
      services,
    );
    expect(screen.getByTestId("word-text").textContent).toContain("/ˈlaɪbrəri/");
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "library",
      category: "read_word",
      maxTimeMs: 10_000,
    });
    seen.sessions[0]!.elapsed = 1200;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(posted[0]).toMatchObject({ question_id: "w1", sound_file: "/v3/files/rec/1.mp3?sig=t" });
  });

  it("uses the item's own record_max_time when it has one", async () => {
    const { services, seen } = fakeServices();
    const own = { ...item, record_max_time: 4 };
    renderSpeaking(
      <WordReadingPlayer
        kind="word-reading"
        item={own}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions[0]?.options?.maxTimeMs).toBe(4000));
  });

  it("lists the word with its recording on the result", () => {
    renderSpeaking(
      <WordReadingResult
        kind="word-reading"
        items={[item]}
        answers={[{ question_id: "w1", total_score: 5, sound_file: "/v3/files/rec/3.mp3" }]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    expect(screen.getByTestId("result-word-reading").textContent).toContain("library");
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("100");
  });
});
