import { screen, waitFor } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { json, renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { studyWordKeys } from "../keys.ts";
import { StudyWordBadge, UNFINISHED_KEY } from "./quick-link.tsx";

const serve = (data: unknown, status = 200) => {
  const fn = vi.fn(async () =>
    status === 200
      ? json(200, { code: 0, message: "ok", data })
      : json(status, { code: status, message: "x", data: null }),
  );
  vi.stubGlobal("fetch", fn);
  return fn;
};

describe("home's word-study badge", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student29", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("uses the key the plan screens refresh after each answer", () => {
    expect(UNFINISHED_KEY).toEqual(studyWordKeys.unfinished());
  });

  it.each([
    [7, "7"],
    [99, "99"],
    [100, "99+"],
    [1234, "99+"],
  ])("%i unfinished words read %s, with the full count for screen readers", async (count, shown) => {
    serve({ unfinished_count: count });
    renderWithProviders(<StudyWordBadge />);
    const badge = await screen.findByTestId("count-badge");
    expect(badge.querySelector("[aria-hidden]")?.textContent).toBe(shown);
    expect(badge.querySelector(".sr-only")?.textContent).toBe(`今日の残りの単語 ${count} 語`);
  });

  it("shows nothing when every word is done or the count cannot be read", async () => {
    serve({ unfinished_count: 0 });
    const { unmount } = renderWithProviders(<StudyWordBadge />);
    await waitFor(() => expect(screen.getByTestId("sw-unfinished").dataset.count).toBe("0"));
    expect(screen.queryByTestId("count-badge")).toBeNull();
    unmount();
    const failing = serve(null, 500);
    renderWithProviders(<StudyWordBadge />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(screen.queryByTestId("count-badge")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
