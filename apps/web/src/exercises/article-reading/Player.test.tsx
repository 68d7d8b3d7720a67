import { type BaseAnswer, ResourceSchema } from "@hibiki/exercises";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResourceContext } from "../shell/resource-context.ts";
import { SpeakingServicesContext } from "../speaking/services.ts";
import { echoSubmit, fakeServices, playerProps } from "../speaking/test-harness.tsx";
import { forgetArticle, rememberArticle } from "./mode-store.ts";
import ArticleReadingPlayer from "./Player.tsx";

const resource = ResourceSchema.parse({
  res_code: "test-ar",
  res_id: 11,
  res_title: "Test article",
  res_version: 1,
  kind: "article-reading",
  items: [
    { index: 0, question_id: "a1", screen_en_text: "Our school has a small garden.", screen_jp_text: "庭" },
    { index: 1, question_id: "a2", screen_en_text: "We grow tomatoes there.", screen_jp_text: "トマト" },
  ],
});
const items = resource.items as { question_id: string; screen_en_text: string; index: number }[];

function renderArticle(ui: ReactElement) {
  const { services, seen } = fakeServices();
  const utils = render(
    <SpeakingServicesContext.Provider value={services}>
      <ResourceContext.Provider value={{ resource, assetBase: "/assets/", query: {} }}>
        {ui}
      </ResourceContext.Provider>
    </SpeakingServicesContext.Provider>,
  );
  return { seen, ...utils };
}

async function recordOnce(seen: ReturnType<typeof fakeServices>["seen"]) {
  fireEvent.click(screen.getByTestId("record-button"));
  await waitFor(() => expect(seen.sessions).toHaveLength(1));
  seen.sessions[0]!.elapsed = 3000;
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  fireEvent.click(screen.getByTestId("record-button"));
  await screen.findByTestId("score-rings");
}

afterEach(() => {
  vi.useRealTimers();
  forgetArticle("test-ar");
});

describe("article-reading player", () => {
  it("reads the whole text as read_chapter and posts the chapter total (mean of the four scores)", async () => {
    const { onSubmit, posted } = echoSubmit();
    const { seen } = renderArticle(
      <ArticleReadingPlayer
        kind="article-reading"
        item={items[0] as never}
        onSubmit={onSubmit}
        {...playerProps()}
      />,
    );
    fireEvent.click(screen.getByTestId("mode-full"));
    expect(screen.getByTestId("article-text").textContent).toContain("We grow tomatoes there.");
    await recordOnce(seen);
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "Our school has a small garden. We grow tomatoes there.",
      category: "read_chapter",
    });
    const a = posted[0] as BaseAnswer;
    expect(a).toMatchObject({ question_id: "a1", practice_type: 2 });
    expect(a.full_text).toBe("Our school has a small garden. We grow tomatoes there.");
    const mean =
      Math.floor(
        (((a.accuracy_score ?? 0) + (a.fluency_score ?? 0) + (a.integrity_score ?? 0) + 3.357) / 4) * 100,
      ) / 100;
    expect(a.total_score).toBeCloseTo(mean, 2);
    expect(a.percent_score).toBeCloseTo(mean * 20, 1);
  });

  it("counts down 3, 2, 1 (1 s each) before sentence mode, then reads one sentence", async () => {
    vi.useFakeTimers();
    const { onSubmit, posted } = echoSubmit();
    const { seen } = renderArticle(
      <ArticleReadingPlayer
        kind="article-reading"
        item={items[0] as never}
        onSubmit={onSubmit}
        {...playerProps()}
      />,
    );
    fireEvent.click(screen.getByTestId("mode-sentence"));
    expect(screen.getByTestId("countdown").textContent).toBe("3");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("countdown").textContent).toBe("2");
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId("countdown").textContent).toBe("2");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("countdown").textContent).toBe("1");
    expect(screen.queryByTestId("record-button")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(screen.getByTestId("sentence-text").textContent).toBe("Our school has a small garden.");
    await recordOnce(seen);
    expect(seen.sessions[0]?.options).toMatchObject({ category: "read_sentence" });
    expect(posted[0]).toMatchObject({ question_id: "a1", practice_type: 1 });
  });

  it("keeps sentence mode for the next sentence without asking again", () => {
    rememberArticle("test-ar", "sentence");
    renderArticle(
      <ArticleReadingPlayer
        kind="article-reading"
        item={items[1] as never}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
        position={1}
      />,
    );
    expect(screen.queryByTestId("mode-choice")).toBeNull();
    expect(screen.getByTestId("sentence-text").textContent).toBe("We grow tomatoes there.");
  });

  it("after a whole-text take, later items store a copy and move on by themselves", async () => {
    const whole: BaseAnswer = {
      question_id: "a1",
      practice_type: 2,
      total_score: 4,
      sound_file: "/v3/files/rec/1.mp3",
    };
    rememberArticle("test-ar", "full", whole);
    const { onSubmit, posted } = echoSubmit();
    const onNext = vi.fn();
    const props = { ...playerProps(), position: 1, onNext };
    const { rerender } = renderArticle(
      <ArticleReadingPlayer kind="article-reading" item={items[1] as never} onSubmit={onSubmit} {...props} />,
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ question_id: "a2", practice_type: 2, total_score: 4 });
    expect(onNext).not.toHaveBeenCalled();
    rerender(
      <SpeakingServicesContext.Provider value={fakeServices().services}>
        <ResourceContext.Provider value={{ resource, assetBase: "/assets/", query: {} }}>
          <ArticleReadingPlayer
            kind="article-reading"
            item={items[1] as never}
            onSubmit={onSubmit}
            {...props}
            previous={posted[0]}
          />
        </ResourceContext.Provider>
      </SpeakingServicesContext.Provider>,
    );
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(posted).toHaveLength(1);
  });

  it("a new attempt at the first item asks for the mode again", () => {
    rememberArticle("test-ar", "full", { question_id: "a1", practice_type: 2, sound_file: "x" });
    renderArticle(
      <ArticleReadingPlayer
        kind="article-reading"
        item={items[0] as never}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
    );
    expect(screen.getByTestId("mode-choice")).toBeTruthy();
  });
});
