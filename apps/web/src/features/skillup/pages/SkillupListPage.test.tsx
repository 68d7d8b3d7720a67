import { fireEvent, screen, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, renderRoutes, stubFetch } from "../test-helpers.tsx";
import SkillupListPage from "./SkillupListPage.tsx";

const res = (code: string, kind: string, over: Record<string, unknown> = {}) => ({
  res_code: code,
  res_id: 1,
  res_title: `${code} の練習`,
  res_title_en: `${code} practice`,
  kind,
  res_version: 1,
  item_count: 5,
  learn_count: 0,
  best_score: 0,
  is_completed: 0,
  last_practised_at: null,
  ...over,
});
const typeRef = {
  type: "speaking",
  title: "スピーキング",
  title_en: "Speaking",
  description: "話す力をきたえます。",
  description_en: "Train your speaking.",
};

const render = (path = "/skillup/list/speaking") =>
  renderRoutes({ "/skillup/list/:type": <SkillupListPage /> }, path);

describe("/skillup/list/:type", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("groups the resources by kind with learn count, status and best-score badges", async () => {
    const requests = stubFetch({
      "/v3/skillup/resource-list": () =>
        ok({
          type: typeRef,
          resources: [
            res("su-shadow-1", "sentence-shadowing", {
              learn_count: 3,
              best_score: 92,
              is_completed: 1,
              last_practised_at: "2026-11-20T01:00:00Z",
            }),
            res("su-picture-1", "picture-describe", { last_practised_at: "2026-11-21T01:00:00Z" }),
            res("su-shadow-2", "sentence-shadowing", { learn_count: 1, best_score: 40, is_completed: 1 }),
            res("su-picture-2", "picture-describe"),
          ],
        }),
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "スピーキング" })).toBeTruthy();
    expect(new URL(requests[0]?.url ?? "").searchParams.get("type")).toBe("speaking");
    const groups = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(groups).toHaveLength(2);
    const rows = screen.getAllByTestId("skillup-resource");
    // kind order of first appearance, list order inside a kind
    expect(rows.map((r) => r.dataset.resCode)).toEqual([
      "su-shadow-1",
      "su-shadow-2",
      "su-picture-1",
      "su-picture-2",
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId("best-score").textContent).toBe("最高 92 点");
    expect(first.getByTestId("best-score").className).toContain("su-badge-a");
    expect(first.getByTestId("learn-count").textContent).toBe("学習 3 回");
    expect(first.getByText(/^最終学習 2026/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTestId("best-score").className).toContain("su-badge-c");
    expect(within(rows[2] as HTMLElement).getByTestId("status").textContent).toBe("学習中");
    expect(within(rows[3] as HTMLElement).getByTestId("status").textContent).toBe("未学習");
    expect(first.getByTestId("practise-link").getAttribute("href")).toBe(
      "/skillup/details?res_code=su-shadow-1&mode=practice&type=speaking",
    );
    expect(first.getByTestId("exam-link").getAttribute("href")).toContain("mode=exam");
  });

  it("summarises progress and charts the best score of each finished resource only", async () => {
    stubFetch({
      "/v3/skillup/resource-list": () =>
        ok({
          type: typeRef,
          resources: [
            res("a", "sentence-shadowing", { is_completed: 1, best_score: 80, learn_count: 1 }),
            res("b", "sentence-shadowing"),
          ],
        }),
    });
    render();
    expect(await screen.findByText("学習済み 1 / 2")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    const rows = within(screen.getByTestId("skillup-chart")).getAllByRole("row").slice(1); // after the header
    expect(rows.map((r) => r.textContent)).toEqual(["a の練習80"]);
  });

  it("shows English titles when the language is English", async () => {
    await i18n.changeLanguage("en");
    stubFetch({
      "/v3/skillup/resource-list": () => ok({ type: typeRef, resources: [res("x", "sentence-shadowing")] }),
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Speaking" })).toBeTruthy();
    expect(screen.getByText("x practice")).toBeTruthy();
    expect(screen.getByTestId("status").textContent).toBe("Not started");
  });

  it("says when a type has no resources yet", async () => {
    stubFetch({ "/v3/skillup/resource-list": () => ok({ type: typeRef, resources: [] }) });
    render();
    expect(await screen.findByTestId("skillup-empty")).toBeTruthy();
    expect(screen.queryByTestId("skillup-chart")).toBeNull();
  });

  it("explains an unknown type and links back to /skillup", async () => {
    stubFetch({
      "/v3/skillup/resource-list": () =>
        json(404, {
          code: 404,
          message: "スキルアップの種類が見つかりません: karaoke",
          data: { error_key: "not_found" },
        }),
    });
    render("/skillup/list/karaoke");
    expect((await screen.findByRole("alert")).textContent).toContain("karaoke");
    fireEvent.click(screen.getByTestId("skillup-back"));
    expect((await screen.findByTestId("where")).textContent).toBe("/skillup");
  });

  it("refuses a malformed type without calling the server", async () => {
    const requests = stubFetch({});
    render("/skillup/list/Bad%20Type");
    expect((await screen.findByRole("alert")).textContent).toContain("type");
    expect(requests).toHaveLength(0);
  });
});
