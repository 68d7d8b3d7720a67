import { render, screen } from "@testing-library/react";
import { ApiError, NotFoundError } from "@web/lib/errors.ts";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import "./i18n.ts";
import { Loadable } from "./Loadable.tsx";

const base = { data: undefined, isPending: false, isError: true, refetch: vi.fn() };

describe("Loadable", () => {
  it("says 'not found' for a 404 (another school's id) instead of offering a retry", () => {
    const error = new NotFoundError("class 1 not found", 404, "not_found", "/v3/teacher/class-students");
    render(
      <MemoryRouter>
        <Loadable query={{ ...base, error }}>{() => <p>roster</p>}</Loadable>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("tc-not-found").textContent).toContain("見つかりません");
    expect(screen.queryByTestId("load-error")).toBeNull();
    expect(screen.queryByText("roster")).toBeNull();
  });

  it("says 'not allowed' for a screen the teacher's role does not have (403), not a network error", () => {
    const error = new ApiError("admins only", 403, "forbidden", "/v3/teacher/teachers");
    render(
      <MemoryRouter>
        <Loadable query={{ ...base, error }}>{() => <p>teachers</p>}</Loadable>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("tc-forbidden").textContent).toContain("権限がありません");
    expect(screen.queryByTestId("load-error")).toBeNull();
  });

  it("offers a retry for other failures and shows the content once loaded", () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <Loadable query={{ ...base, refetch, error: new ApiError("boom", 500, null, "/v3/x") }}>
          {(d: string) => <p>{d}</p>}
        </Loadable>
      </MemoryRouter>,
    );
    screen.getByRole("button").click();
    expect(refetch).toHaveBeenCalledOnce();
    rerender(
      <MemoryRouter>
        <Loadable query={{ ...base, isError: false, data: "three classes" }}>
          {(d: string) => <p>{d}</p>}
        </Loadable>
      </MemoryRouter>,
    );
    expect(screen.getByText("three classes")).toBeTruthy();
  });
});
