import type { Agent } from "node:https";
import type { PushPayload } from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Queryable } from "../../db/client.ts";
import { configValue, deleteSubscription, insertConfigIfAbsent, subscriptionsOf } from "./repository.ts";

/** The VAPID key pair kept in the config table. */
export type VapidKeys = { publicKey: string; privateKey: string };

const PUBLIC_KEY = "vapid_public_key";
const PRIVATE_KEY = "vapid_private_key";
/** Contact the push services may use; VAPID requires a mailto: or https: subject. */
const SUBJECT = "mailto:support@hibiki.invalid";

/**
 * The VAPID keys: generated on first use and kept in the config table, so every process and restart
 * signs with the same pair (browsers' subscriptions are bound to the public key).
 * @param db - the database
 * @returns the key pair
 */
export async function ensureVapidKeys(db: Queryable): Promise<VapidKeys> {
  let publicKey = await configValue(db, PUBLIC_KEY);
  let privateKey = await configValue(db, PRIVATE_KEY);
  if (!publicKey || !privateKey) {
    const fresh = webpush.generateVAPIDKeys();
    // Private first: a reader that sees the public key can then always find the private one.
    await insertConfigIfAbsent(db, PRIVATE_KEY, fresh.privateKey);
    await insertConfigIfAbsent(db, PUBLIC_KEY, fresh.publicKey);
    publicKey = await configValue(db, PUBLIC_KEY);
    privateKey = await configValue(db, PRIVATE_KEY);
  }
  return { publicKey: publicKey as string, privateKey: privateKey as string };
}

/** A Web Push subscription parsed from a stored token; null for anything else (e.g. an old FCM token). */
export function parseSubscription(token: string): webpush.PushSubscription | null {
  try {
    const v = JSON.parse(token) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
    if (typeof v.endpoint !== "string" || !/^https?:\/\//.test(v.endpoint)) return null;
    if (typeof v.keys?.p256dh !== "string" || typeof v.keys?.auth !== "string") return null;
    return { endpoint: v.endpoint, keys: { p256dh: v.keys.p256dh, auth: v.keys.auth } };
  } catch {
    // Not JSON: a token of another push system, which this server cannot reach.
    return null;
  }
}

/** Outcome of one fan-out (for tests and logs). */
export type PushReport = { sent: number; failed: number; removed: number; skipped: number };

/**
 * Sends a notification to every stored subscription of the students and waits for the push services.
 * Failures are logged; subscriptions the service reports gone (404/410) are deleted.
 * @param db - the database
 * @param log - where failures go
 * @param studentIds - the recipients
 * @param payload - what the service worker receives (title, body, jump_schema …)
 * @param agent - optional HTTPS agent (e.g. a proxy, or a test push service with its own certificate)
 * @returns counts of sent, failed, removed and skipped subscriptions
 */
export async function sendPush(
  db: Queryable,
  log: FastifyBaseLogger,
  studentIds: number[],
  payload: Omit<PushPayload, "push_json">,
  agent?: Agent,
): Promise<PushReport> {
  const report: PushReport = { sent: 0, failed: 0, removed: 0, skipped: 0 };
  if (studentIds.length === 0) return report;
  const subs = await subscriptionsOf(db, studentIds);
  if (subs.length === 0) return report;
  const keys = await ensureVapidKeys(db);
  const body = JSON.stringify({ ...payload, push_json: JSON.stringify(payload) });
  await Promise.all(
    subs.map(async (s) => {
      const sub = parseSubscription(s.token);
      if (!sub) {
        report.skipped++;
        return;
      }
      try {
        await webpush.sendNotification(sub, body, {
          TTL: 24 * 3600,
          timeout: 10_000,
          ...(agent ? { agent } : {}),
          vapidDetails: { subject: SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        });
        report.sent++;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await deleteSubscription(db, s.id);
          report.removed++;
          return;
        }
        report.failed++;
        log.warn({ err, studentId: s.student_id, status }, "web push failed");
      }
    }),
  );
  return report;
}

/** Where a database's fan-outs go instead of this process (the shared queue on PostgreSQL: shared-fan-out.ts). */
type FanOutQueue = {
  enqueue(job: { studentIds: number[]; payload: Omit<PushPayload, "push_json"> }): boolean;
};
const fanOuts = new WeakMap<Queryable, FanOutQueue>();

/**
 * Sends this database's fan-outs to a shared queue (or back to this process with null).
 * @param db - the app's database
 * @param queue - the queue, or null
 */
export function setSharedFanOut(db: Queryable, queue: FanOutQueue | null): void {
  if (queue) fanOuts.set(db, queue);
  else fanOuts.delete(db);
}

/**
 * Fires sendPush in the background so the request that created the homework/message does not wait: on
 * the shared queue when one is set for the database (any process sends it), else in this process.
 * @returns the pending report (tests may await it; callers normally ignore it); undefined when queued
 */
export function pushInBackground(
  db: Queryable,
  log: FastifyBaseLogger,
  studentIds: number[],
  payload: Omit<PushPayload, "push_json">,
): Promise<PushReport | undefined> {
  if (studentIds.length > 0 && fanOuts.get(db)?.enqueue({ studentIds, payload }))
    return Promise.resolve(undefined);
  return sendPush(db, log, studentIds, payload).catch((err: unknown) => {
    log.error({ err }, "web push fan-out failed");
    return undefined;
  });
}
