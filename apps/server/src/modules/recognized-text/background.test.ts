import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { BackgroundRecognizer, recognizeInBackground, setBackgroundRecognizer } from "./background.ts";

const SOUND = "/v3/files/rec/AbCdEfGhIjKlMnOpQrStUv.mp3?sig=s";

/** A database stand-in: every recording belongs to the student; updates are recorded. */
function fakeDb() {
  const stored: unknown[][] = [];
  const db = {
    one: async () => ({ path: "rec/2026-11/x.mp3" }),
    query: async (_sql: string, params: unknown[]) => {
      stored.push(params);
      return [];
    },
  } as unknown as Db;
  return { db, stored };
}

const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe("BackgroundRecognizer", () => {
  it("waits for a free speech worker before each recording", async () => {
    const { db, stored } = fakeDb();
    let checks = 0;
    const recognize = vi.fn(async () => "hello");
    const r = new BackgroundRecognizer(db, {
      recognize,
      decode: async () => Buffer.alloc(0),
      idle: () => ++checks > 3,
      log: log(),
      idleStepMs: 1,
    });
    r.enqueue({ studentId: 7, soundFile: SOUND });
    await r.drained();
    expect(checks).toBe(4);
    expect(recognize).toHaveBeenCalledTimes(1);
    expect(stored[0]).toEqual([7, SOUND, "hello"]);
  });

  it("drops recordings beyond the queue limit, and everything after close", async () => {
    const { db } = fakeDb();
    const logger = log();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const decode = vi.fn(async () => {
      await gate;
      return Buffer.alloc(0);
    });
    const r = new BackgroundRecognizer(db, {
      recognize: async () => "x",
      decode,
      idle: () => true,
      log: logger,
      maxQueue: 1,
    });
    expect(r.enqueue({ studentId: 1, soundFile: SOUND })).toBe(true);
    await vi.waitFor(() => expect(decode).toHaveBeenCalledTimes(1));
    expect(r.enqueue({ studentId: 1, soundFile: SOUND })).toBe(true);
    expect(r.enqueue({ studentId: 1, soundFile: SOUND })).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    release();
    await r.drained();
    expect(decode).toHaveBeenCalledTimes(2);
    r.close();
    expect(r.enqueue({ studentId: 1, soundFile: SOUND })).toBe(false);
  });

  it("is used only for answers with a recording of their own, and stops being used once closed", async () => {
    const { db } = fakeDb();
    const recognize = vi.fn(async () => "x");
    const r = new BackgroundRecognizer(db, {
      recognize,
      decode: async () => Buffer.alloc(0),
      idle: () => true,
      log: log(),
    });
    // No recogniser registered for this database: nothing happens.
    recognizeInBackground(db, 1, { sound_file: SOUND });
    setBackgroundRecognizer(db, r);
    recognizeInBackground(db, 1, { sound_file: "" });
    recognizeInBackground(db, 1, { sound_file: SOUND, is_skipped: 1 });
    recognizeInBackground(db, 1, { sound_file: SOUND, recognize_text: "from the chat-bot" });
    await r.drained();
    expect(recognize).not.toHaveBeenCalled();
    recognizeInBackground(db, 1, { sound_file: SOUND });
    await r.drained();
    expect(recognize).toHaveBeenCalledTimes(1);
    r.close();
    recognizeInBackground(db, 1, { sound_file: SOUND });
    await r.drained();
    expect(recognize).toHaveBeenCalledTimes(1);
  });
});
