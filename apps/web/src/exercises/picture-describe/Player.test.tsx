import { PictureDescribeItemSchema, SAMPLE_ITEMS } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { type PlayerSwitches, SwitchesContext } from "../shell/switches.ts";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import PictureDescribePlayer from "./Player.tsx";

const item = PictureDescribeItemSchema.parse({
  index: 0,
  question_id: "pd1",
  picture: "pics/kitchen.svg",
  instruction: "Describe what the family is doing.",
  instruction_jp: "家族が何をしているか説明しましょう。",
  evaluate_text: "A father is cooking and two children are setting the table.",
  samples: [
    {
      content: "A father is cooking dinner in the kitchen.",
      content_jp: "お父さんが台所で夕食を作っています。",
    },
  ],
});

const switches = (on: Partial<PlayerSwitches["on"]>): PlayerSwitches => ({
  on: { translation: false, subtitle: true, sampleAnswer: false, tips: false, ...on },
  allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
});

function renderPlayer(ui: ReactElement, on: Partial<PlayerSwitches["on"]> = {}) {
  const fake = fakeServices();
  renderSpeaking(
    <SwitchesContext.Provider value={switches(on)}>{ui}</SwitchesContext.Provider>,
    fake.services,
  );
  return fake;
}

describe("picture-describe player", () => {
  it("shows the picture and task, records free speech for 60 s against evaluate_text, then the scores", async () => {
    const { onSubmit, posted } = echoSubmit();
    const { seen } = renderPlayer(
      <PictureDescribePlayer kind="picture-describe" item={item} onSubmit={onSubmit} {...playerProps()} />,
    );
    expect(screen.getByTestId("picture").getAttribute("src")).toContain("/assets/pics/kitchen.svg");
    expect(screen.getByTestId("task-text").textContent).toBe("Describe what the family is doing.");
    expect(screen.queryByTestId("task-translation")).toBeNull();
    expect(screen.getByTestId("time-limit").textContent).toContain("60");
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "A father is cooking and two children are setting the table.",
      category: "read_chapter",
      maxTimeMs: 60_000,
    });
    seen.sessions[0]!.elapsed = 4000;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(posted[0]).toMatchObject({ question_id: "pd1", sound_file: "/v3/files/rec/1.mp3?sig=t" });
    expect(screen.getByTestId("my-recording")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("record-button").textContent).toBe("もう一度録音する"));
  });

  it("scores the fixture item against its first sample and honours record_max_time", async () => {
    const fixture = PictureDescribeItemSchema.parse({
      ...SAMPLE_ITEMS["picture-describe"],
      record_max_time: 45,
    });
    const { seen } = renderPlayer(
      <PictureDescribePlayer
        kind="picture-describe"
        item={fixture}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
    );
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "Two children are playing in the park.",
      maxTimeMs: 45_000,
    });
  });

  it("keeps the samples hidden until asked, with the Japanese under the language switch", () => {
    renderPlayer(
      <PictureDescribePlayer
        kind="picture-describe"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      { translation: true },
    );
    expect(screen.queryByTestId("samples")).toBeNull();
    const toggle = screen.getByTestId("toggle-samples");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByTestId("samples").textContent).toContain("A father is cooking dinner in the kitchen.");
    expect(screen.getByTestId("sample-translation").textContent).toBe("お父さんが台所で夕食を作っています。");
    expect(screen.getByTestId("task-translation").textContent).toBe("家族が何をしているか説明しましょう。");
    fireEvent.click(screen.getByTestId("toggle-samples"));
    expect(screen.queryByTestId("samples")).toBeNull();
  });

  it("opens the samples with the sample-answer switch", () => {
    renderPlayer(
      <PictureDescribePlayer
        kind="picture-describe"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      { sampleAnswer: true },
    );
    expect(screen.getByTestId("samples")).toBeTruthy();
    expect(screen.queryByTestId("sample-translation")).toBeNull();
  });

  it("offers no samples in an exam", () => {
    renderPlayer(
      <PictureDescribePlayer
        kind="picture-describe"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("exam")}
      />,
    );
    expect(screen.queryByTestId("toggle-samples")).toBeNull();
    expect(screen.queryByTestId("samples")).toBeNull();
  });

  it("lets the student skip an item with nothing to score against", async () => {
    const { onSubmit, posted } = echoSubmit();
    renderPlayer(
      <PictureDescribePlayer
        kind="picture-describe"
        item={PictureDescribeItemSchema.parse({ index: 0, question_id: "pd9", picture: "p.svg" })}
        onSubmit={onSubmit}
        {...playerProps()}
      />,
    );
    expect(screen.queryByTestId("record-button")).toBeNull();
    fireEvent.click(screen.getByTestId("skip-unscorable"));
    await waitFor(() =>
      expect(posted[0]).toMatchObject({ question_id: "pd9", is_skipped: 1, total_score: 0 }),
    );
    await waitFor(() => expect(screen.queryByTestId("unscorable")).toBeNull());
  });

  it("shows the stored answer and records nothing in review mode", () => {
    renderPlayer(
      <PictureDescribePlayer
        kind="picture-describe"
        item={item}
        previous={{ question_id: "pd1", total_score: 3.5, sound_file: "/v3/files/rec/7.mp3" }}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
    );
    expect(screen.queryByTestId("record-button")).toBeNull();
    expect(screen.getByTestId("score-total").dataset.points).toBe("70");
  });
});
