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

  it("names every invalid variable", () => {
    expect(() => loadEnv({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
