import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import { registerFileLinks } from "./lib/file-links.ts";
import { LOG_SERIALIZERS } from "./lib/log-redaction.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import { setUpSessionCache } from "./modules/auth/session-cache-setup.ts";
import { contentPlugin } from "./modules/content/plugin.ts";
import { IMAGE_FILE } from "./modules/feedback/images.ts";
import { registerModules } from "./modules/index.ts";
import { RECORDING_FILE } from "./modules/upload/file-kinds.ts";
import { registerCompression } from "./plugins/compression.ts";
import { refuseControlCharacters } from "./plugins/control-chars.ts";
import { frameworkErrors, installErrorHandler } from "./plugins/errors.ts";
import { connectRedis, registerRateLimit } from "./plugins/rate-limit.ts";
import { OneLineRequestLog } from "./plugins/request-log.ts";
import { secretPlugin } from "./plugins/secret.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { refuseInvalidUtf8, utf8Text } from "./plugins/utf8.ts";
import { registerWeb } from "./plugins/web.ts";
import { realtimePlugin } from "./realtime/plugin.ts";
import { storagePlugin } from "./storage/plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** the database (PGlite or PostgreSQL) */
    db: Db;
    /** the validated environment */
    env: Env;
    /** e-mail sender (SMTP, or the log when SMTP_URL is unset) */
    mailer: Mailer;
    /** the shared Redis client when REDIS_URL is set (rate limits, cache invalidation, socket counts) */
    redis: Redis | undefined;
  }
}

/** What buildApp needs; tests hand in their own database, environment and mailer. */
export type BuildAppOptions = {
  db: Db;
  env: Env;
  /** a pino logger, or false/undefined for a logger at env.LOG_LEVEL */
  logger?: FastifyBaseLogger | boolean;
  mailer?: Mailer;
};

/** Upload limits for multipart bodies (recordings, feedback images). */
export const MULTIPART_LIMITS = { fileSize: 20 * 1024 * 1024, files: 9, fields: 50, fieldSize: 100_000 };

/**
 * Builds the Fastify app: plugins, error handling, every /v3 module, /healthz and the web app.
 * Used by main.ts and by the API tests (with app.inject).
 * @param opts - database, environment, optional logger and mailer
 * @returns the ready-to-listen app (call `ready()` or `listen()`); closing it does not close the db
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, env } = opts;
  // Logged request URLs have their tokens and signatures redacted (lib/log-redaction.ts).
  const loggerOpt =
    typeof opts.logger === "object"
      ? { loggerInstance: opts.logger.child({}, { serializers: LOG_SERIALIZERS }) }
      : { logger: opts.logger === false ? false : { level: env.LOG_LEVEL, serializers: LOG_SERIALIZERS } };
  // X-Forwarded-For is believed only from HIBIKI_TRUST_PROXY (none by default; see env.ts).
  const trustProxy = env.HIBIKI_TRUST_PROXY;
  const app = Fastify({
    ...loggerOpt,
    trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // one log line per request, not two (plugins/request-log.ts)
    logController: new OneLineRequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("env", env);
  app.decorate(
    "mailer",
    opts.mailer ?? createMailer(env.SMTP_URL, env.SMTP_FROM, app.log, `${env.HIBIKI_DATA_DIR}/outbox`),
  );

  let redis: Redis | undefined;
  if (env.REDIS_URL) {
    redis = connectRedis(env.REDIS_URL);
    app.addHook("onClose", async () => {
      await redis?.quit().catch(() => undefined);
    });
  }
  app.decorate("redis", redis);

  // Bearer-token sessions are cached per process, invalidated everywhere on change (Redis pub/sub).
  await setUpSessionCache(app, db, redis);

  installErrorHandler(app);
  registerSecurityHeaders(app);
  refuseControlCharacters(app);
  // API answers are per user: not cached by browsers or proxies unless a route says otherwise (e.g. audio).
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/v3/") && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
  });
  // Recordings and pictures of students reach pages only as links that expire within the hour.
  registerFileLinks(app, [RECORDING_FILE, IMAGE_FILE]);
  // Text answers of 1 kB or more go out as brotli or gzip (plugins/compression.ts).
  registerCompression(app);
  // A POST without fields may arrive as JSON with an empty body; treat it as {} instead of a 400.
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  // Bodies must be UTF-8 (plugins/utf8.ts): a broken byte sequence is a 400, not U+FFFD in the data.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, raw, done) => {
    const text = utf8Text(raw as Buffer);
    if (typeof text !== "string") return done(text, undefined);
    return text === "" ? done(null, {}) : json(req, text, done);
  });
  refuseInvalidUtf8(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // maxPayload is above the speech sockets' 1 MiB frame limit, so they answer a larger frame with an error
  // code (ws itself closes with 1009 only beyond 8 MiB). Each socket's messages are emitted one per
  // event-loop turn, so a client flooding tiny frames cannot hold the loop (HTTP requests run in between).
  await app.register(websocket, {
    options: { maxPayload: 8 * 1024 * 1024, allowSynchronousEvents: false },
  });
  await registerRateLimit(app, redis);
  await app.register(secretPlugin);

  app.get("/healthz", async (req, reply) => {
    try {
      await db.query("select 1");
      return reply.send({ status: "ok", db: db.driver });
    } catch (err) {
      req.log.error({ err }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", db: db.driver });
    }
  });

  // app.content (the built-content catalogue) is decorated on the root instance, before the modules:
  // textbook, history and homework read it, and so does the speech service started beside them.
  await app.register(contentPlugin);
  await app.register(storagePlugin);
  // app.bus: arena matches and live classes reach players on other processes through it.
  await app.register(realtimePlugin);
  await app.register(registerModules);
  await registerWeb(app, env.HIBIKI_WEB_DIST);
  return app;
}
