import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { S3Storage } from "./s3-storage.ts";
import { storageContract } from "./storage-contract.ts";
import { parseStorageUrl } from "./storage-url.ts";
import { startTestS3, type TestS3Server } from "./test-s3-server.ts";

describe("S3Storage against s3rver (a local S3-compatible server)", () => {
  let s3: TestS3Server;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startTestS3();
    vi.stubEnv("AWS_ACCESS_KEY_ID", s3.credentials.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.credentials.secretAccessKey);
    vi.stubEnv("AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED", "true");
    storage = await S3Storage.open(parseStorageUrl(s3.storageUrl("school/a")));
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.close();
    vi.unstubAllEnvs();
  });

  // Amazon S3 never shows a partial object, and neither do MinIO or Ceph; s3rver streams a PUT into the
  // object's file in place, so a GET during the PUT can read part of it. The failed-put test still runs.
  storageContract(() => storage, {
    notAtomic: "s3rver writes objects in place; S3 itself never shows a partial object",
  });

  it("keeps objects under the URL's prefix with the content type they were put with", async () => {
    await storage.put("rec/2026-11/p.bin", Buffer.from("abc"), "text/plain");
    const root = await S3Storage.open(parseStorageUrl(s3.storageUrl("")));
    try {
      expect(await root.head("school/a/rec/2026-11/p.bin")).toMatchObject({
        size: 3,
        contentType: "text/plain",
      });
      expect(await root.head("rec/2026-11/p.bin")).toBeNull();
    } finally {
      await root.close();
    }
  });

  it("fails loudly with wrong credentials instead of answering 'missing'", async () => {
    vi.stubEnv("AWS_ACCESS_KEY_ID", "WRONG");
    const wrong = await S3Storage.open(parseStorageUrl(s3.storageUrl("school/a")));
    try {
      await expect(wrong.head("rec/2026-11/p.bin")).rejects.toThrow();
    } finally {
      await wrong.close();
      vi.stubEnv("AWS_ACCESS_KEY_ID", s3.credentials.accessKeyId);
    }
  });
});
