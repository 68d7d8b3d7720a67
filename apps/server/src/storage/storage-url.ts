import { z } from "zod";
import type { S3Location } from "./s3-storage.ts";

/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;
const PARAMS = new Set(["endpoint", "region", "force_path_style"]);

/**
 * Reads HIBIKI_STORAGE_URL: `s3://<bucket>/<prefix>?endpoint=http://127.0.0.1:9000&region=…&force_path_style=1`.
 * The prefix may be empty; region defaults to AWS_REGION, then us-east-1; force_path_style is 1/true or
 * 0/false (default 0). Credentials never go in the URL: the AWS SDK reads them from its standard variables.
 * @param url - the variable's value
 * @param awsRegion - AWS_REGION, the region when the URL names none
 * @returns where the S3 store is
 * @throws Error naming what is wrong (unknown scheme or parameter, bad bucket, endpoint or flag)
 */
export function parseStorageUrl(url: string, awsRegion?: string): S3Location {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error("is not a URL (expected s3://bucket/prefix?endpoint=…)");
  }
  if (u.protocol !== "s3:") throw new Error(`scheme ${u.protocol} is not supported (only s3://)`);
  if (u.username || u.password)
    throw new Error("must not hold credentials (use AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)");
  if (!BUCKET.test(u.hostname))
    throw new Error(`bucket ${JSON.stringify(u.hostname)} is not a valid bucket name`);
  const parts = decodeURIComponent(u.pathname).split("/").filter(Boolean);
  // URL parsing folds "a/../b" into "b": look at the prefix as written too.
  const written = url.split("?")[0]?.split("/").slice(3) ?? [];
  if (!parts.every((p) => PREFIX_SEGMENT.test(p)) || written.some((p) => p === "." || p === ".."))
    throw new Error(`prefix ${JSON.stringify(u.pathname)} may hold only letters, digits, _ . - and /`);
  for (const name of u.searchParams.keys())
    if (!PARAMS.has(name))
      throw new Error(`unknown parameter ${JSON.stringify(name)} (endpoint, region, force_path_style)`);
  const endpoint = u.searchParams.get("endpoint") || undefined;
  if (endpoint) {
    const e = URL.canParse(endpoint) ? new URL(endpoint) : null;
    if (!e || (e.protocol !== "http:" && e.protocol !== "https:") || e.username || e.password)
      throw new Error(`endpoint ${JSON.stringify(endpoint)} must be an http(s) URL without credentials`);
  }
  const flag = u.searchParams.get("force_path_style") ?? "0";
  if (!["0", "1", "true", "false"].includes(flag))
    throw new Error(`force_path_style must be 1 or 0, not ${JSON.stringify(flag)}`);
  return {
    bucket: u.hostname,
    prefix: parts.join("/"),
    endpoint,
    region: u.searchParams.get("region") || awsRegion || "us-east-1",
    forcePathStyle: flag === "1" || flag === "true",
  };
}

/** HIBIKI_STORAGE_URL in env.ts: unset or empty for the local folder, else a URL parseStorageUrl accepts. */
export const storageUrlEnv = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    try {
      parseStorageUrl(v);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: (err as Error).message });
    }
  });
