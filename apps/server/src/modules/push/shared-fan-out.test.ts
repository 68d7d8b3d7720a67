import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { Queryable } from "../../db/client.ts";
import { pushInBackground, setSharedFanOut } from "./service.ts";
import { type PushJob, parsePushJob } from "./shared-fan-out.ts";

const payload = {
  title: "宿題",
  body: "新しい宿題があります",
  jump_schema: 1,
  homework_id: 7,
  message_id: 0,
};
const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe("parsePushJob", () => {
  it("takes a stored fan-out, dropping unknown fields", () => {
    expect(parsePushJob({ studentIds: [1, 2], payload: { ...payload, push_json: "x", extra: 1 } })).toEqual({
      studentIds: [1, 2],
      payload,
    });
  });

  it.each([
    null,
    "text",
    {},
    { studentIds: "1,2", payload },
    { studentIds: [1, "2"], payload },
    { studentIds: [1.5], payload },
    { studentIds: [1] },
    { studentIds: [1], payload: { ...payload, title: 3 } },
    { studentIds: [1], payload: { ...payload, body: undefined } },
    { studentIds: [1], payload: { ...payload, homework_id: "7" } },
    { studentIds: [1], payload: { ...payload, jump_schema: null } },
  ])("refuses a malformed job: %j", (data) => {
    expect(parsePushJob(data)).toBeNull();
  });
});

describe("pushInBackground with a shared queue", () => {
  /** A database without subscriptions: an in-process fan-out reads it and sends nothing. */
  const fakeDb = () => {
    const query = vi.fn(async () => []);
    return { db: { query, one: async () => undefined } as unknown as Queryable, query };
  };

  it("hands the fan-out to the queue instead of sending it from this process", async () => {
    const { db, query } = fakeDb();
    const jobs: PushJob[] = [];
    setSharedFanOut(db, { enqueue: (job) => jobs.push(job) > 0 });
    expect(await pushInBackground(db, log, [3, 4], payload)).toBeUndefined();
    expect(jobs).toEqual([{ studentIds: [3, 4], payload }]);
    expect(query).not.toHaveBeenCalled();
    // Nobody to notify: nothing is queued.
    await pushInBackground(db, log, [], payload);
    expect(jobs).toHaveLength(1);
  });

  it("sends from this process when the queue refuses (closing) or is removed", async () => {
    const { db, query } = fakeDb();
    setSharedFanOut(db, { enqueue: () => false });
    expect(await pushInBackground(db, log, [3], payload)).toEqual({
      sent: 0,
      failed: 0,
      removed: 0,
      skipped: 0,
    });
    expect(query).toHaveBeenCalledTimes(1);
    setSharedFanOut(db, null);
    await pushInBackground(db, log, [3], payload);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
