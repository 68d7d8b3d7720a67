import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { storageUrlEnv } from "./storage/storage-url.ts";

/** Repository root: the nearest folder above this file (src/env.ts, or dist/main.js when bundled) with apps/web. */
export const REPO_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "apps", "web")) && existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** default: <repo>/data; a relative value is taken from the directory npm was started in */
  HIBIKI_DATA_DIR: z.string().min(1).optional(),
  /** where recordings and files go: unset for HIBIKI_DATA_DIR/files, or s3://bucket/prefix?endpoint=… */
  HIBIKI_STORAGE_URL: storageUrlEnv,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** mail sender address used with SMTP_URL */
  SMTP_FROM: z.string().default("Hibiki <no-reply@hibiki.invalid>"),
  /** signing secret; when unset one is generated once and kept in the config table */
  HIBIKI_SECRET: optionalUrl,
  HIBIKI_SEED: z.enum(["0", "1"]).default("1"),
  /** "0" skips the dictionary import at the first start (suites that never look a word up) */
  HIBIKI_DICTIONARY_IMPORT: z.enum(["0", "1"]).default("1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  HIBIKI_WEB_DIST: z.string().optional(),
  /** built course content (catalog.json + res/); default <repo>/content/dist */
  HIBIKI_CONTENT_DIR: z.string().min(1).optional(),
  /** iFlytek credentials: when all three are set, the speech URLs point at iFlytek's signed services */
  IFLYTEK_APP_ID: optionalUrl,
  IFLYTEK_API_KEY: optionalUrl,
  IFLYTEK_API_SECRET: optionalUrl,
  /** speech-evaluation worker processes (default: one per core) */
  HIBIKI_SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** worker processes that only recognise live words (shadow tracking, the chat-bot); default 1 */
  HIBIKI_LIVE_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /** takes each live worker recognises at once as their audio arrives (native/stream.c); read by the worker */
  HIBIKI_STREAMS: z.coerce.number().int().min(0).max(16).optional(),
  /** API processes sharing PORT (node:cluster); above 1 needs DATABASE_URL (see cluster/settings.ts) */
  HIBIKI_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** what this process serves: the /v3 API, the speech sockets and TTS, or both (cluster/roles.ts) */
  HIBIKI_ROLE: z.enum(["all", "api", "speech"]).default("all"),
  /**
   * which proxies may set X-Forwarded-For/-Host/-Proto, as Fastify's trustProxy: unset (none, the
   * default), "true" (any), a hop count ("1"), or addresses/CIDRs/proxy-addr names ("127.0.0.1,10.0.0.0/8",
   * "loopback"). Only trusted proxies may change the client IP the login limits count by.
   */
  HIBIKI_TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
      if (!v || v === "false") return false;
      if (v === "true") return true;
      if (!/^[0-9]+$/.test(v)) return v;
      // A hop count, as Fastify does for a number (its types take only the function form).
      const hops = Number(v);
      return (_address, hop) => hop < hops;
    }),
  /** failed password attempts per account (name and e-mail together) in the window before it is locked */
  HIBIKI_LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
  /** failed attempts per account after which each further one waits a doubling delay (1 s, 2 s, …) */
  HIBIKI_LOGIN_SLOW_AFTER: z.coerce.number().int().min(1).default(5),
  /** failed attempts per client IP across accounts before it is locked */
  HIBIKI_LOGIN_IP_RATE_MAX: z.coerce.number().int().min(1).default(50),
  /** failed attempts per client IP after which each further one waits (default: half of HIBIKI_LOGIN_IP_RATE_MAX) */
  HIBIKI_LOGIN_IP_SLOW_AFTER: z.coerce.number().int().min(1).optional(),
  /** failed logins of all accounts together in the window before every login waits for the window end */
  HIBIKI_LOGIN_GLOBAL_RATE_MAX: z.coerce.number().int().min(1).default(1000),
  /** forgot-password requests per account in the window (four times as many per IP) */
  HIBIKI_FORGOT_RATE_MAX: z.coerce.number().int().min(1).default(5),
  HIBIKI_LOGIN_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  /** put before every rate-limit key in Redis (several installations, or test runs, on one Redis) */
  HIBIKI_RATE_LIMIT_PREFIX: z.string().min(1).default("hibiki-rl:"),
  /**
   * AI speaking's optional language model: an OpenAI-compatible API base (its /chat/completions is
   * called, e.g. http://127.0.0.1:8000/v1); unset, the partner speaks only its scripted replies
   */
  HIBIKI_LLM_URL: optionalUrl.pipe(z.url({ protocol: /^https?$/, error: "an http(s) URL" }).optional()),
  /** the model name sent with each request (left out when unset: servers with one model) */
  HIBIKI_LLM_MODEL: optionalUrl,
  /** a bearer key for the language model API, when it needs one */
  HIBIKI_LLM_API_KEY: optionalUrl,
  /** how long one reply may take before the scripted reply is used (ms) */
  HIBIKI_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

/** The validated environment, with paths resolved. */
export type Env = Omit<
  z.infer<typeof EnvSchema>,
  "HIBIKI_WEB_DIST" | "HIBIKI_DATA_DIR" | "HIBIKI_CONTENT_DIR"
> & {
  HIBIKI_WEB_DIST: string;
  HIBIKI_DATA_DIR: string;
  HIBIKI_CONTENT_DIR: string;
};

/**
 * Reads and validates the environment once; bad values stop the boot with a message naming the variable.
 * @param source - variables to read (process.env by default; tests pass their own)
 * @returns the typed environment
 * @throws Error listing every invalid variable
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const env = parsed.data;
  // `npm run -w apps/server …` changes the working directory; INIT_CWD is where the user typed it.
  const base = source.INIT_CWD ?? process.cwd();
  return {
    ...env,
    HIBIKI_DATA_DIR: env.HIBIKI_DATA_DIR ? resolve(base, env.HIBIKI_DATA_DIR) : join(REPO_ROOT, "data"),
    HIBIKI_WEB_DIST: env.HIBIKI_WEB_DIST
      ? resolve(base, env.HIBIKI_WEB_DIST)
      : join(REPO_ROOT, "apps/web/dist"),
    HIBIKI_CONTENT_DIR: env.HIBIKI_CONTENT_DIR
      ? resolve(base, env.HIBIKI_CONTENT_DIR)
      : join(REPO_ROOT, "content/dist"),
  };
}
