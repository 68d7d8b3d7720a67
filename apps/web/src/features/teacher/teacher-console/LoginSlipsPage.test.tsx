import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { currentBox } from "@web/lib/message-box.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import LoginSlipsPage from "./LoginSlipsPage.tsx";

const student = (id: number, username: string, is_active: 0 | 1) => ({
  student_id: id,
  username,
  nickname: username.toUpperCase(),
  class_number: id,
  card_id: null,
  card_active_status: null,
  card_expires_at: null,
  created_at: "2026-04-01T00:00:00Z",
  is_active,
});
const roster = {
  class: {
    class_id: 3,
    name: "1年A組",
    class_code: "ABC123",
    teacher_id: 1,
    teacher_name: "Sato",
    student_count: 2,
    created_at: "2026-04-01T00:00:00Z",
    archived_at: null,
  },
  items: [student(1, "hana", 1), student(2, "ken", 1), student(3, "left", 0)],
};

describe("login slips", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(() => {
    vi.unstubAllGlobals();
    teacherSignOut();
  });

  it("issues passwords for the picked active students, after a confirmation, and shows slips with QR codes", async () => {
    const posts: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/v3/teacher/login-slips")) {
        posts.push(String(init?.body));
        return json(200, {
          code: 0,
          message: "ok",
          data: {
            class_name: "1年A組",
            items: [
              { student_id: 2, username: "ken", nickname: "KEN", class_number: 2, password: "k7mp2xqa" },
            ],
          },
        });
      }
      return json(200, { code: 0, message: "ok", data: roster });
    });
    const router = createMemoryRouter(
      [{ path: "/teacher/classes/:classId/slips", element: <LoginSlipsPage /> }],
      {
        initialEntries: ["/teacher/classes/3/slips"],
      },
    );
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const boxes = await screen.findAllByTestId("slips-student");
    // the deactivated student is not offered
    expect(boxes).toHaveLength(2);
    fireEvent.click(boxes[0]!);
    fireEvent.click(screen.getByTestId("slips-issue"));
    await waitFor(() => expect(currentBox()).toBeTruthy());
    expect(posts).toHaveLength(0);
    fireEvent.click(await screen.findByTestId("msgbox-ok"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(new URLSearchParams(posts[0]).get("student_ids")).toBe("2");
    expect((await screen.findByTestId("slip-password")).textContent).toBe("k7mp2xqa");
    const qr = screen.getByTestId("qr-code");
    expect(qr.getAttribute("aria-label")).toContain("ken");
    expect(qr.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(100);
  });
});
