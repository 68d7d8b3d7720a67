import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { EngineResult } from "@hibiki/contracts";
import { readStored, type Storage } from "../../storage/storage.ts";

/** Engine-result file ids: 22 base64url characters (128 random bits). */
export const ENGINE_FILE_ID = /^[A-Za-z0-9_-]{22}$/;

function signature(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`GET /v3/files/writing/${id}.json`).digest("base64url");
}

/**
 * The engine_result link of a writing. Signed like recordings: the link is stored in the answer payload and
 * opened later (history, teacher view) where no bearer header is at hand; it names one file and cannot be
 * made up without the server secret.
 * @param id - the engine file id
 * @param secret - the server signing secret
 * @returns `/v3/files/writing/<id>.json?sig=<hmac>`
 */
export function signedEngineResultUrl(id: string, secret: string): string {
  return `/v3/files/writing/${id}.json?sig=${signature(id, secret)}`;
}

/**
 * Checks an engine-result link's signature in constant time.
 * @param id - the file id from the path
 * @param sig - the `sig` query value
 * @param secret - the server signing secret
 * @returns true when this server signed this id
 */
export function verifyEngineResultSig(id: string, sig: unknown, secret: string): boolean {
  if (typeof sig !== "string" || !ENGINE_FILE_ID.test(id)) return false;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Largest engine result read back: the checker's comments on the longest writing stay far below this. */
const ENGINE_RESULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Stores an engine result as JSON at `writing/<yyyy-mm>/<id>.json` (an atomic put, so a crash never leaves
 * half a file behind a link).
 * @param storage - the file store (app.storage)
 * @param result - the checker's result
 * @returns the new file id and its storage key (kept in the database row)
 */
export async function writeEngineResult(
  storage: Storage,
  result: EngineResult,
): Promise<{ id: string; path: string }> {
  const id = randomBytes(16).toString("base64url");
  const month = new Date().toISOString().slice(0, 7);
  const path = `writing/${month}/${id}.json`;
  await storage.put(path, JSON.stringify(result), "application/json; charset=utf-8");
  return { id, path };
}

/**
 * Reads a stored engine result file.
 * @param storage - the file store (app.storage)
 * @param path - its storage key (from the database row)
 * @returns the JSON text, or null when the file is gone
 */
export async function readEngineResult(storage: Storage, path: string): Promise<string | null> {
  return (await readStored(storage, path, ENGINE_RESULT_MAX_BYTES))?.toString("utf8") ?? null;
}
