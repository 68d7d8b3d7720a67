import { render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { teacherSignIn } from "../shell/session.ts";
import FeedbackPage from "./FeedbackPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const me = (role: "teacher" | "admin") => ({
  id: 1,
  username: "t1",
  name: "先生",
  email: "",
  role,
  school_id: 1,
  school_name: "響中学校",
});
const inquiry = {
  inquiry_id: 4,
  student_id: 9,
  username: "s9",
  nickname: "はなこ",
  class_name: "1組",
  content: "宿題が開けません。",
  from: "home",
  client_name: "web",
  images: [],
  created_at: "2026-11-28T01:00:00.000Z",
};

function renderAs(role: "teacher" | "admin") {
  teacherSignIn("teacher-tok", "t1");
  const fetch = scriptedFetch([
    (req) => {
      const path = new URL(req.url).pathname;
      if (path === "/v3/teacher/info") return ok(me(role));
      if (path === "/v3/teacher/opinion-feedback-list") return ok({ items: [inquiry], total: 1 });
      return ok({ items: [], total: 0 });
    },
  ]);
  vi.stubGlobal("fetch", fetch.fn);
  const router = createMemoryRouter([{ path: "*", element: <FeedbackPage /> }]);
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetch;
}

/** Issue 16 item 21: the school's administrator reads the students' inquiries in the console. */
describe("teacher console feedback page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the administrator the inquiries", async () => {
    renderAs("admin");
    expect((await screen.findByTestId("inq-row")).textContent).toContain("宿題が開けません。");
    expect(screen.getByRole("heading", { level: 2, name: "生徒からのお問い合わせ" })).toBeTruthy();
  });

  it("does not ask for them as a plain teacher", async () => {
    const fetch = renderAs("teacher");
    await screen.findByTestId("fb-empty");
    expect(screen.queryByTestId("inquiry-list")).toBeNull();
    expect(fetch.requests.some((r) => r.url.includes("opinion-feedback-list"))).toBe(false);
  });
});
