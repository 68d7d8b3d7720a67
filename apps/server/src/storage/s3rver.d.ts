/** The part of s3rver (npm @20minutes/s3rver, a test-only S3-compatible server) the tests use. */
declare module "@20minutes/s3rver" {
  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: string[] }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** @returns the listening address once the server listens */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
