import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** What a prune did. */
export type PruneResult = { files: number; bytesBefore: number; bytesAfter: number; removed: number };

/**
 * Keeps the TTS cache under a size budget by deleting the least recently used files (by access time,
 * falling back to modification time). Run it from a periodic job; cached audio is always re-creatable.
 * @param cacheDir - the cache directory given to the synthesiser
 * @param maxBytes - budget in bytes
 * @returns counts before and after
 */
export async function pruneTtsCache(cacheDir: string, maxBytes: number): Promise<PruneResult> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      // No cache directory yet means nothing to prune.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    },
  );
  const files = await Promise.all(
    entries
      .filter((e) => e.isFile() && /\.(mp3|wav)$/.test(e.name))
      .map(async (e) => {
        const path = join(e.parentPath, e.name);
        const s = await stat(path);
        return { path, size: s.size, used: Math.max(s.atimeMs, s.mtimeMs) };
      }),
  );
  const bytesBefore = files.reduce((n, f) => n + f.size, 0);
  let bytes = bytesBefore;
  let removed = 0;
  for (const f of files.sort((a, b) => a.used - b.used)) {
    if (bytes <= maxBytes) break;
    await rm(f.path, { force: true });
    bytes -= f.size;
    removed++;
  }
  return { files: files.length, bytesBefore, bytesAfter: bytes, removed };
}
