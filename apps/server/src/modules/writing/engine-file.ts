import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { EngineResult } from "@hibiki/contracts";

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

/**
 * Writes an engine result as JSON under HIBIKI_DATA_DIR/files/writing/<yyyy-mm>/<id>.json (temp file +
 * rename, so a crash never leaves half a file behind a link).
 * @param dataDir - HIBIKI_DATA_DIR
 * @param result - the checker's result
 * @returns the new file id and its path relative to HIBIKI_DATA_DIR/files
 */
export async function writeEngineResult(
  dataDir: string,
  result: EngineResult,
): Promise<{ id: string; path: string }> {
  const id = randomBytes(16).toString("base64url");
  const month = new Date().toISOString().slice(0, 7);
  const folder = join(dataDir, "files", "writing", month);
  await mkdir(folder, { recursive: true });
  const abs = join(folder, `${id}.json`);
  await writeFile(`${abs}.part`, JSON.stringify(result));
  await rename(`${abs}.part`, abs);
  return { id, path: join("writing", month, `${id}.json`) };
}

/**
 * Reads a stored engine result file.
 * @param dataDir - HIBIKI_DATA_DIR
 * @param path - the path relative to HIBIKI_DATA_DIR/files (from the database row)
 * @returns the JSON text
 */
export function readEngineResult(dataDir: string, path: string): Promise<string> {
  return readFile(join(dataDir, "files", path), "utf8");
}
