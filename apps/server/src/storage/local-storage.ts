import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertStorageKey,
  type ByteRange,
  contentTypeOfKey,
  type Storage,
  type StorageBody,
  type StoredHead,
  type StoredObject,
} from "./storage.ts";

const isMissing = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
};

/**
 * Files in a local folder (HIBIKI_DATA_DIR/files by default), one file per key at `<root>/<key>`: the
 * layout the server always had. A put writes `<key>.<random>.part` and renames it over the key, so a
 * reader (or a crash) never meets half a file, and two writers of one key never share a temp file.
 * The content type is answered by the key's extension.
 */
export class LocalStorage implements Storage {
  readonly describe: string;

  /** @param root - the folder (created on the first put) */
  constructor(readonly root: string) {
    this.describe = `local ${root}`;
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: StorageBody, _contentType: string): Promise<void> {
    const abs = this.path(key);
    await mkdir(dirname(abs), { recursive: true });
    const temp = `${abs}.${randomBytes(6).toString("hex")}.part`;
    const out = body instanceof Readable ? createWriteStream(temp, { flags: "wx" }) : null;
    try {
      if (out) await pipeline(body as Readable, out);
      else await writeFile(temp, body, { flag: "wx" });
      await rename(temp, abs);
    } catch (err) {
      // A source that fails at once rejects before the file stream has even opened (and created) the
      // temp file: wait for it to close, or the file would appear after it was removed.
      if (out && !out.closed) await new Promise<void>((done) => out.once("close", () => done()));
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const abs = this.path(key);
    // The open handle keeps reading the version it opened, even if a put renames a new one over it.
    const handle = await open(abs, "r").catch((err) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const start = range?.start ?? 0;
      const end = range?.end ?? info.size - 1;
      const body =
        end < start
          ? Readable.from([])
          : handle.createReadStream({ start, end, autoClose: true, highWaterMark: 64 * 1024 });
      if (end < start) await handle.close();
      return {
        body,
        start,
        end,
        size: info.size,
        contentType: contentTypeOfKey(key),
        lastModified: info.mtime,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async head(key: string): Promise<StoredHead | null> {
    const info = await stat(this.path(key)).catch((err) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      contentType: contentTypeOfKey(key),
      lastModified: info.mtime,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async close(): Promise<void> {}
}
