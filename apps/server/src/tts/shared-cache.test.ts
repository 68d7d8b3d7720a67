import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { S3Storage } from "../storage/s3-storage.ts";
import { parseStorageUrl } from "../storage/storage-url.ts";
import { startTestS3, type TestS3Server } from "../storage/test-s3-server.ts";
import { storageTtsCache } from "./shared-cache.ts";
import { createSynthesizer } from "./synthesize.ts";

const REQUEST = {
  text: "Our class cleans the beach every June.",
  voice: "female1",
  speed: 1,
  format: "mp3",
} as const;

/** Two speech machines, each with its own cache folder, sharing one S3-compatible store (s3rver). */
describe("the TTS cache the machines share", () => {
  let s3: TestS3Server;
  let storage: S3Storage;
  let dir: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    vi.stubEnv("AWS_ACCESS_KEY_ID", s3.credentials.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.credentials.secretAccessKey);
    vi.stubEnv("AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED", "true");
    storage = await S3Storage.open(parseStorageUrl(s3.storageUrl("city")));
    dir = await mkdtemp(join(tmpdir(), "tts-shared-"));
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.close();
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it("a text rendered on one machine is fetched, not rendered, by the other, byte for byte", async () => {
    const shared = storageTtsCache(storage);
    const a = createSynthesizer({ cacheDir: join(dir, "a"), shared });
    const b = createSynthesizer({ cacheDir: join(dir, "b"), shared });
    const first = await a.synthesize(REQUEST);
    expect(first.source).toBe("rendered");
    const kept = await storage.head(`tts/${first.key.slice(0, 2)}/${first.key}.mp3`);
    expect(kept?.contentType).toBe("audio/mpeg");
    const second = await b.synthesize(REQUEST);
    expect(second).toMatchObject({ source: "shared", cached: true, key: first.key });
    expect(second.path.startsWith(join(dir, "b"))).toBe(true);
    expect(await readFile(second.path)).toEqual(await readFile(first.path));
    expect((await b.synthesize(REQUEST)).source).toBe("local");
  });

  it("a store that fails is reported, and the audio is rendered on this machine all the same", async () => {
    const broken = await S3Storage.open(
      parseStorageUrl(s3.storageUrl("gone").replace(s3.bucket, "no-such-bucket")),
    );
    const errors: unknown[] = [];
    const synth = createSynthesizer({
      cacheDir: join(dir, "c"),
      shared: storageTtsCache(broken),
      onSharedError: (err) => errors.push(err),
    });
    const result = await synth.synthesize({ ...REQUEST, text: "The library opens at eight." });
    expect(result.source).toBe("rendered");
    expect((await readFile(result.path)).length).toBeGreaterThan(1000);
    expect(errors.length).toBeGreaterThan(0);
    await broken.close();
  });
});
