import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import MessageDetailPage from "./MessageDetailPage.tsx";
import MessageListPage from "./MessageListPage.tsx";

const msg = (id: number, over: Record<string, unknown> = {}) => ({
  msg_id: id,
  tab: "system",
  kind: "message",
  title: `Message ${id}`,
  summary: "A new homework is waiting.",
  sender_name: "Hibiki",
  is_read: 0,
  jump_schema: 2,
  homework_id: 0,
  task_id: 0,
  created_at: "2026-11-21T03:00:00Z",
  ...over,
});
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const list = (items: unknown[], unreadSystem: number, unreadTeacher: number) =>
  ok({ items, total: items.length, unread_system: unreadSystem, unread_teacher: unreadTeacher });

function renderAt(path: string, responses: Parameters<typeof scriptedFetch>[0]) {
  const fetch = scriptedFetch(responses);
  vi.stubGlobal("fetch", fetch.fn);
  const router = createMemoryRouter(
    [
      { path: "/news", element: <MessageListPage /> },
      { path: "/news/details", element: <MessageDetailPage /> },
      { path: "/homework/detail", element: <p>homework detail</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetch.requests;
}

describe("messages (/news)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows system and teacher tabs with unread counts and switches tab", async () => {
    const requests = renderAt("/news", [
      () => list([msg(1), msg(2, { is_read: 1 })], 1, 3),
      () => list([msg(3, { tab: "teacher", kind: "notice", sender_name: "Sato" })], 1, 3),
    ]);
    const rows = await screen.findAllByTestId("news-row");
    expect(rows.map((r) => r.dataset.read)).toEqual(["0", "1"]);
    const badges = screen.getAllByTestId("count-badge").map((b) => b.textContent ?? "");
    expect(badges[0]).toContain("1");
    expect(badges[1]).toContain("3");
    fireEvent.click(screen.getByTestId("news-tab-teacher"));
    await waitFor(() => expect(screen.getAllByTestId("news-row")[0]?.textContent).toContain("Sato"));
    expect(new URL(requests[1]?.url ?? "").searchParams.get("tab")).toBe("teacher");
  });

  it("opens a message as plain text with a link to its homework", async () => {
    const body = "<b>not bold</b>\nSecond line";
    const requests = renderAt("/news/details?msg_id=4", [() => ok({ ...msg(4, { homework_id: 12 }), body })]);
    const shown = await screen.findByTestId("news-body");
    expect(shown.textContent).toBe(body);
    expect(shown.querySelector("b")).toBeNull();
    expect(new URL(requests[0]?.url ?? "").searchParams.get("msg_id")).toBe("4");
    fireEvent.click(screen.getByRole("link", { name: "宿題を開く" }));
    expect(await screen.findByText("homework detail")).toBeTruthy();
  });

  it("rejects a malformed msg_id without calling the server", async () => {
    const requests = renderAt("/news/details?msg_id=abc", [() => ok(null)]);
    expect((await screen.findByRole("alert")).textContent).toContain("msg_id");
    expect(requests).toHaveLength(0);
  });
});
