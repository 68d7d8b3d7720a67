import { screen } from "@testing-library/react";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import HistoryDeepPage from "./HistoryDeepPage.tsx";
import HistoryDetailsPage from "./HistoryDetailsPage.tsx";

const resource = {
  res_code: "tb1-u1-choice",
  res_id: 9001,
  res_title: "be動詞を選ぼう",
  res_type: "grammar-choice",
  res_version: 1,
  res_zip_url: "",
  res_level: "",
  root_path: "",
  part_title: "",
  question_ids: ["q1"],
  kind: "grammar-choice",
  resource_url: "/res/tb1-u1-choice/1/resource.json?v=1",
  asset_base: "/res/tb1-u1-choice/1/",
};
const attempt = (guid: string, mode: string) => ({
  guid,
  mode,
  started_at: "2026-11-20T10:00:00.000Z",
  finished_at: "2026-11-20T10:05:00.000Z",
  is_completed: 1,
  percent_score: 80,
  answered: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe("history pages speak to the student (issue 16 #18)", () => {
  it("/history/details without res_code explains and links to the history list (no developer text)", () => {
    renderWithProviders(<HistoryDetailsPage />, "/history/details");
    const notice = screen.getByTestId("history-missing-param");
    expect(notice.textContent).not.toMatch(/res_code|\?/);
    expect(notice.textContent).toContain("学習履歴の一覧から教材を選んでください");
    expect(screen.getByRole("link", { name: "学習履歴の一覧へ" }).getAttribute("href")).toBe(
      "/history/index",
    );
  });

  it("/history/details_deep without guid explains and links to the history list", () => {
    renderWithProviders(<HistoryDeepPage />, "/history/details_deep");
    const notice = screen.getByTestId("history-missing-param");
    expect(notice.textContent).not.toMatch(/guid|\?/);
    expect(screen.getByRole("link", { name: "学習履歴の一覧へ" })).toBeTruthy();
  });

  it("names the mode of each attempt in Japanese", async () => {
    const attempts = [attempt("a1", "practice"), attempt("a2", "exam"), attempt("a3", "review")];
    vi.stubGlobal(
      "fetch",
      scriptedFetch([() => json(200, { code: 0, message: "ok", data: { resource, attempts } })]).fn,
    );
    renderWithProviders(<HistoryDetailsPage />, "/history/details?res_code=tb1-u1-choice");
    const rows = await screen.findAllByTestId("history-attempt");
    const text = rows.map((r) => r.textContent).join("\n");
    expect(text).not.toMatch(/practice|exam|review/);
    expect(rows[0]!.textContent).toContain("・練習・");
    expect(rows[1]!.textContent).toContain("・テスト・");
    expect(rows[2]!.textContent).toContain("・復習・");
  });
});
