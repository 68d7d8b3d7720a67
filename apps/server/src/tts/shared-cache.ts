import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { buffer } from "node:stream/consumers";
import type { Storage } from "../storage/storage.ts";
import { TTS_CONTENT_TYPES, type TtsFormat } from "./voices.ts";

/**
 * A cache of model audio that every machine shares (the file store when it is S3-compatible), behind each
 * machine's own folder: a text synthesised on one speech machine is fetched by the others instead of being
 * synthesised again.
 */
export type SharedTtsCache = {
  /**
   * Copies a kept rendering into the local cache file (written whole, then renamed into place).
   * @returns false when no machine has kept it
   */
  fetch(key: string, format: TtsFormat, outFile: string): Promise<boolean>;
  /** Keeps a local rendering for the other machines. */
  keep(key: string, format: TtsFormat, file: string): Promise<void>;
};

const storageKey = (key: string, format: TtsFormat) => `tts/${key.slice(0, 2)}/${key}.${format}`;

/**
 * The shared TTS cache in a file store, under `tts/`.
 * @param storage - the store every machine reaches
 * @returns the shared cache
 */
export function storageTtsCache(storage: Storage): SharedTtsCache {
  return {
    async fetch(key, format, outFile) {
      const found = await storage.get(storageKey(key, format));
      if (!found) return false;
      const bytes = await buffer(found.body);
      if (bytes.length === 0 || bytes.length !== found.size) return false;
      await mkdir(dirname(outFile), { recursive: true });
      const partial = `${outFile}.${randomBytes(6).toString("hex")}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, outFile);
      } finally {
        await rm(partial, { force: true });
      }
      return true;
    },
    async keep(key, format, file) {
      await storage.put(storageKey(key, format), await readFile(file), TTS_CONTENT_TYPES[format]);
    },
  };
}
