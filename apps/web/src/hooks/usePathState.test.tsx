import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { usePathState } from "./usePathState.ts";

function Tabs() {
  const [tab, setTab] = usePathState("tab", "all");
  return (
    <button type="button" onClick={() => setTab("answered")}>
      {tab}
    </button>
  );
}

function mount(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Tabs /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe("usePathState", () => {
  it("restores a page's state for the same path only", () => {
    const first = mount("/homeworkList");
    expect(screen.getByRole("button").textContent).toBe("all");
    act(() => screen.getByRole("button").click());
    first.unmount();
    mount("/homeworkList");
    expect(screen.getByRole("button").textContent).toBe("answered");
  });

  it("keeps other paths separate", () => {
    sessionStorage.setItem("hibiki:page:/a:tab", JSON.stringify("answered"));
    mount("/b");
    expect(screen.getByRole("button").textContent).toBe("all");
  });
});
