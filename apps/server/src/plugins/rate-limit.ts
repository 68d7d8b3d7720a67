import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { MemoryAttemptCounters, RedisAttemptCounters } from "./attempt-counters.ts";
import { guardSettings, LoginGuard } from "./login-guard.ts";

/** Client address without relying on req.ip (absent under injectWS). */
export function clientAddress(req: FastifyRequest): string {
  return req.ip || req.socket?.remoteAddress || "unknown";
}

/**
 * Registers @fastify/rate-limit for routes that opt in (global: false) and decorates `app.loginGuard`
 * (plugins/login-guard.ts). Counters live in Redis when a client is given (shared by every server
 * process), under HIBIKI_RATE_LIMIT_PREFIX, else in memory.
 * @param app - the Fastify instance (env decorated)
 * @param redis - optional ioredis client (closed by the caller)
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  const prefix = app.env.HIBIKI_RATE_LIMIT_PREFIX;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: prefix } : {}),
    // Per-route quotas (error reports, writing submissions) fail open while Redis is unreachable instead of
    // answering 500; the login guard below fails closed (503).
    skipOnError: true,
    keyGenerator: clientAddress,
  });
  const counters = redis ? new RedisAttemptCounters(redis, `${prefix}guard:`) : new MemoryAttemptCounters();
  app.decorate("loginGuard", new LoginGuard(counters, guardSettings(app.env)));
}

/** @returns an ioredis client for REDIS_URL (fails fast instead of queueing commands forever) */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
