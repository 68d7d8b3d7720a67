import type { CallDef } from "@hibiki/contracts";
import * as contracts from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { multipartPayloadsFor } from "./multipart-payloads.ts";
import { PAYLOADS_PER_CALL, payloadsFor, toQuery } from "./payloads.ts";
import { createRng } from "./prng.ts";
import { routePayloadsFor } from "./route-payloads.ts";
import { fieldsOf, isOptional, sample } from "./schema-sample.ts";

const calls = Object.values(contracts as Record<string, unknown>).filter(
  (v): v is CallDef => typeof v === "object" && v !== null && "path" in v && "method" in v && "auth" in v,
);
const labels = (call: CallDef, seed = 1) => payloadsFor(call, createRng(seed)).map((r) => r.label);

describe("fuzz payload generation", () => {
  it("the PRNG repeats itself for a seed and differs between seeds", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, () => createRng(seed).next());
    expect(draw(7)).toEqual(draw(7));
    const a = createRng(1);
    const b = createRng(2);
    expect([a.next(), a.next()]).not.toEqual([b.next(), b.next()]);
    expect(payloadsFor(contracts.studentLogin, createRng(3))).toEqual(
      payloadsFor(contracts.studentLogin, createRng(3)),
    );
  });

  it(`every call of the contracts gets at least ${PAYLOADS_PER_CALL} requests on its own path`, () => {
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) {
      const reqs = payloadsFor(call, createRng(1));
      expect(reqs.length, call.path).toBeGreaterThanOrEqual(PAYLOADS_PER_CALL);
      for (const r of reqs) expect(r.url.startsWith(call.path), r.url).toBe(true);
    }
  });

  it("reads fields, optionality and valid samples from the contract's schema", () => {
    const body = contracts.TopicAnswerRecordBodySchema;
    expect(Object.keys(fieldsOf(body))).toEqual(
      expect.arrayContaining(["res_code", "guid", "mode", "item", "question_ids"]),
    );
    expect(isOptional(fieldsOf(body).guid as never)).toBe(false);
    expect(isOptional(fieldsOf(body).mode as never)).toBe(true);
    const rng = createRng(5);
    for (let i = 0; i < 20; i++) {
      expect(contracts.LoginBodySchema.safeParse(sample(contracts.LoginBodySchema, rng)).success).toBe(true);
      expect(body.safeParse(sample(body, rng)).success).toBe(true);
    }
    expect(sample(body, rng, { res_code: ["real-code"] }, "res_code")).toSatisfy(
      (v) => v === "real-code" || typeof v === "string",
    );
  });

  it("covers the malformed inputs of the issue for a POST call", () => {
    const all = labels(contracts.textbookTopicAnswerRecord).join("\n");
    for (const want of [
      "valid-shaped",
      "missing required",
      "extra fields",
      "array body",
      "invalid UTF-8 bytes in JSON",
      "invalid UTF-8 bytes in form",
      "invalid UTF-8 escape in query",
      "duplicate query keys",
      "very long query string",
      "broken JSON",
      "JSON body over the size limit",
      "= NUL",
      "= lone high surrogate",
      "= RTL override",
      "= emoji",
      "= 1e308",
      "= fraction",
      "= NaN text",
      "= array of strings",
      "= nested object",
      "= huge string",
      "(form)",
    ])
      expect(all, want).toContain(want);
    const bad = payloadsFor(contracts.studentLogin, createRng(1)).find(
      (r) => r.label === "invalid UTF-8 bytes in JSON",
    );
    expect(Buffer.isBuffer(bad?.payload) && bad.payload.includes(Buffer.from([0xff, 0xfe]))).toBe(true);
  });

  it("GET calls carry their payloads in the query string; arrays become repeated keys", () => {
    const reqs = payloadsFor(contracts.historyList, createRng(1));
    expect(reqs.every((r) => r.method === "GET" && r.payload === undefined)).toBe(true);
    expect(toQuery({ a: [1, 2], b: "ä", c: { d: 1 }, e: "\ud800" })).toBe(
      "a=1&a=2&b=%C3%A4&c=%7B%22d%22%3A1%7D&e=%EF%BF%BD",
    );
  });

  it("multipart calls get broken bodies: truncated, wrong or missing boundary, no file, too many, too large", () => {
    const reqs = multipartPayloadsFor(
      contracts.resourceFeedback,
      { fields: contracts.ResourceFeedbackFieldsSchema, fileField: "images[]", fileBytes: Buffer.from("x") },
      createRng(1),
    );
    expect(reqs.length).toBeGreaterThanOrEqual(PAYLOADS_PER_CALL);
    const all = reqs.map((r) => r.label).join("\n");
    for (const want of [
      "truncated in a file",
      "wrong boundary",
      "no boundary parameter",
      "file field sent as text",
      "60 fields",
      "12 files",
      "file over the size limit",
      "= NUL",
    ])
      expect(all, want).toContain(want);
    const noBoundary = reqs.find((r) => r.label === "no boundary parameter");
    expect(noBoundary?.headers?.["content-type"]).toBe("multipart/form-data");
  });

  it("routes outside the contracts get broken path names and query values", () => {
    const reqs = routePayloadsFor("/v3/files/rec/:name", ["sig"], createRng(1));
    expect(reqs.length).toBeGreaterThanOrEqual(PAYLOADS_PER_CALL);
    expect(reqs.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/v3/files/rec/%FF%FE.mp3", "/v3/files/rec/a%00b.mp3"]),
    );
  });
});
