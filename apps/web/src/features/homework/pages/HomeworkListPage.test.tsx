import { fireEvent, screen, waitFor } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import HomeworkListPage from "./HomeworkListPage.tsx";

const row = (id: number, over: Record<string, unknown> = {}) => ({
  homework_id: id,
  message_id: 100 + id,
  title: `Homework ${id}`,
  teacher_name: "Sato",
  class_name: "1-A",
  res_code: "tb-1",
  kind: "grammar-choice",
  deadline: "2026-11-30T09:00:00Z",
  is_expired: 0,
  status: "not_submitted",
  best_percent: 0,
  attempts_used: 0,
  has_limit: 0,
  limit_number: 0,
  required_times: 0,
  created_at: "2026-11-20T09:00:00Z",
  ...over,
});
const page = (items: unknown[], unfinished: number) =>
  json(200, { code: 0, message: "ok", data: { items, total: items.length, unfinished_count: unfinished } });

describe("homework list", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("lists homework rows linking to the detail, with the unfinished badge capped at 99+", async () => {
    const fetch = scriptedFetch([
      () => page([row(1), row(2, { status: "answered", attempts_used: 1, best_percent: 80 })], 120),
      () => page([row(2, { status: "answered", attempts_used: 1, best_percent: 80 })], 120),
    ]);
    vi.stubGlobal("fetch", fetch.fn);
    renderWithProviders(<HomeworkListPage />, "/homeworkList");
    const rows = await screen.findAllByTestId("homework-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute("href")).toBe("/homework/detail?homework_id=1&message_id=101");
    expect(rows[1]?.textContent).toContain("80%");
    expect(screen.getByTestId("count-badge").textContent).toContain("99+");
    fireEvent.click(screen.getByTestId("homework-tab-answered"));
    await waitFor(() => expect(screen.getAllByTestId("homework-row")).toHaveLength(1));
    expect(new URL(fetch.requests[1]?.url ?? "").searchParams.get("tab")).toBe("answered");
    expect(screen.getByTestId("homework-tab-answered").getAttribute("aria-selected")).toBe("true");
  });

  it("marks expired unsubmitted homework and shows the empty state", async () => {
    vi.stubGlobal("fetch", scriptedFetch([() => page([row(3, { is_expired: 1 })], 0)]).fn);
    renderWithProviders(<HomeworkListPage />, "/homeworkList");
    expect((await screen.findByTestId("homework-row")).textContent).toContain("期限切れ");
    expect(screen.queryByTestId("count-badge")).toBeNull();
  });
});
