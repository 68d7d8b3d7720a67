import type { PushPayload } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { SharedJobQueue } from "../../services/shared-jobs.ts";
import { sendPush, setSharedFanOut } from "./service.ts";

/** The pg-boss queue of notifications to fan out. */
export const PUSH_QUEUE = "push-fan-out";

/** One fan-out: a notification and its recipients. */
export type PushJob = { studentIds: number[]; payload: Omit<PushPayload, "push_json"> };

const isInt = (v: unknown): v is number => Number.isInteger(v);

/** @returns the job when the stored data is one, else null (skipped) */
export function parsePushJob(data: unknown): PushJob | null {
  const d = data as Partial<PushJob> | null;
  const p = d?.payload as Partial<PushJob["payload"]> | undefined;
  if (!Array.isArray(d?.studentIds) || !d.studentIds.every(isInt) || !p) return null;
  if (typeof p.title !== "string" || typeof p.body !== "string") return null;
  if (!isInt(p.jump_schema) || !isInt(p.homework_id) || !isInt(p.message_id)) return null;
  const payload = {
    title: p.title,
    body: p.body,
    jump_schema: p.jump_schema,
    homework_id: p.homework_id,
    message_id: p.message_id,
  };
  return { studentIds: d.studentIds, payload };
}

/**
 * On PostgreSQL: Web Push fan-outs (new homework, messages, word tests) go through a job queue every API
 * process shares, instead of running inside the request's process: the process that stored the
 * homework sends the job, any API process sends the notifications, and a fan-out whose process died
 * midway is taken again by another (once; a student may then get that notification twice, never none).
 * @param app - the app (db, env.DATABASE_URL, log)
 * @returns what to close when the app closes
 */
export async function startSharedPush(app: FastifyInstance): Promise<{ close(): Promise<void> }> {
  const databaseUrl = app.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("the shared push queue needs DATABASE_URL");
  const queue = await SharedJobQueue.start<PushJob>({
    databaseUrl,
    log: app.log,
    name: PUSH_QUEUE,
    parse: parsePushJob,
    run: async (job) => {
      await sendPush(app.db, app.log, job.studentIds, job.payload);
    },
    expireInSeconds: 5 * 60,
    retryLimit: 1,
  });
  setSharedFanOut(app.db, queue);
  return {
    close: async () => {
      setSharedFanOut(app.db, null);
      await queue.close();
    },
  };
}
