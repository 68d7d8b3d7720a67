import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/client.ts";
import { uniqueName } from "./factories.ts";

/**
 * Homework and answers made the way the apps make them: through the teacher's and the student's calls,
 * so they run the same validation, scoring and linking as a real submission.
 */

type App = { app: FastifyInstance; db: Queryable };

async function postOk(app: FastifyInstance, url: string, body: object, token: string) {
  const r = await app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  if (r.statusCode !== 200) throw new Error(`${url} failed: ${r.statusCode} ${r.body}`);
  return r.json().data;
}

/**
 * Sets a homework through teacher/homework-create (one topic per resource, every question, due in a week).
 * @param teacherToken - a signed-in teacher of the class
 * @param h.resCodes - resource codes of the catalogue the app serves (e.g. "jh1-u1-word-choice")
 * @param h.extra - more fields of the call (e.g. { has_limit: 1, limit_number: 1 })
 * @returns the homework id and its topic ids in order
 */
export async function createHomework(
  t: App,
  teacherToken: string,
  h: { classId: number; resCodes: string[]; title?: string; extra?: Record<string, unknown> },
): Promise<{ homeworkId: number; topicIds: number[] }> {
  const data = await postOk(
    t.app,
    "/v3/teacher/homework-create",
    {
      class_id: h.classId,
      title: h.title ?? uniqueName("homework"),
      topics: h.resCodes.map((res_code) => ({ res_code })),
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      ...h.extra,
    },
    teacherToken,
  );
  const topics = await t.db.query<{ id: number }>(
    "SELECT id FROM homework_topics WHERE homework_id = $1 ORDER BY sort_order",
    [data.homework_id],
  );
  return { homeworkId: data.homework_id, topicIds: topics.map((r) => r.id) };
}

/**
 * Saves one practice answer through textbook/topic-answer-record.
 * @param a.item - the answer item as the player sends it (e.g. { question_id: "1", is_skipped: 1 })
 * @param a.guid - the attempt (default: a new one)
 * @returns the call's data (item, answer_data, stats)
 */
export function recordAnswer(
  app: FastifyInstance,
  studentToken: string,
  a: { resCode: string; item: Record<string, unknown>; guid?: string; isCompleted?: boolean },
) {
  return postOk(
    app,
    "/v3/textbook/topic-answer-record",
    {
      res_code: a.resCode,
      guid: a.guid ?? uniqueName("attempt"),
      is_completed: a.isCompleted ? 1 : 0,
      item: a.item,
    },
    studentToken,
  );
}

/**
 * Saves one answer of a homework topic through homework/topic-answer-record.
 * @returns the call's data
 */
export function recordHomeworkAnswer(
  app: FastifyInstance,
  studentToken: string,
  a: {
    homeworkId: number;
    topicId: number;
    item: Record<string, unknown>;
    guid?: string;
    isCompleted?: boolean;
  },
) {
  return postOk(
    app,
    "/v3/homework/topic-answer-record",
    {
      homework_id: a.homeworkId,
      topic_id: a.topicId,
      guid: a.guid ?? uniqueName("attempt"),
      is_completed: a.isCompleted ? 1 : 0,
      item: a.item,
    },
    studentToken,
  );
}
