import { render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signOut } from "@web/lib/session.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import LoginPage from "./LoginPage.tsx";

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/login", element: <LoginPage /> }], { initialEntries: [url] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the sign-in page", () => {
  beforeEach(() => signOut());

  it("fills in the account a login slip's QR code names", async () => {
    renderAt("/login?account=%20hana01%20");
    expect(((await screen.findByTestId("login-account")) as HTMLInputElement).value).toBe("hana01");
    expect((screen.getByTestId("login-password") as HTMLInputElement).value).toBe("");
  });

  it("starts empty without one", async () => {
    renderAt("/login");
    expect(((await screen.findByTestId("login-account")) as HTMLInputElement).value).toBe("");
  });
});
