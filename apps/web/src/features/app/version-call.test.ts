import { AppVersionSchema, appVersion } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { appVersionCall, parseAppVersion } from "./version-call.ts";

const good = {
  version: "1.11.0",
  build: 8,
  min_version: "1.0.0",
  release_notes: "",
  service_status: "DevOpsTips",
  service_message: "maintenance at 20:00",
};

describe("the plain app/version check", () => {
  it("calls the contract's path and method", () => {
    expect([appVersionCall.method, appVersionCall.path, appVersionCall.auth]).toEqual([
      appVersion.method,
      appVersion.path,
      appVersion.auth,
    ]);
  });

  it.each([
    ["a full answer", good],
    ["extra fields (dropped)", { ...good, extra: 1 }],
    ["a normal service", { ...good, service_status: "normal" }],
    ["an unknown status", { ...good, service_status: "down" }],
    ["a fractional build", { ...good, build: 8.5 }],
    ["a build as text", { ...good, build: "8" }],
    ["a missing message", { ...good, service_message: undefined }],
    ["a null message", { ...good, service_message: null }],
    ["an array", [good]],
    ["null", null],
    ["a string", "1.11.0"],
  ])("agrees with AppVersionSchema on %s", (_name, data) => {
    const schema = AppVersionSchema.safeParse(data);
    const plain = parseAppVersion(data);
    expect(plain.success).toBe(schema.success);
    if (plain.success && schema.success) expect(plain.data).toEqual(schema.data);
  });
});
