import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";

/** A local S3-compatible server for tests, with one empty bucket. */
export type TestS3Server = {
  /** the service URL, `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** HIBIKI_STORAGE_URL for this server and bucket, with the given key prefix */
  storageUrl: (prefix: string) => string;
  /** the access key pair the server accepts (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close: () => Promise<void>;
};

/**
 * Starts s3rver (an S3-compatible server from npm, kept in a temp folder) on a free port of 127.0.0.1, and
 * resolves once it listens: no waiting on timers.
 * @param bucket - the bucket to create
 * @returns the running server
 */
export async function startTestS3(bucket = "hibiki-test"): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "hibiki-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix) =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=1`,
    // s3rver's built-in account
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
