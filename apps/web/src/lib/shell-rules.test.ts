import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, loadChunk } from "./chunk-load.ts";
import { safeRedirect } from "./redirect.ts";
import { startTitleCheck } from "./title-check.ts";
import { canGoBack, recordVisit, visitedRoutes } from "./visit-history.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("chunk loading", () => {
  it("times out after the given time with the spec's message and type timeout", async () => {
    const err = await loadChunk("home", () => new Promise(() => undefined), 10).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).type).toBe("timeout");
    expect((err as Error).message).toMatch(/^Loading chunk home failed\./);
  });

  it("classifies a missing module and a CSS failure", async () => {
    const missing = await loadChunk("a", () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/a.js")),
    ).catch((e: unknown) => e as ChunkLoadError);
    expect(missing.type).toBe("missing");
    const css = await loadChunk("b", () =>
      Promise.reject(new Error("Unable to preload CSS for /assets/b.css")),
    ).catch((e: unknown) => e as ChunkLoadError);
    expect(css.message).toBe("Loading CSS chunk b failed.");
    expect(css.code).toBe("CSS_CHUNK_LOAD_FAILED");
  });

  it("passes a loaded module through", async () => {
    await expect(loadChunk("c", async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});

describe("visited-route history", () => {
  it("is kept in session storage and mirrors going back", () => {
    expect(canGoBack()).toBe(false);
    recordVisit("/home");
    recordVisit("/joinClass");
    recordVisit("/joinClass");
    expect(visitedRoutes()).toEqual(["/home", "/joinClass"]);
    expect(canGoBack()).toBe(true);
    recordVisit("/home");
    expect(visitedRoutes()).toEqual(["/home"]);
    expect(sessionStorage.getItem("hibiki:visited")).toBe('["/home"]');
  });
});

describe("page-title check", () => {
  it("reloads only when the title does not start with a letter", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const stop = startTitleCheck(reload, 1000);
    document.title = "Hibiki | ホーム";
    vi.advanceTimersByTime(3000);
    expect(reload).not.toHaveBeenCalled();
    document.title = "<script>";
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});

describe("redirect after login", () => {
  it.each([
    ["/joinClass", "/joinClass"],
    ["/home?x=1", "/home?x=1"],
    ["//evil.example", null],
    ["https://evil.example", null],
    ["/login?redirect=/home", null],
    [null, null],
  ])("%s → %s", (raw, out) => {
    expect(safeRedirect(raw)).toBe(out);
  });
});
