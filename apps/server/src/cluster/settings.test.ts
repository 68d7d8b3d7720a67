import { describe, expect, it } from "vitest";
import { loadEnv } from "../env.ts";
import { checkClusterEnv, servesApi, servesSpeech, speechWorkersPerProcess } from "./settings.ts";

const PG = "postgres://hibiki@db.internal/hibiki";

describe("checkClusterEnv", () => {
  it("refuses several processes on the embedded database, naming DATABASE_URL", () => {
    const check = checkClusterEnv({ HIBIKI_PROCESSES: 2, DATABASE_URL: undefined, REDIS_URL: undefined });
    expect(check.error).toMatch(/HIBIKI_PROCESSES=2 needs PostgreSQL: set DATABASE_URL/);
  });

  it("warns without Redis, and is quiet with both", () => {
    const noRedis = checkClusterEnv({ HIBIKI_PROCESSES: 4, DATABASE_URL: PG, REDIS_URL: undefined });
    expect(noRedis.error).toBeUndefined();
    expect(noRedis.warnings).toEqual([expect.stringMatching(/without REDIS_URL/)]);
    expect(checkClusterEnv({ HIBIKI_PROCESSES: 4, DATABASE_URL: PG, REDIS_URL: "redis://r" })).toEqual({
      warnings: [],
    });
  });

  it("leaves one process (the default) as it always was, with or without PostgreSQL", () => {
    expect(checkClusterEnv({ HIBIKI_PROCESSES: 1, DATABASE_URL: undefined, REDIS_URL: undefined })).toEqual({
      warnings: [],
    });
  });
});

describe("the cluster variables", () => {
  it("default to one process serving everything", () => {
    const env = loadEnv({});
    expect(env.HIBIKI_PROCESSES).toBe(1);
    expect(env.HIBIKI_ROLE).toBe("all");
  });

  it.each([
    ["HIBIKI_PROCESSES", "0"],
    ["HIBIKI_PROCESSES", "-2"],
    ["HIBIKI_PROCESSES", "1.5"],
    ["HIBIKI_PROCESSES", "65"],
    ["HIBIKI_PROCESSES", "many"],
    ["HIBIKI_ROLE", "worker"],
    ["HIBIKI_ROLE", "API"],
  ])("stop the boot on %s=%s, naming the variable", (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`invalid environment:[\\s\\S]*${name}`));
  });

  it("say which roles serve what", () => {
    expect([servesApi("all"), servesSpeech("all")]).toEqual([true, true]);
    expect([servesApi("api"), servesSpeech("api")]).toEqual([true, false]);
    expect([servesApi("speech"), servesSpeech("speech")]).toEqual([false, true]);
  });
});

describe("speechWorkersPerProcess", () => {
  it("shares the cores among the processes, at least one worker each", () => {
    expect(speechWorkersPerProcess(1, 8)).toBe(8);
    expect(speechWorkersPerProcess(2, 8)).toBe(4);
    expect(speechWorkersPerProcess(3, 8)).toBe(2);
    expect(speechWorkersPerProcess(4, 2)).toBe(1);
  });
});
