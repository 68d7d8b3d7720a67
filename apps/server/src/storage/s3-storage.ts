import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  type ByteRange,
  type Storage,
  type StorageBody,
  type StoredHead,
  type StoredObject,
} from "./storage.ts";

/** Where an S3Storage keeps its files (parsed from HIBIKI_STORAGE_URL by storage-url.ts). */
export type S3Location = {
  bucket: string;
  /** key prefix without slashes at either end, "" for the bucket's root */
  prefix: string;
  /** the service URL of an S3-compatible store (MinIO, Ceph, …); AWS itself when absent */
  endpoint?: string | undefined;
  region: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted stores need it */
  forcePathStyle: boolean;
};

/** The AWS SDK's S3 module, loaded only when S3 storage is configured (it takes half a second and 27 MB). */
type S3Sdk = typeof import("@aws-sdk/client-s3");

const isMissing = (sdk: S3Sdk, err: unknown) =>
  err instanceof sdk.S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === "NoSuchKey" || err.name === "NotFound");

/** Reads a stream into memory (S3's PutObject needs the length before the body). */
async function bytesOf(body: StorageBody): Promise<Buffer | Uint8Array | string> {
  if (!(body instanceof Readable)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Files in an S3-compatible bucket through the AWS SDK v3, one object per key at `<prefix>/<key>`. An
 * object appears whole when its PutObject completes, so puts are atomic. Credentials come from the SDK's
 * standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, shared config files,
 * instance roles). Checksums are sent only where an operation requires them, as S3-compatible stores
 * that predate the SDK's default CRC32 checksums expect.
 */
export class S3Storage implements Storage {
  readonly describe: string;
  private readonly client: S3Client;

  /**
   * Loads the AWS SDK and connects (lazily: the first request opens the connection).
   * @param loc - bucket, prefix, endpoint, region and addressing style
   * @returns the store
   */
  static async open(loc: S3Location): Promise<S3Storage> {
    return new S3Storage(loc, await import("@aws-sdk/client-s3"));
  }

  private constructor(
    private readonly loc: S3Location,
    private readonly sdk: S3Sdk,
  ) {
    this.describe = `s3://${loc.bucket}/${loc.prefix}${loc.endpoint ? ` at ${loc.endpoint}` : ""}`;
    this.client = new sdk.S3Client({
      region: loc.region,
      ...(loc.endpoint ? { endpoint: loc.endpoint } : {}),
      forcePathStyle: loc.forcePathStyle,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private key(key: string): string {
    assertStorageKey(key);
    return this.loc.prefix ? `${this.loc.prefix}/${key}` : key;
  }

  async put(key: string, body: StorageBody, contentType: string): Promise<void> {
    const Body = await bytesOf(body);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.loc.bucket,
        Key: this.key(key),
        Body,
        ContentType: contentType,
        ContentLength: typeof Body === "string" ? Buffer.byteLength(Body) : Body.byteLength,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.loc.bucket,
          Key: this.key(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const length = out.ContentLength ?? 0;
      // "bytes 0-99/1234": the whole size is after the slash; without a range the part is the whole.
      const total = Number(/\/(\d+)$/.exec(out.ContentRange ?? "")?.[1] ?? length);
      const start = range ? range.start : 0;
      return {
        body: out.Body as Readable,
        start,
        end: start + length - 1,
        size: total,
        contentType: out.ContentType ?? "application/octet-stream",
        lastModified: out.LastModified,
        etag: out.ETag,
      };
    } catch (err) {
      if (isMissing(this.sdk, err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<StoredHead | null> {
    try {
      const out = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.loc.bucket, Key: this.key(key) }),
      );
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? "application/octet-stream",
        lastModified: out.LastModified,
        etag: out.ETag,
      };
    } catch (err) {
      if (isMissing(this.sdk, err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.loc.bucket, Key: this.key(key) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
