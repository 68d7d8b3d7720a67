import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { teacherSignIn } from "../shell/session.ts";
import LiveListPage from "./LiveListPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const T = "2026-11-30T01:00:00.000Z";
const session = {
  live_id: 3,
  class_id: 1,
  class_name: "1年A組",
  teacher_name: "山田 美咲",
  title: "Greetings",
  status: "ended",
  item_count: 3,
  pushed_count: 3,
  student_count: 10,
  participant_count: 8,
  average_score: 72,
  created_at: T,
  ended_at: T,
};
const cls = (id: number, name: string, archived: string | null = null) => ({
  class_id: id,
  name,
  class_code: "X",
  teacher_id: 1,
  teacher_name: "山田",
  student_count: 10,
  created_at: T,
  archived_at: archived,
});

function renderList() {
  const created: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : null;
    const path = new URL(req ? req.url : String(input), "http://localhost").pathname;
    if (path === "/v3/teacher/live/list") return ok({ items: [session], total: 1, page: 1, limit: 20 });
    if (path === "/v3/teacher/classes") return ok({ items: [cls(1, "1年A組"), cls(2, "旧3年", T)] });
    if (path === "/v3/teacher/live/sample-sets")
      return ok({
        sets: [
          {
            set_id: "greet",
            title: "あいさつ",
            level: "中1",
            items: [{ kind: "read_aloud", prompt: "", text: "Nice to meet you." }],
          },
        ],
      });
    if (path === "/v3/teacher/live/create") {
      created.push(JSON.parse(req ? await req.text() : String(init?.body)));
      return ok({ live_id: 9, live: { ...session, live_id: 9, status: "open" } });
    }
    return json(404, { code: 404, message: "none", data: null });
  });
  const router = createMemoryRouter(
    [
      { path: "/teacher/live", element: <LiveListPage /> },
      { path: "/teacher/live/:id", element: <p data-testid="console-opened">console</p> },
    ],
    { initialEntries: ["/teacher/live"] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { created, router };
}

describe("teacher live list and new-session form", { timeout: 20_000 }, () => {
  beforeEach(() => teacherSignIn("teacher-tok", "teacher1"));
  afterEach(() => vi.unstubAllGlobals());

  it("lists the sessions with class, title, participants and status", async () => {
    renderList();
    const row = await screen.findByTestId("tl-row-session");
    expect(row.textContent).toContain("1年A組");
    expect(row.textContent).toContain("Greetings");
    expect(row.textContent).toContain("8 / 10人");
    expect(within(row).getByTestId("tl-average").textContent).toBe("72点");
    expect(row.textContent).toContain("終了");
    expect(within(row).getByRole("link").getAttribute("href")).toBe("/teacher/live/3");
  });

  it("checks the form as the teacher types and starts a session of a choice and a short answer", async () => {
    const page = renderList();
    fireEvent.click(await screen.findByTestId("tl-new"));
    await screen.findByTestId("tl-form");
    fireEvent.click(screen.getByTestId("tl-start"));
    expect(screen.getByTestId("tl-form-error").textContent).toBe("入力内容を確認してください（3件）");
    expect(screen.getByTestId("tl-row-error").textContent).toBe("問題文を入力してください");
    expect(page.created).toHaveLength(0);

    // archived classes are not offered
    await waitFor(() => expect(screen.getByTestId("tl-class").querySelectorAll("option")).toHaveLength(2));
    fireEvent.change(screen.getByTestId("tl-class"), { target: { value: "1" } });
    fireEvent.change(screen.getByTestId("tl-title"), { target: { value: "Unit 3 review" } });
    fireEvent.change(screen.getByTestId("tl-prompt"), { target: { value: "I ___ a student." } });
    const [o1, o2] = screen.getAllByTestId("tl-option");
    fireEvent.change(o1 as HTMLElement, { target: { value: "am" } });
    fireEvent.change(o2 as HTMLElement, { target: { value: "is" } });
    expect(screen.getByTestId("tl-row-error").textContent).toBe("正解の選択肢を選んでください");
    fireEvent.click(screen.getAllByTestId("tl-answer")[0] as HTMLElement);
    expect(screen.queryByTestId("tl-row-error")).toBeNull();

    fireEvent.click(screen.getByTestId("tl-add-short_answer"));
    const rows = screen.getAllByTestId("tl-row");
    expect(rows).toHaveLength(2);
    const second = rows[1] as HTMLElement;
    fireEvent.change(within(second).getByTestId("tl-prompt"), { target: { value: "「犬」を英語で" } });
    expect(within(second).getByTestId("tl-row-error").textContent).toBe("正解を1つ以上入力してください");
    fireEvent.change(within(second).getByTestId("tl-accepted"), { target: { value: "dog\n a dog \n" } });
    expect(within(second).queryByTestId("tl-row-error")).toBeNull();

    fireEvent.click(screen.getByTestId("tl-start"));
    await screen.findByTestId("console-opened");
    expect(page.created).toEqual([
      {
        class_id: 1,
        title: "Unit 3 review",
        items: [
          { kind: "choice", prompt: "I ___ a student.", options: ["am", "is"], answer_index: 0 },
          { kind: "short_answer", prompt: "「犬」を英語で", accepted: ["dog", "a dog"] },
        ],
      },
    ]);
  });

  it("refuses a read-aloud sentence that is not English and can start from a sample set", async () => {
    renderList();
    fireEvent.click(await screen.findByTestId("tl-new"));
    await waitFor(() => expect(screen.getByTestId("tl-sample").querySelectorAll("option")).toHaveLength(2));
    fireEvent.change(screen.getByTestId("tl-sample"), { target: { value: "greet" } });
    expect((screen.getByTestId("tl-title") as HTMLInputElement).value).toBe("あいさつ");
    const text = screen.getByTestId("tl-text") as HTMLInputElement;
    expect(text.value).toBe("Nice to meet you.");
    fireEvent.change(text, { target: { value: "はじめまして" } });
    expect(screen.getByTestId("tl-row-error").textContent).toContain("半角の英文");
    fireEvent.click(screen.getByTestId("tl-remove"));
    expect(screen.queryAllByTestId("tl-row")).toHaveLength(0);
    fireEvent.click(screen.getByTestId("tl-start"));
    expect(screen.getByText("問題を1問以上入れてください")).toBeTruthy();
  });
});
