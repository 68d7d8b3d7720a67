import { json, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportError } from "./error-reporter.ts";
import { CancelledError, NotFoundError, ValidationError } from "./errors.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("client error reporting", () => {
  it("sends unexpected errors to app/client_errors, form-encoded", async () => {
    const f = scriptedFetch([() => json(200, { code: 0, message: "ok", data: null })]);
    vi.stubGlobal("fetch", f.fn);
    reportError(new TypeError("x is undefined (report test)"));
    expect(f.requests).toHaveLength(1);
    const req = f.requests[0]!;
    expect(new URL(req.url).pathname).toBe("/v3/app/client_errors");
    const form = new URLSearchParams(await req.text());
    expect(form.get("error_code")).toBe("TypeError");
    expect(form.get("error_message")).toContain("x is undefined (report test)");
    expect(form.get("client_info")).toContain("web 1.11.0");
  });

  it("does not report 4xx failures or cancellations", () => {
    const f = scriptedFetch([() => json(200, { code: 0, message: "ok", data: null })]);
    vi.stubGlobal("fetch", f.fn);
    reportError(new ValidationError("bad", 400));
    reportError(new NotFoundError("gone", 404));
    reportError(new CancelledError("/v3/student/info"));
    reportError(new DOMException("aborted", "AbortError"));
    expect(f.requests).toHaveLength(0);
  });

  it("stays silent when the report itself fails", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    expect(() => reportError(new Error("another failure"))).not.toThrow();
  });
});
