import { SKILLUP_TYPE_CODES } from "@hibiki/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { QuickLinks } from "@web/features/home/exports/quick-links.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes, stubFetch } from "./test-helpers.tsx";

describe("home quick links", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lead to the skill-up list of each of the seven types, labelled in Japanese", async () => {
    stubFetch({});
    renderRoutes({ "/home": <QuickLinks /> }, "/home");
    const hrefs = screen
      .getAllByRole("link")
      .map((a) => a.getAttribute("href") ?? "")
      .filter((h) => h.startsWith("/skillup/"));
    expect(hrefs).toEqual(SKILLUP_TYPE_CODES.map((type) => `/skillup/list/${type}`));
    fireEvent.click(screen.getByRole("link", { name: "文法 選択問題" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/skillup/list/grammar-choice");
  });

  it("lead to the exam areas: the Tokyo speaking test, Common Test listening, the simulations and the exam home", async () => {
    stubFetch({});
    renderRoutes({ "/home": <QuickLinks /> }, "/home");
    const link = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(link("都立スピーキング")).toBe("/tokyo/index");
    expect(link("共通テストリスニング")).toBe("/college-entrance-test/listening");
    expect(link("本番シミュレーション")).toBe("/examHome/examTest");
    expect(link("試験対策")).toBe("/testing");
  });
});
