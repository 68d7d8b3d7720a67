import { describe, expect, it } from "vitest";
import { loadEnv } from "../env.ts";
import { LocalStorage } from "./local-storage.ts";
import { storageFromEnv } from "./plugin.ts";
import { S3Storage } from "./s3-storage.ts";
import { parseStorageUrl } from "./storage-url.ts";

describe("HIBIKI_STORAGE_URL", () => {
  it("reads bucket, prefix, endpoint, region and path style", () => {
    expect(
      parseStorageUrl(
        "s3://hibiki-files/city/a?endpoint=http://127.0.0.1:9000&region=ap-northeast-1&force_path_style=1",
      ),
    ).toEqual({
      bucket: "hibiki-files",
      prefix: "city/a",
      endpoint: "http://127.0.0.1:9000",
      region: "ap-northeast-1",
      forcePathStyle: true,
    });
    expect(parseStorageUrl("s3://hibiki-files", "eu-west-1")).toEqual({
      bucket: "hibiki-files",
      prefix: "",
      endpoint: undefined,
      region: "eu-west-1",
      forcePathStyle: false,
    });
    expect(parseStorageUrl("s3://hibiki-files/").region).toBe("us-east-1");
  });

  it.each([
    ["http://bucket/x", /scheme http: is not supported/],
    ["file:///data/files", /scheme file: is not supported/],
    ["s3://AB/x", /bucket "ab"|not a valid bucket/],
    ["s3://b_c/x", /not a valid bucket/],
    ["s3://key:secret@bucket/x", /credentials/],
    ["s3://bucket/a/../b", /prefix/],
    ["s3://bucket/a%20b", /prefix/],
    ["s3://bucket/x?endpoint=ftp://h", /endpoint/],
    ["s3://bucket/x?endpoint=http://u:p@h:9000", /endpoint/],
    ["s3://bucket/x?force_path_style=yes", /force_path_style/],
    ["s3://bucket/x?secret=abc", /unknown parameter "secret"/],
    ["not a url", /not a URL/],
  ])("refuses %s", (url, message) => {
    expect(() => parseStorageUrl(url)).toThrow(message);
  });

  it("stops the boot with a message naming the variable, and picks the store", async () => {
    expect(() => loadEnv({ HIBIKI_STORAGE_URL: "s3://bucket/x?force_path_style=maybe" })).toThrow(
      /HIBIKI_STORAGE_URL: force_path_style/,
    );
    const local = loadEnv({ HIBIKI_DATA_DIR: "/tmp/hibiki-data", HIBIKI_STORAGE_URL: " " });
    const s = await storageFromEnv(local);
    expect(s).toBeInstanceOf(LocalStorage);
    expect(s.describe).toBe("local /tmp/hibiki-data/files");
    const s3 = await storageFromEnv(
      loadEnv({ HIBIKI_STORAGE_URL: "s3://bucket/p?endpoint=http://127.0.0.1:1" }),
    );
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.describe).toBe("s3://bucket/p at http://127.0.0.1:1");
    await s3.close();
  });
});
