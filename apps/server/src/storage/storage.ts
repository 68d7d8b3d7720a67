import type { Readable } from "node:stream";

/** What is known about a stored file without reading it. */
export type StoredHead = {
  /** the whole file's size in bytes */
  size: number;
  contentType: string;
  lastModified?: Date | undefined;
  /** an entity tag of this version, quoted as in HTTP (when the store has one) */
  etag?: string | undefined;
};

/** A stored file being read: `body` streams bytes start..end (inclusive) of a file of `size` bytes. */
export type StoredObject = StoredHead & { body: Readable; start: number; end: number };

/** Bytes start..end (inclusive) of a file; both within the file (see resolveRange in byte-range.ts). */
export type ByteRange = { start: number; end: number };

/** What a file can be written from: the bytes, a UTF-8 text, or a stream of bytes. */
export type StorageBody = Buffer | Uint8Array | string | Readable;

/**
 * Where recordings, kept evaluations and writing results live: the local folder HIBIKI_DATA_DIR/files
 * (LocalStorage, the default) or an S3-compatible bucket (S3Storage, HIBIKI_STORAGE_URL). Keys are relative
 * paths such as `rec/2026-11/<id>.mp3` (checked by assertStorageKey). A put is atomic: a reader sees the
 * old file, no file, or the whole new one, never part of it.
 */
export interface Storage {
  /** a short description for logs: `local <folder>` or `s3://bucket/prefix` (no credentials) */
  readonly describe: string;
  /**
   * Writes a file, replacing any file under that key.
   * @param key - the relative path
   * @param body - the content
   * @param contentType - its MIME type (S3 keeps it; the local folder answers it by the key's extension)
   */
  put(key: string, body: StorageBody, contentType: string): Promise<void>;
  /**
   * Opens a file for reading.
   * @param key - the relative path
   * @param range - only these bytes (the whole file when absent)
   * @returns the stream with the file's size and type, or null when there is no such file
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** @returns the size and type of a file, or null when there is none */
  head(key: string): Promise<StoredHead | null>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (called when the app closes). */
  close(): Promise<void>;
}

/** One key segment: letters, digits, _ - . ; not starting with a dot (no "..", no hidden or temp files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/**
 * Checks a storage key: 1 to 8 segments joined by "/", each a safe file name, so a key can never leave
 * the store's folder or prefix.
 * @param key - the key to check
 * @throws Error for anything else (a programming error: keys are built by the server, never taken from input)
 */
export function assertStorageKey(key: string): void {
  const parts = key.split("/");
  if (key.length > 512 || parts.length > 8 || !parts.every((p) => SEGMENT.test(p)))
    throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** Content types by file extension, for stores that keep no type of their own (the local folder). */
const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  xml: "application/xml; charset=utf-8",
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/**
 * @param key - a storage key
 * @returns the content type its extension names, or application/octet-stream
 */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf(".");
  return (dot >= 0 && TYPES[key.slice(dot + 1).toLowerCase()]) || "application/octet-stream";
}

/**
 * Reads a whole stored file into memory (small files: evaluation XML, writing results, recordings).
 * @param storage - the store
 * @param key - the relative path
 * @param maxBytes - refuse files larger than this
 * @returns the bytes, or null when there is no such file
 * @throws Error when the file is larger than maxBytes
 */
export async function readStored(storage: Storage, key: string, maxBytes: number): Promise<Buffer | null> {
  const obj = await storage.get(key);
  if (!obj) return null;
  if (obj.size > maxBytes) {
    obj.body.destroy();
    throw new Error(`stored file ${key} has ${obj.size} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of obj.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
