import { randomBytes } from "node:crypto";
import type { EngineResult } from "@hibiki/contracts";
import type { SignedFileKind } from "../../lib/signed-url.ts";
import type { Storage } from "../../storage/storage.ts";

/** Engine-result file ids: 22 base64url characters (128 random bits). */
export const ENGINE_FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The engine_result link of a writing, `/v3/files/writing/<id>.json?sig=<hmac>`. Signed like recordings:
 * the link is stored in the answer payload and opened later (history, teacher view) where no bearer header
 * is at hand, so it does not expire; it names one file and cannot be made up without the server secret.
 */
export const ENGINE_RESULT_FILE: SignedFileKind = { folder: "writing", ext: ".json", id: ENGINE_FILE_ID };

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
