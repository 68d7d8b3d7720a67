import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useFlavour, useMockRoute } from "./flavour.ts";

const at = (path: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  ),
});

describe("listening-exam route helpers", () => {
  it("takes the set as the test on the mock-test sitting and its result only", () => {
    expect(renderHook(useMockRoute, at("/college-entrance-test/mock-test?res_id=3")).result.current).toBe(
      true,
    );
    expect(renderHook(useMockRoute, at("/college-entrance-test/mock-test-result")).result.current).toBe(true);
    expect(renderHook(useMockRoute, at("/college-entrance-test/parctice-info")).result.current).toBe(false);
    expect(renderHook(useMockRoute, at("/college-entrance-test/parctice-result")).result.current).toBe(false);
    expect(renderHook(useMockRoute, at("/high-school-entrance-exam/practice-info")).result.current).toBe(
      false,
    );
  });

  it("names the route family", () => {
    expect(renderHook(useFlavour, at("/college-entrance-test/listening")).result.current).toBe("ct");
    expect(renderHook(useFlavour, at("/tokyo/listening/list")).result.current).toBe("tokyo");
    expect(renderHook(useFlavour, at("/high-school-entrance-exam/listening")).result.current).toBe("hs");
  });
});
