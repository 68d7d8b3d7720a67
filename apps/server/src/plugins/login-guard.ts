import type { ErrorKey } from "@hibiki/contracts";
import type { FastifyReply } from "fastify";
import type { Env } from "../env.ts";
import { AppError } from "../errors.ts";
import type { AttemptCounters, Limit } from "./attempt-counters.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** limits on password guesses and reset mails (plugins/login-guard.ts) */
    loginGuard: LoginGuard;
  }
}

/** The outcome of one counted attempt: the service reports it once the password was checked. */
export type Attempt = { succeeded(): Promise<void>; failed(): Promise<void> };
/**
 * Counts an attempt on an account, or answers 429 (with Retry-After) when a limit is reached.
 * @param account - the account key from `accountKey`
 */
export type Gate = (account: string) => Promise<Attempt>;

/** The limits, from the environment (README's configuration table). */
export type GuardSettings = {
  windowMs: number;
  /** failed password attempts per account (its name and e-mail together): slow-down after, lock at */
  accountSlowAfter: number;
  accountMax: number;
  /** failed attempts per client IP across accounts: slow-down after, lock at */
  ipSlowAfter: number;
  ipMax: number;
  /** failed logins of every account and IP together */
  globalMax: number;
  /** forgot-password requests per account; per IP four times as many */
  forgotMax: number;
};

/** @returns the guard settings of an environment */
export function guardSettings(env: Env): GuardSettings {
  return {
    windowMs: env.HIBIKI_LOGIN_RATE_WINDOW_MS,
    accountSlowAfter: env.HIBIKI_LOGIN_SLOW_AFTER,
    accountMax: env.HIBIKI_LOGIN_RATE_MAX,
    ipSlowAfter: env.HIBIKI_LOGIN_IP_SLOW_AFTER ?? Math.ceil(env.HIBIKI_LOGIN_IP_RATE_MAX / 2),
    ipMax: env.HIBIKI_LOGIN_IP_RATE_MAX,
    globalMax: env.HIBIKI_LOGIN_GLOBAL_RATE_MAX,
    forgotMax: env.HIBIKI_FORGOT_RATE_MAX,
  };
}

/**
 * The key an account is counted under: its id when the identifier names one (so its name and e-mail
 * share one counter), else the identifier itself, normalised.
 * @returns e.g. `student:12`, or `name:someone@example.com`
 */
export function accountKey(kind: "student" | "teacher", id: number | undefined, identifier: string): string {
  return id === undefined ? `name:${identifier.normalize("NFKC").trim().toLowerCase()}` : `${kind}:${id}`;
}

type Flow = "login" | "change" | "reset";

const MESSAGES: Record<Flow | "forgot", { key: ErrorKey; message: string }> = {
  login: {
    key: "login_rate_limited",
    message: "ログインの試行回数が多すぎます。しばらくしてからもう一度お試しください。",
  },
  change: {
    key: "rate_limited",
    message: "パスワードの試行回数が多すぎます。しばらくしてからもう一度お試しください。",
  },
  reset: {
    key: "rate_limited",
    message: "認証コードの試行回数が多すぎます。しばらくしてからもう一度お試しください。",
  },
  forgot: {
    key: "rate_limited",
    message: "パスワード再設定の申請が多すぎます。しばらくしてからもう一度お試しください。",
  },
};

/**
 * Limits on password guessing (login, change-password, reset codes) and on reset mails. Failures are
 * counted per account, per client IP across accounts and (logins) globally; past the slow-down point each
 * further attempt must wait a doubling delay after the last failure, past the lock point none is checked
 * until the window ends. Refusals are 429 in the envelope with Retry-After. A right password clears the
 * account's failures. Routes pass req.ip as the client IP, so X-Forwarded-For counts only from
 * HIBIKI_TRUST_PROXY.
 */
export class LoginGuard {
  /**
   * @param counters - in memory, or in Redis when REDIS_URL is set
   * @param settings - the limits
   * @param now - clock (tests)
   */
  constructor(
    private readonly counters: AttemptCounters,
    private readonly settings: GuardSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A gate for password (or reset-code) checks on one request.
   * @param ip - the client address (`clientAddress(req)`)
   * @param reply - gets Retry-After when refused
   * @param flow - login (per account, IP and global), change (per account and IP), reset (per account and IP)
   */
  password(ip: string, reply: FastifyReply, flow: Flow): Gate {
    const s = this.settings;
    return async (account) => {
      const accountLimit = {
        key: flow === "reset" ? `reset:${account}` : `acct:${account}`,
        // A reset code closes itself after 5 wrong tries; across codes the account's limit applies as is.
        soft: flow === "reset" ? s.accountMax : s.accountSlowAfter,
        hard: s.accountMax,
        windowMs: s.windowMs,
      };
      const limits: Limit[] = [
        accountLimit,
        { key: `ip:${ip}`, soft: s.ipSlowAfter, hard: s.ipMax, windowMs: s.windowMs },
      ];
      if (flow === "login")
        limits.push({ key: "global", soft: s.globalMax, hard: s.globalMax, windowMs: s.windowMs });
      await this.take(limits, reply, flow);
      const shared = limits.slice(1).map((l) => l.key);
      return {
        succeeded: async () => {
          await this.counters.clear([accountLimit.key]);
          await this.counters.release(shared);
        },
        failed: () => this.counters.fail([accountLimit.key, ...shared], this.now()),
      };
    };
  }

  /** A gate for forgot-password: every request counts (each may send a mail), per account and per IP. */
  forgot(ip: string, reply: FastifyReply): Gate {
    const { forgotMax: max, windowMs } = this.settings;
    return async (account) => {
      const limits: Limit[] = [
        { key: `forgot:${account}`, soft: max, hard: max, windowMs },
        { key: `forgot-ip:${ip}`, soft: 4 * max, hard: 4 * max, windowMs },
      ];
      await this.take(limits, reply, "forgot");
      const done = async () => {};
      return { succeeded: done, failed: done };
    };
  }

  private async take(limits: Limit[], reply: FastifyReply, flow: Flow | "forgot"): Promise<void> {
    const verdict = await this.counters.take(limits, this.now());
    if (verdict.ok) return;
    reply.header("retry-after", String(Math.ceil(verdict.retryAfterMs / 1000)));
    const { key, message } = MESSAGES[flow];
    throw new AppError(429, key, message);
  }
}
