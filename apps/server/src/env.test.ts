import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, HOST: "0.0.0.0", HIBIKI_SEED: "1", LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.HIBIKI_DATA_DIR).toMatch(/\/data$/);
    expect(env.HIBIKI_WEB_DIST).toMatch(/apps\/web\/dist$/);
  });

  it("resolves a relative data directory from where npm was started", () => {
    expect(loadEnv({ HIBIKI_DATA_DIR: "mydata", INIT_CWD: "/srv/hibiki" }).HIBIKI_DATA_DIR).toBe(
      "/srv/hibiki/mydata",
    );
    expect(loadEnv({ HIBIKI_DATA_DIR: "/var/lib/hibiki" }).HIBIKI_DATA_DIR).toBe("/var/lib/hibiki");
  });

  it("treats empty URLs as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", REDIS_URL: " " }).REDIS_URL).toBeUndefined();
  });

  it("trusts no proxy by default; HIBIKI_TRUST_PROXY takes true, addresses or a hop count", () => {
    expect(loadEnv({}).HIBIKI_TRUST_PROXY).toBe(false);
    expect(loadEnv({ HIBIKI_TRUST_PROXY: "false" }).HIBIKI_TRUST_PROXY).toBe(false);
    expect(loadEnv({ HIBIKI_TRUST_PROXY: "true" }).HIBIKI_TRUST_PROXY).toBe(true);
    expect(loadEnv({ HIBIKI_TRUST_PROXY: " 127.0.0.1,10.0.0.0/8 " }).HIBIKI_TRUST_PROXY).toBe(
      "127.0.0.1,10.0.0.0/8",
    );
    const hops = loadEnv({ HIBIKI_TRUST_PROXY: "2" }).HIBIKI_TRUST_PROXY;
    if (typeof hops !== "function") throw new Error("a hop count should become a trust function");
    expect([0, 1, 2].map((hop) => hops("10.0.0.1", hop))).toEqual([true, true, false]);
  });

  it("has documented login-limit defaults and refuses a zero limit", () => {
    expect(loadEnv({})).toMatchObject({
      HIBIKI_LOGIN_RATE_MAX: 10,
      HIBIKI_LOGIN_SLOW_AFTER: 5,
      HIBIKI_LOGIN_IP_RATE_MAX: 50,
      HIBIKI_LOGIN_GLOBAL_RATE_MAX: 1000,
      HIBIKI_FORGOT_RATE_MAX: 5,
      HIBIKI_LOGIN_RATE_WINDOW_MS: 600_000,
      HIBIKI_RATE_LIMIT_PREFIX: "hibiki-rl:",
    });
    expect(() => loadEnv({ HIBIKI_LOGIN_IP_RATE_MAX: "0" })).toThrow(/HIBIKI_LOGIN_IP_RATE_MAX/);
  });

  it("names every invalid variable", () => {
    expect(() => loadEnv({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
