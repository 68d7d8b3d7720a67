import type { z } from "zod";
import type { ContentError } from "./errors.ts";
import type { YamlSource } from "./yaml-source.ts";

/** Maps a path in the built object back to the path in the YAML file (e.g. res_title → meta.res_title). */
export type PathMapper = (path: readonly PropertyKey[]) => PropertyKey[];

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Lists keys present in the input but dropped by the schema: almost always a typo such as "scren_text".
 * Only compares where input and output have the same shape, so schema transforms are left alone.
 * @param input - what the author wrote
 * @param output - what the schema kept
 * @param path - current path
 * @returns paths of unknown keys
 */
export function strippedKeys(input: unknown, output: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(input) && Array.isArray(output)) {
    if (input.length !== output.length) return [];
    return input.flatMap((v, i) => strippedKeys(v, output[i], [...path, i]));
  }
  if (!isRecord(input) || !isRecord(output)) return [];
  const found: PropertyKey[][] = [];
  for (const key of Object.keys(input)) {
    // index is filled in by the build where authors leave it out; a schema without it simply drops it.
    if (!(key in output)) {
      if (key !== "index") found.push([...path, key]);
    } else found.push(...strippedKeys(input[key], output[key], [...path, key]));
  }
  return found;
}

function describe(issue: z.core.$ZodIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  if (issue.code === "invalid_type" && value === undefined) {
    return `missing required field (expected ${issue.expected})`;
  }
  if (issue.code === "invalid_type") {
    const got = value === null ? "null" : Array.isArray(value) ? "list" : typeof value;
    return `expected ${issue.expected}, got ${got}`;
  }
  if (value === undefined && /Invalid input$/.test(issue.message)) {
    return issue.message.replace(/Invalid input$/, "missing required field");
  }
  // Composite kinds re-report their parts' issues as custom messages; make those read the same way.
  return issue.message
    .replace(/Invalid input: expected (\w+), received undefined/, "missing required field (expected $1)")
    .replace(/Invalid input: expected (\w+), received (\w+)/, "expected $1, got $2");
}

/** One error per issue; an unrecognised-keys issue becomes one "unknown field" error per key. */
function issueErrors(
  issue: z.core.$ZodIssue,
  value: unknown,
  source: YamlSource,
  toYaml: PathMapper,
  pathPrefix: readonly PropertyKey[],
): ContentError[] {
  const full = [...pathPrefix, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => source.error(toYaml([...full, key]), UNKNOWN_FIELD, [...full, key]));
  }
  return [source.error(toYaml(full), describe(issue, value), full)];
}

const UNKNOWN_FIELD = "unknown field (check the spelling; see content/README.md)";

/**
 * Validates a value with a zod schema and turns every issue into a positioned content error.
 * @param schema - the zod schema
 * @param value - the value built from the YAML
 * @param source - the YAML file, to locate fields
 * @param toYaml - maps a value path to the YAML path
 * @param pathPrefix - printed before each field path (e.g. a nested item's location)
 * @returns the parsed value (when valid) and the errors
 */
export function validateWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  source: YamlSource,
  toYaml: PathMapper = (p) => [...p],
  pathPrefix: readonly PropertyKey[] = [],
): { data?: T; errors: ContentError[] } {
  const result = schema.safeParse(value);
  if (!result.success) {
    return {
      errors: result.error.issues.flatMap((issue) => issueErrors(issue, value, source, toYaml, pathPrefix)),
    };
  }
  const unknown = strippedKeys(value, result.data).map((p) => {
    const full = [...pathPrefix, ...p];
    return source.error(toYaml(full), UNKNOWN_FIELD, full);
  });
  return unknown.length > 0 ? { errors: unknown } : { data: result.data, errors: [] };
}
