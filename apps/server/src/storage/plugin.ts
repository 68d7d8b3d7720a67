import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LocalStorage } from "./local-storage.ts";
import { S3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";
import { parseStorageUrl } from "./storage-url.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** where recordings, kept evaluations and writing results are stored (local folder or S3) */
    storage: Storage;
  }
}

/**
 * The store HIBIKI_STORAGE_URL names, or the local folder HIBIKI_DATA_DIR/files when it is unset.
 * @param env - HIBIKI_STORAGE_URL and HIBIKI_DATA_DIR
 * @param awsRegion - AWS_REGION, the S3 region when the URL names none
 * @returns the store
 */
export async function storageFromEnv(
  env: { HIBIKI_STORAGE_URL?: string | undefined; HIBIKI_DATA_DIR: string },
  awsRegion = process.env.AWS_REGION,
): Promise<Storage> {
  return env.HIBIKI_STORAGE_URL
    ? S3Storage.open(parseStorageUrl(env.HIBIKI_STORAGE_URL, awsRegion))
    : new LocalStorage(join(env.HIBIKI_DATA_DIR, "files"));
}

/**
 * Decorates `app.storage` on the root instance (routes, the speech service's kept evaluations and the
 * background recogniser share it) and closes it with the app.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const storage = await storageFromEnv(app.env);
  app.decorate("storage", storage);
  app.addHook("onClose", () => storage.close());
  app.log.debug({ storage: storage.describe }, "file storage");
});
