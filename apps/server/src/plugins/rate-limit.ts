import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { TooMany } from "../errors.ts";

/** Client address without relying on req.ip (absent under injectWS). */
export function clientAddress(req: FastifyRequest): string {
  return req.ip || req.socket?.remoteAddress || "unknown";
}

/**
 * Registers @fastify/rate-limit for routes that opt in (global: false). Counters live in Redis when a
 * client is given (shared by every server process), else in memory.
 * @param app - the Fastify instance
 * @param redis - optional ioredis client (closed by the caller)
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "hibiki-rl:" } : {}),
    keyGenerator: clientAddress,
  });
}

/**
 * Options for the login routes: limit per account and IP; counted after the body is parsed.
 * @param max - attempts per window
 * @param timeWindow - window in ms
 * @returns route rate-limit options answering 429 in the envelope
 */
export function loginRateLimit(max: number, timeWindow: number): RateLimitOptions {
  return {
    max,
    timeWindow,
    hook: "preHandler",
    keyGenerator: (req) => {
      const account = (req.body as { account?: unknown } | undefined)?.account;
      return `login:${typeof account === "string" ? account.toLowerCase() : ""}:${clientAddress(req)}`;
    },
    errorResponseBuilder: () =>
      TooMany(
        "login_rate_limited",
        "ログインの試行回数が多すぎます。しばらくしてからもう一度お試しください。",
      ),
  };
}

/** @returns an ioredis client for REDIS_URL (fails fast instead of queueing commands forever) */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
