import type { CallDef } from "@hibiki/contracts";
import type { z } from "zod";
import { BOUNDARY, type FuzzRequest, PAYLOADS_PER_CALL } from "./payloads.ts";
import type { Rng } from "./prng.ts";
import { fieldsOf, sample } from "./schema-sample.ts";

/**
 * Fuzz requests for a multipart call (recording upload, resource feedback): well-formed forms with each
 * text field swapped for a boundary value, and broken bodies: truncated, the wrong boundary or none, a
 * file field sent as text, an empty file, too many fields, parts or files, a file over the size limit,
 * broken part headers, invalid UTF-8 in a field.
 */

/** What the call's form holds: its text fields (a contract schema) and the file field's name. */
export type MultipartForm = { fields?: z.ZodType; fileField: string; fileBytes: Buffer };

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

const B = "fuzzBoundary7MA4YWxkTrZu0gW";

/**
 * A multipart body.
 * @param parts - fields and files
 * @param boundary - the boundary written in the body
 * @returns the bytes (with the closing boundary)
 */
export function multipartBody(parts: Part[], boundary = B): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename !== undefined ? `; filename="${p.filename}"` : "";
    const type = p.type ? `\r\nContent-Type: ${p.type}` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const typeFor = (boundary: string | null) =>
  boundary === null ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`;

/**
 * The fuzz requests of one multipart call.
 * @param call - the call's contract (its path)
 * @param form - its text fields and file field
 * @param rng - the seeded generator
 * @returns at least PAYLOADS_PER_CALL requests
 */
export function multipartPayloadsFor(call: CallDef, form: MultipartForm, rng: Rng): FuzzRequest[] {
  const fields = fieldsOf(form.fields);
  const textParts = (): Part[] =>
    Object.entries(fields).map(([k, s]) => {
      const v = sample(s, rng, {}, k);
      return { name: k, value: typeof v === "string" ? v : JSON.stringify(v) };
    });
  const file = (bytes = form.fileBytes, name = form.fileField): Part => ({
    name,
    value: bytes,
    filename: "a.bin",
    type: "application/octet-stream",
  });
  const out: FuzzRequest[] = [];
  const add = (label: string, body: Buffer | string, boundary: string | null = B) =>
    out.push({
      label,
      method: "POST",
      url: call.path,
      headers: { "content-type": typeFor(boundary) },
      payload: body,
    });

  const good = multipartBody([...textParts(), file()]);
  add("well-formed", good);
  add("text fields only", multipartBody(textParts()));
  add("no parts", multipartBody([]));
  add("empty body", "");
  add("truncated in a file", good.subarray(0, good.length - B.length - 20));
  add("truncated in the headers", good.subarray(0, 30));
  add("no closing boundary", good.subarray(0, good.length - B.length - 6));
  add("wrong boundary", good, "someOtherBoundary");
  add("no boundary parameter", good, null);
  add("empty boundary parameter", good, "");
  add("boundary longer than 70 characters", multipartBody(textParts(), "b".repeat(300)), "b".repeat(300));
  add("quoted boundary", good, `"${B}"`);
  add(
    "file field sent as text",
    multipartBody([...textParts(), { name: form.fileField, value: "not a file" }]),
  );
  add(
    "file with an empty filename and no bytes",
    multipartBody([...textParts(), { ...file(Buffer.alloc(0)), filename: "" }]),
  );
  add("empty file", multipartBody([...textParts(), file(Buffer.alloc(0))]));
  add("file under an unknown name", multipartBody([...textParts(), file(form.fileBytes, "other")]));
  add("two files", multipartBody([...textParts(), file(), file()]));
  add("12 files", multipartBody([...textParts(), ...Array.from({ length: 12 }, () => file())]));
  add("60 fields", multipartBody(Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: "v" }))));
  add("300 parts", multipartBody(Array.from({ length: 300 }, (_, i) => ({ name: `p${i}`, value: "" }))));
  add(
    "field over the field size",
    multipartBody([...textParts(), { name: "big", value: "x".repeat(150_000) }]),
  );
  add("file over the size limit", multipartBody([...textParts(), file(Buffer.alloc(6 * 1024 * 1024, 0xff))]));
  add("body of 8 MB without boundaries", Buffer.alloc(8 * 1024 * 1024, 0x41));
  add("part without Content-Disposition", `--${B}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${B}--\r\n`);
  add("malformed part header", `--${B}\r\nthis is not a header\r\n\r\nx\r\n--${B}--\r\n`);
  add("header without value", `--${B}\r\nContent-Disposition:\r\n\r\nx\r\n--${B}--\r\n`);
  add("LF line ends only", good.toString("latin1").replaceAll("\r\n", "\n"));
  add("garbage before the first boundary", Buffer.concat([Buffer.from("garbage\r\n"), good]));
  add("boundary inside a value", multipartBody([{ name: "content", value: `x\r\n--${B}\r\ny` }, file()]));
  add("NUL in a field name", multipartBody([...textParts(), { name: "a\u0000b", value: "x" }]));
  add("__proto__ field", multipartBody([...textParts(), { name: "__proto__", value: "x" }, file()]));
  add(
    "invalid UTF-8 in a field",
    multipartBody([
      ...textParts(),
      { name: Object.keys(fields)[0] ?? "content", value: Buffer.from([0xff, 0xfe, 0x00]) },
    ]),
  );
  add(
    "invalid UTF-8 in a filename",
    multipartBody([...textParts(), { ...file(), filename: "\xff\xfe.png" }]),
  );
  out.push({
    label: "multipart with a JSON content type",
    method: "POST",
    url: call.path,
    headers: { "content-type": "application/json" },
    payload: good,
  });
  out.push({
    label: "form-encoded instead of multipart",
    method: "POST",
    url: call.path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "content=x",
  });
  out.push({
    label: "multipart/mixed",
    method: "POST",
    url: call.path,
    headers: { "content-type": `multipart/mixed; boundary=${B}` },
    payload: good,
  });

  // Text fields swapped for boundary values, with a file.
  const names = Object.keys(fields).length > 0 ? Object.keys(fields) : ["name"];
  const start = rng.int(BOUNDARY.length);
  const count = Math.max(PAYLOADS_PER_CALL - out.length, BOUNDARY.length);
  for (let j = 0; j < count; j++) {
    const [label, value] = BOUNDARY[(start + j) % BOUNDARY.length] as readonly [string, unknown];
    const k = names[j % names.length] as string;
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    const parts = textParts().filter((p) => p.name !== k);
    add(`field ${k} = ${label}`, multipartBody([...parts, { name: k, value: text }, file()]));
  }
  return out;
}
