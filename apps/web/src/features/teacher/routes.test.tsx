import { render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { teacherRoutes } from "./routes.tsx";

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/", children: teacherRoutes }], { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("teacher console routes", () => {
  it("sends a visitor without a teacher session to the teacher login, keeping the target", async () => {
    // A signed-in student is not a teacher: the console still asks for a teacher sign-in.
    signIn({ token: "student-tok", id: 42, username: "student1", isCollege: false });
    const router = renderAt("/teacher/homework?class_id=2");
    expect(await screen.findByTestId("teacher-login-account")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/teacher/login");
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent("/teacher/homework?class_id=2")}`,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("先生ログイン");
  });

  it("asks for both fields before sending anything", async () => {
    renderAt("/teacher/login");
    (await screen.findByTestId("teacher-login-submit")).click();
    expect((await screen.findByTestId("teacher-login-error")).textContent).toBe(
      "アカウントIDとパスワードを入力してください",
    );
  });
});
