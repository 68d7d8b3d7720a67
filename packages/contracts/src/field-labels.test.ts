import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldLabel, messageLang } from "./field-labels.ts";
import * as contracts from "./index.ts";

type Def = { _zod?: { def: Record<string, unknown> & { type: string } } };

/** Every named field of a schema, nested objects and array items included. */
function fieldNames(schema: unknown, out = new Set<string>()): Set<string> {
  const def = (schema as Def | undefined)?._zod?.def;
  if (!def) return out;
  const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
  if (inner) return fieldNames(inner, out);
  if (def.type === "object") {
    for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
      out.add(name);
      fieldNames(field, out);
    }
  }
  if (def.type === "array") fieldNames(def.element, out);
  if (def.type === "union") for (const o of def.options as unknown[]) fieldNames(o, out);
  return out;
}

const calls = Object.values(contracts as Record<string, unknown>).filter(
  (v): v is contracts.CallDef =>
    !!v &&
    typeof v === "object" &&
    typeof (v as { path?: unknown }).path === "string" &&
    (v as { path: string }).path.startsWith("/v3/"),
);
/** Multipart calls parse their text fields with these schemas (plus images[]). */
const MULTIPART: Record<string, z.ZodType> = {
  "/v3/resource-feedback": contracts.ResourceFeedbackFieldsSchema,
  "/v3/opinion-feedback": contracts.InquiryFieldsSchema,
};

describe("field labels (issue 16 item 17)", () => {
  it("finds the calls", () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  it("every field of every /v3 call's query and body has Japanese and English words", () => {
    const missing: string[] = [];
    for (const call of calls) {
      const names = fieldNames(call.query);
      fieldNames(call.body, names);
      fieldNames(MULTIPART[call.path], names);
      if (MULTIPART[call.path]) names.add("images[]");
      for (const name of names) {
        for (const lang of ["ja", "en"] as const) {
          const label = fieldLabel(call.path, [name], lang);
          if (!label || (lang === "ja" && label === name)) missing.push(`${call.path} ${name} (${lang})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("per-call words win, array indexes and [] are skipped, unknown names have none", () => {
    expect(fieldLabel("/v3/writing/submit", ["content"], "ja")).toBe("作文");
    expect(fieldLabel("/v3/opinion-feedback", ["content"], "en")).toBe("inquiry");
    expect(fieldLabel("/v3/teacher/homework-create", ["topics", "0", "res_code"], "ja")).toBe("教材コード");
    expect(fieldLabel("/v3/opinion-feedback", ["images[]"], "ja")).toBe("画像");
    expect(fieldLabel(undefined, ["constructor"], "ja")).toBeUndefined();
    expect(fieldLabel(undefined, [], "ja")).toBeUndefined();
  });

  it("reads the language from Accept-Language", () => {
    expect(messageLang("en-US,en;q=0.9")).toBe("en");
    expect(messageLang("ja")).toBe("ja");
    expect(messageLang(undefined)).toBe("ja");
    expect(messageLang("fr, en")).toBe("ja");
  });
});
