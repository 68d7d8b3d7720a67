import type { CallDef } from "@hibiki/contracts";
import type { Rng } from "./prng.ts";
import { fieldsOf, type Hints, isOptional, sample } from "./schema-sample.ts";

/**
 * Fuzz requests for one `/v3` call, generated from its contract: a valid-shaped payload, then the same
 * payload with each field swapped for a boundary value, fields left out or added, wrong body types,
 * and raw bodies and query strings no client should send (invalid UTF-8, broken escapes, broken JSON,
 * the wrong content type, a body over the limit). GET calls get them in the query string, POST calls
 * as JSON and form bodies.
 */

/** One request to inject (without the bearer token, which the suite adds). */
export type FuzzRequest = {
  /** what it tries, e.g. `body.guid = lone surrogate` */
  label: string;
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

/** Payloads per call at least (the issue asks for 50). */
export const PAYLOADS_PER_CALL = 56;

const deep = (n: number): unknown => {
  let v: unknown = "leaf";
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
};

/** Values that break assumptions: sizes, number edges, wrong types, unicode edge cases. */
export const BOUNDARY: ReadonlyArray<readonly [string, unknown]> = [
  ["empty string", ""],
  ["spaces", "   "],
  ["huge string", "x".repeat(100_000)],
  ["NUL", "a\u0000b"],
  ["control characters", "\u0001\u001b[31m\u007f"],
  ["lone high surrogate", "\ud800"],
  ["lone low surrogate", "x\udc00y"],
  ["RTL override", "\u202eabc\u202c"],
  ["zero-width and BOM", "\ufeffa\u200bb"],
  ["emoji", "👩‍👩‍👧‍👦🎌"],
  ["combining marks", "e\u0301".repeat(40)],
  ["full-width digits", "１２３"],
  ["SQL-like", "' OR 1=1 --"],
  ["path traversal", "../../../etc/passwd"],
  ["HTML", "<script>alert(1)</script>"],
  ["negative", -1],
  ["zero", 0],
  ["minus zero", -0],
  ["fraction", 1.5],
  ["2^53+1", 2 ** 53 + 1],
  ["1e308", 1e308],
  ["int32 overflow", 2_147_483_648],
  ["NaN text", "NaN"],
  ["Infinity text", "-Infinity"],
  ["huge number text", "99999999999999999999999999"],
  ["hex text", "0x10"],
  ["exponent text", "1e400"],
  ["true", true],
  ["false", false],
  ["null", null],
  ["empty array", []],
  ["array of strings", ["a", "b"]],
  ["big array", Array.from({ length: 3000 }, (_, i) => i)],
  ["empty object", {}],
  ["nested object", { a: { b: { c: [1, { d: "e" }] } } }],
  ["deep nesting", deep(150)],
  ["date out of range", "2026-13-45T99:99:99Z"],
];

/** Query/form encoding of any string, lone surrogates included (as their replacement bytes). */
function enc(s: string): string {
  let out = "";
  for (const b of Buffer.from(s, "utf8")) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/**
 * A flat query or form string: arrays become repeated keys, objects JSON text.
 * @param obj - the fields
 * @returns `a=1&b=x`
 */
export function toQuery(obj: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) continue;
    const values = Array.isArray(v) ? v : [v];
    for (const one of values) {
      const text = typeof one === "object" && one !== null ? JSON.stringify(one) : String(one);
      parts.push(`${enc(k)}=${enc(text)}`);
    }
  }
  return parts.join("&");
}

const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };

/**
 * The fuzz requests of one call.
 * @param call - the call's contract
 * @param rng - the seeded generator
 * @param hints - real values by field name
 * @returns at least PAYLOADS_PER_CALL requests
 */
