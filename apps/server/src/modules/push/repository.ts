import type { Queryable } from "../../db/client.ts";

/** A stored subscription (the student/fcm-token value). */
export type SubscriptionRow = { id: number; student_id: number; token: string };

/** @returns every stored token of these students */
export function subscriptionsOf(db: Queryable, studentIds: number[]): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>(
    "SELECT id, student_id, token FROM student_fcm_tokens WHERE student_id = ANY($1::int[])",
    [studentIds],
  );
}

/** Deletes a subscription the push service reported gone. */
export async function deleteSubscription(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM student_fcm_tokens WHERE id = $1", [id]);
}

/** @returns a config value, or undefined */
export async function configValue(db: Queryable, key: string): Promise<string | undefined> {
  return (await db.one<{ value: string }>("SELECT value FROM config WHERE key = $1", [key]))?.value;
}

/** Stores a config value unless one exists (the first writer wins when two processes start at once). */
export async function insertConfigIfAbsent(db: Queryable, key: string, value: string): Promise<void> {
  await db.query("INSERT INTO config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
    key,
    value,
  ]);
}
