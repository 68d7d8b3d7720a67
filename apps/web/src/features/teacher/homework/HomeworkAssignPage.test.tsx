import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import HomeworkAssignPage from "./HomeworkAssignPage.tsx";

const cls = (id: number, name: string) => ({
  class_id: id,
  name,
  class_code: `C${id}`,
  teacher_id: 1,
  teacher_name: "先生",
  student_count: 3,
  created_at: "2026-04-01T00:00:00Z",
  archived_at: null,
});
const student = (id: number, n: number, nickname: string, active = 1) => ({
  student_id: id,
  username: `s${id}`,
  nickname,
  class_number: n,
  card_id: null,
  card_active_status: null,
  card_expires_at: null,
  created_at: "2026-04-01T00:00:00Z",
  is_active: active,
});

/** The page against a stubbed server; returns the bodies of the homework-create calls. */
function renderPage() {
  const created: Array<Record<string, unknown>> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes("/v3/teacher/classes"))
      return json(200, { code: 0, message: "ok", data: { items: [cls(3, "1年A組"), cls(4, "1年B組")] } });
    if (url.includes("/v3/teacher/class-students"))
      return json(200, {
        code: 0,
        message: "ok",
        data: {
          class: cls(3, "1年A組"),
          items: [student(21, 1, "Hana"), student(22, 2, "Ken"), student(23, 3, "Mio", 0)],
        },
      });
    if (url.includes("/v3/teacher/resources"))
      return json(200, {
        code: 0,
        message: "ok",
        data: {
          items: [
            {
              res_code: "jh1-u1-word-choice",
              title: "単語を選ぼう",
              kind: "word-choice",
              book_title: "中1",
              unit_title: "Unit 1",
              section_title: "",
              items: [],
              is_word_list: 0,
            },
          ],
        },
      });
    if (url.includes("/v3/teacher/homework-create")) {
      created.push(JSON.parse(String(init?.body)));
      return json(200, {
        code: 0,
        message: "ok",
        data: { homework_id: 9, message_id: 1, homework_ids: [9] },
      });
    }
    return json(404, { code: 404, message: "not found", data: null });
  });
  const router = createMemoryRouter(
    [
      { path: "/teacher/homework/new", element: <HomeworkAssignPage /> },
      { path: "/teacher/homework/:id", element: <p>detail</p> },
    ],
    { initialEntries: ["/teacher/homework/new?class_id=3"] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return created;
}

describe("assigning homework to chosen students", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(() => {
    vi.unstubAllGlobals();
    teacherSignOut();
  });

  it("lists the class's active students, asks for at least one, and sends the chosen ids", async () => {
    const created = renderPage();
    fireEvent.click(await screen.findByTestId("hw-target-chosen"));
    const boxes = await screen.findAllByTestId("hw-chosen-student");
    // the deactivated student is not offered
    expect(boxes).toHaveLength(2);
    expect(screen.getByTestId("hw-target").textContent).toContain("Hana");
    expect(screen.getByTestId("hw-target").textContent).not.toContain("Mio");
    fireEvent.change(screen.getByTestId("hw-title"), { target: { value: "補習" } });
    const option = await screen.findByText("単語を選ぼう", { exact: false });
    fireEvent.click(option.closest("label")?.querySelector("input") as HTMLInputElement);
    fireEvent.submit(screen.getByTestId("hw-title").closest("form") as HTMLFormElement);
    expect(await screen.findByText("生徒を1人以上選んでください")).toBeTruthy();
    expect(created).toHaveLength(0);

    fireEvent.click(boxes[1] as HTMLElement);
    expect(screen.getByTestId("hw-chosen-count").textContent).toContain("1");
    fireEvent.submit(screen.getByTestId("hw-title").closest("form") as HTMLFormElement);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ class_id: 3, student_ids: "22", also_class_ids: "" });
  });

  it("goes to whole classes when another class gets it too", async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId("hw-target-chosen"));
    await screen.findAllByTestId("hw-chosen-student");
    fireEvent.click(await screen.findByTestId("hw-also-class"));
    expect((screen.getByTestId("hw-target-chosen") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId("hw-target-class") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryAllByTestId("hw-chosen-student")).toHaveLength(0);
  });
});
