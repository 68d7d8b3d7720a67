import { BOUNDARY, type FuzzRequest, PAYLOADS_PER_CALL, toQuery } from "./payloads.ts";
import type { Rng } from "./prng.ts";

/**
 * Fuzz requests for a GET route outside the contracts (signed file URLs, model audio, content files):
 * its path parameter (`:name` or `*`) replaced by broken names (bad escapes, NUL, traversal, over-long)
 * and its query keys swapped for boundary values.
 */

const NAMES: ReadonlyArray<readonly [string, string]> = [
  ["plain", "abc.mp3"],
  ["empty", ""],
  ["invalid UTF-8 escape", "%FF%FE.mp3"],
  ["truncated escape", "%E3%81.mp3"],
  ["bare percent", "100%.mp3"],
  ["encoded surrogate", "%ED%A0%80.xml"],
  ["encoded NUL", "a%00b.mp3"],
  ["encoded slash traversal", "..%2F..%2F..%2Fetc%2Fpasswd"],
  ["traversal", "../../../etc/passwd"],
  ["backslash traversal", "..%5C..%5Cwindows"],
  ["dot files", ".env"],
  ["double extension", "x.mp3.xml"],
  ["over-long name", "n".repeat(500)],
  ["emoji", encodeURIComponent("🎌.mp3")],
  ["RTL override", encodeURIComponent("\u202emp3.exe")],
  ["spaces", "a%20b.mp3"],
  ["deep path", "a/b/c/d/e/f/g"],
];

/**
 * The fuzz requests of one route.
 * @param pattern - the route, e.g. `/v3/files/rec/:name` or `/res/*`
 * @param queryKeys - query keys it reads
 * @param rng - the seeded generator
 * @returns at least PAYLOADS_PER_CALL requests
 */
export function routePayloadsFor(pattern: string, queryKeys: string[], rng: Rng): FuzzRequest[] {
  const at = (name: string) => pattern.replace(/:[a-z_]+|\*$/, name);
  const out: FuzzRequest[] = [];
  const get = (label: string, url: string) => out.push({ label, method: "GET", url });
  for (const [label, name] of NAMES) {
    get(`path ${label}`, at(name));
    get(`path ${label}, signed-looking query`, `${at(name)}?${toQuery({ sig: "x".repeat(43), exp: 9e15 })}`);
  }
  get("query with invalid UTF-8 escape", `${at("a.mp3")}?sig=%FF`);
  get("duplicate query keys", `${at("a.mp3")}?sig=a&sig=b&exp=1&exp=2`);
  const start = rng.int(BOUNDARY.length);
  const count = Math.max(PAYLOADS_PER_CALL - out.length, BOUNDARY.length);
  for (let j = 0; j < count; j++) {
    const [label, value] = BOUNDARY[(start + j) % BOUNDARY.length] as readonly [string, unknown];
    const k = queryKeys[j % queryKeys.length] as string;
    get(`query.${k} = ${label}`, `${at("a.mp3")}?${toQuery({ [k]: value })}`);
  }
  return out;
}
