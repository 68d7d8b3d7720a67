import type { z } from "zod";
import type { Rng } from "./prng.ts";

/**
 * Reads a contract's zod schema (zod 4 definitions) just enough to fuzz it: the fields of an object
 * schema, whether a field may be left out, and a value of the right shape for each field. Values come
 * from `hints` (real ids and codes of the seeded database, by field name) when there are some, so part
 * of the payloads get past validation into the services.
 */

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  valueType?: z.ZodType;
  left?: z.ZodType;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number } } }>;
};

/** Real values for fields of these names (e.g. `res_code`, `class_id`). */
export type Hints = Record<string, readonly unknown[]>;

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/**
 * The schema under optional/default/pipe wrappers.
 * @param s - any schema
 * @returns the innermost schema that is not a wrapper
 */
export function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = defOf(cur);
    if (WRAPPERS.has(d.type) && d.innerType) cur = d.innerType;
    else if (d.type === "pipe" && d.in) cur = d.in;
    else break;
  }
  return cur;
}

/**
 * The fields of an object schema (through wrappers), or {} for anything else.
 * @param s - a request schema, or undefined when the call has none
 */
export function fieldsOf(s: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!s) return {};
  const d = defOf(unwrap(s));
  if (d.type === "object" && d.shape) return d.shape;
  if (d.type === "intersection" && d.left) return fieldsOf(d.left);
  return {};
}

/**
 * Whether a field may be left out (optional or with a default).
 * @param s - the field's schema
 */
export function isOptional(s: z.ZodType): boolean {
  return s.safeParse(undefined).success;
}

function boundOf(d: Def, checks: string[]): number | undefined {
  for (const c of d.checks ?? []) {
    const cd = c._zod.def;
    if (!checks.includes(cd.check)) continue;
    const v = cd.value ?? cd.minimum ?? cd.maximum;
    if (typeof v === "number") return v;
  }
  return undefined;
}
const minOf = (d: Def) => boundOf(d, ["greater_than", "min_length"]);
const maxOf = (d: Def) => boundOf(d, ["less_than", "max_length"]);

/**
 * A value of the schema's shape.
 * @param s - the schema
 * @param rng - the seeded generator
 * @param hints - real values by field name
 * @param key - the field name (for hints)
 * @param depth - nesting so far
 * @returns a value that is usually valid
 */
export function sample(s: z.ZodType, rng: Rng, hints: Hints = {}, key = "", depth = 0): unknown {
  const hinted = hints[key];
  if (hinted && hinted.length > 0 && rng.next() < 0.7) return rng.pick(hinted);
  const d = defOf(s);
  if (depth > 6) return null;
  switch (d.type) {
    case "string":
      return "a".repeat(Math.max(1, minOf(d) ?? 1)) + (rng.next() < 0.5 ? "" : String(rng.int(100)));
    case "number":
    case "bigint": {
      const max = maxOf(d) ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(minOf(d) ?? 1, max >= 1 ? 1 : 0) + rng.int(3), max);
    }
    case "boolean":
      return rng.next() < 0.5;
    case "literal":
      return rng.pick(d.values ?? [null]);
    case "enum":
      return rng.pick(Object.values(d.entries ?? { x: "x" }));
    case "null":
      return null;
    case "array":
      return d.element ? [sample(d.element, rng, hints, key, depth + 1)] : [];
    case "tuple":
      return (d.items ?? []).map((i) => sample(i, rng, hints, key, depth + 1));
    case "object":
      return Object.fromEntries(
        Object.entries(d.shape ?? {}).map(([k, v]) => [k, sample(v, rng, hints, k, depth + 1)]),
      );
    case "record":
      return { k: d.valueType ? sample(d.valueType, rng, hints, key, depth + 1) : "v" };
    case "union": {
      // Prefer a structured option: a plain-string branch is often "JSON text of the other branch".
      const options = d.options ?? [];
      const structured = options.filter((o) => defOf(o).type !== "string");
      const pick = structured.length > 0 ? structured : options;
      return pick.length > 0 ? sample(rng.pick(pick), rng, hints, key, depth + 1) : "x";
    }
    case "intersection":
      return d.left ? sample(d.left, rng, hints, key, depth + 1) : {};
    case "pipe":
      return d.in ? sample(d.in, rng, hints, key, depth + 1) : "x";
    default:
      if (WRAPPERS.has(d.type) && d.innerType) return sample(d.innerType, rng, hints, key, depth + 1);
      return "x";
  }
}
