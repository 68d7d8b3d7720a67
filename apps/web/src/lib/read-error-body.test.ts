import { ErrorBodySchema } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { readErrorBody } from "./api-client.ts";

// The request layer reads error envelopes with plain checks (the sign-in page loads no zod); they must
// accept and reject exactly what the contract's ErrorBodySchema does.
describe("readErrorBody", () => {
  const ok = { code: 400, message: "wrong password", data: { error_key: "login_failed" } };
  it.each([
    ["an envelope with a key", ok],
    ["fields at fault", { ...ok, data: { error_key: "bad_input", fields: { account: "required" } } }],
    ["null data", { code: 500, message: "server error", data: null }],
    ["missing data", { code: 500, message: "server error" }],
    ["a success code", { ...ok, code: 0 }],
    ["a negative code", { ...ok, code: -1 }],
    ["a fractional code", { ...ok, code: 400.5 }],
    ["a code as text", { ...ok, code: "400" }],
    ["no message", { code: 400, data: null }],
    ["a key that is a number", { ...ok, data: { error_key: 7 } }],
    ["a field that is a number", { ...ok, data: { error_key: "bad_input", fields: { age: 3 } } }],
    ["fields as a list", { ...ok, data: { error_key: "bad_input", fields: ["account"] } }],
    ["data as a list", { ...ok, data: [] }],
    ["an HTML page", "<html>502 Bad Gateway</html>"],
    ["null", null],
    ["a list", [ok]],
  ])("agrees with ErrorBodySchema on %s", (_name, body) => {
    const schema = ErrorBodySchema.safeParse(body);
    const plain = readErrorBody(body);
    expect(plain !== null).toBe(schema.success);
    if (plain && schema.success) {
      expect(plain).toEqual({ message: schema.data.message, key: schema.data.data?.error_key ?? null });
    }
  });
});
