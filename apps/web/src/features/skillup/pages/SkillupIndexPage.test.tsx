import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, renderRoutes, stubFetch } from "../test-helpers.tsx";
import SkillupIndexPage from "./SkillupIndexPage.tsx";

const card = (type: string, over: Record<string, unknown> = {}) => ({
  type,
  title: `${type} の練習`,
  title_en: `${type} practice`,
  description: "",
  description_en: "",
  order: 1,
  resource_count: 4,
  practised_count: 0,
  progress_percent: 0,
  mean_best_score: 0,
  ...over,
});

const render = () => renderRoutes({ "/skillup": <SkillupIndexPage /> }, "/skillup");

describe("/skillup", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows one card per type with its Japanese title, counts and progress, and opens the type's list", async () => {
    stubFetch({
      "/v3/skillup/type-list": () =>
        ok({
          items: [
            card("reading", {
              title: "音読",
              description: "声に出して読みます。",
              practised_count: 1,
              progress_percent: 25,
              mean_best_score: 86.5,
            }),
            card("listening", { title: "リスニング" }),
          ],
        }),
    });
    render();
    const cards = await screen.findAllByTestId("skillup-type-card");
    expect(cards.map((c) => c.dataset.type)).toEqual(["reading", "listening"]);
    const reading = within(cards[0] as HTMLElement);
    expect(reading.getByText("音読")).toBeTruthy();
    expect(reading.getByText("声に出して読みます。")).toBeTruthy();
    expect(reading.getByText("学習済み 1 / 4")).toBeTruthy();
    expect(reading.getByTestId("mean-best").textContent).toBe("平均最高点 86.5 点");
    expect(reading.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25");
    // Nothing practised: no mean-best line.
    expect(within(cards[1] as HTMLElement).queryByTestId("mean-best")).toBeNull();
    expect(cards[0]?.querySelector("svg")?.dataset.icon).toBe("reading");
    fireEvent.click(cards[0] as HTMLElement);
    expect((await screen.findByTestId("where")).textContent).toBe("/skillup/list/reading");
  });

  it("links to skill-up writing and says so when there are no types", async () => {
    stubFetch({ "/v3/skillup/type-list": () => ok({ items: [] }) });
    render();
    expect(await screen.findByText("スキルアップの練習はまだありません。")).toBeTruthy();
    expect(screen.getByTestId("skillup-writing").getAttribute("href")).toBe("/skillup/writing/index");
  });

  it("shows a spinner while loading, then a retry panel when the list fails, and retries", async () => {
    let calls = 0;
    stubFetch({
      "/v3/skillup/type-list": () => {
        calls += 1;
        return calls === 1
          ? json(500, { code: 500, message: "boom", data: null })
          : ok({ items: [card("speaking")] });
      },
    });
    render();
    expect(screen.getByRole("status")).toBeTruthy();
    const panel = await screen.findByTestId("load-error");
    fireEvent.click(within(panel).getByRole("button"));
    await waitFor(() => expect(screen.getAllByTestId("skillup-type-card")).toHaveLength(1));
  });
});
