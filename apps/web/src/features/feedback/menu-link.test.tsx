import { fireEvent, render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { UserMenu } from "@web/app/shell/UserMenu.tsx";
import { signIn } from "@web/lib/session.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

/** Issue 16 item 21: the user menu's 「お問い合わせ」 opens the in-app form, not a mailto: link. */
describe("user menu inquiry", () => {
  it("goes to /feedback", async () => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    const router = createMemoryRouter(
      [
        { path: "/home", element: <UserMenu /> },
        { path: "/feedback", element: <p>inquiry form</p> },
      ],
      { initialEntries: ["/home"] },
    );
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    fireEvent.click(screen.getByTestId("user-menu-button"));
    const item = screen.getByText("お問い合わせ");
    expect(item.closest("a")?.getAttribute("href") ?? "").not.toMatch(/^mailto:/);
    fireEvent.click(item);
    expect(await screen.findByText("inquiry form")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/feedback");
  });
});