export function payloadsFor(call: CallDef, rng: Rng, hints: Hints = {}): FuzzRequest[] {
  const isGet = call.method === "GET";
  const schema = isGet ? call.query : call.body;
  const fields = fieldsOf(schema);
  // A call without input still parses what it is sent: fuzz the keys clients add anyway.
  const keys = Object.keys(fields).length > 0 ? Object.keys(fields) : ["student_id", "flag", "page"];
  const where = isGet ? "query" : "body";
  const valid = (): Record<string, unknown> =>
    Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, sample(s, rng, hints, k)]));

  const out: FuzzRequest[] = [];
  let n = 0;
  const send = (label: string, obj: unknown, as: "json" | "form" = isGet ? "form" : "json") => {
    n++;
    if (isGet) {
      const q = toQuery((obj ?? {}) as Record<string, unknown>);
      out.push({ label, method: "GET", url: q ? `${call.path}?${q}` : call.path });
    } else if (as === "form" && obj && typeof obj === "object" && !Array.isArray(obj)) {
      out.push({
        label: `${label} (form)`,
        method: "POST",
        url: call.path,
        headers: FORM_TYPE,
        payload: toQuery(obj as Record<string, unknown>),
      });
    } else {
      out.push({ label, method: "POST", url: call.path, headers: JSON_TYPE, payload: JSON.stringify(obj) });
    }
  };
  const raw = (label: string, url: string, headers?: Record<string, string>, payload?: string | Buffer) => {
    n++;
    out.push({
      label,
      method: call.method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload ? { payload } : {}),
    });
  };

  // Shapes of the whole payload.
  send("valid-shaped", valid());
  send("valid-shaped (second draw)", valid());
  if (!isGet) send("valid-shaped", valid(), "form");
  send("nothing", {});
  send("extra fields", { ...valid(), extra_field: "x", is_admin: 1, school_id: 1 });
  send("unicode keys", { ...valid(), ｋｅｙ: "値", "k\u0000": "v" });
  for (const k of Object.keys(fields)
    .filter((k) => !isOptional(fields[k] as never))
    .slice(0, 3)) {
    const v = valid();
    delete v[k];
    send(`missing required ${where}.${k}`, v);
  }
  if (!isGet) {
    for (const [label, body] of [
      ["array body", [valid()]],
      ["string body", "text"],
      ["number body", 42],
      ["null body", null],
    ] as const)
      send(label, body);
  }

  // Raw bytes and encodings no client sends.
  const q = isGet ? `${call.path}?` : `${call.path}?student_id=1&`;
  const k0 = keys[0] as string;
  raw("invalid UTF-8 escape in query", `${q}${enc(k0)}=%FF%FE`);
  raw("overlong UTF-8 escape in query", `${q}${enc(k0)}=%C0%AF`);
  raw("truncated escape in query", `${q}${enc(k0)}=%E3%81`);
  raw("bare percent in query", `${q}${enc(k0)}=100%`);
  raw("encoded surrogate in query", `${q}${enc(k0)}=%ED%A0%80`);
  raw("duplicate query keys", `${q}${keys.map((k) => `${enc(k)}=1&${enc(k)}=2`).join("&")}`);
  raw("empty query pieces", `${q}&&=&==&${enc(k0)}`);
  raw(
    "very long query string",
    `${q}${Array.from({ length: 1500 }, (_, i) => `k${i}=${"v".repeat(10)}`).join("&")}`,
  );
  raw("very long query value", `${q}${enc(k0)}=${"z".repeat(60_000)}`);
  raw("NUL in query", `${q}${enc(k0)}=a%00b`);
  raw("invalid UTF-8 escape in path", `${call.path}%FF`);
  if (!isGet) {
    const obj = valid();
    const json = Buffer.from(JSON.stringify({ ...obj, [k0]: "__BAD__" }));
    const at = json.indexOf("__BAD__");
    raw(
      "invalid UTF-8 bytes in JSON",
      call.path,
      JSON_TYPE,
      Buffer.concat([json.subarray(0, at), Buffer.from([0xff, 0xfe, 0xc3]), json.subarray(at + 7)]),
    );
    raw("invalid UTF-8 bytes in form", call.path, FORM_TYPE, Buffer.from([0x61, 0x3d, 0xc3, 0x28, 0xff]));
    raw("invalid UTF-8 escape in form", call.path, FORM_TYPE, `${enc(k0)}=%FF%C0%80`);
    raw("broken JSON", call.path, JSON_TYPE, '{"a": ');
    raw("JSON with __proto__", call.path, JSON_TYPE, `{"__proto__":{"polluted":1},"${k0}":"x"}`);
    raw("JSON with constructor.prototype", call.path, JSON_TYPE, '{"constructor":{"prototype":{"p":1}}}');
    raw("empty JSON body", call.path, JSON_TYPE, "");
    raw("XML body", call.path, { "content-type": "application/xml" }, "<a>1</a>");
    raw("text body", call.path, { "content-type": "text/plain" }, toQuery(obj));
    raw(
      "multipart body on a JSON call",
      call.path,
      { "content-type": "multipart/form-data; boundary=zz" },
      `--zz\r\nContent-Disposition: form-data; name="${k0}"\r\n\r\nx\r\n--zz--\r\n`,
    );
    raw(
      "JSON body over the size limit",
      call.path,
      JSON_TYPE,
      JSON.stringify({ [k0]: "y".repeat(1_100_000) }),
    );
  }

  // Every field swapped for boundary values, round robin, until there are enough.
  const start = rng.int(BOUNDARY.length);
  const count = Math.max(PAYLOADS_PER_CALL - n, BOUNDARY.length);
  for (let j = 0; j < count; j++) {
    const [label, value] = BOUNDARY[(start + j) % BOUNDARY.length] as readonly [string, unknown];
    const k = keys[j % keys.length] as string;
    send(`${where}.${k} = ${label}`, { ...valid(), [k]: value }, !isGet && j % 4 === 0 ? "form" : "json");
  }
  return out;
}
