import { JUMP_SCHEMA } from "@hibiki/contracts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db, Queryable } from "../../db/client.ts";
import { type Notice, pushNotice } from "../messages/notice.ts";
import { insertMessage } from "../messages/repository.ts";
import { claimDueReleases, setHomeworkMessage, studentsOfHomework } from "./repository.ts";

/** What the announcement of a homework says, and to whom. */
export type Announcement = {
  homeworkId: number;
  schoolId: number;
  classId: number;
  className: string;
  teacherId: number;
  senderName: string;
  title: string;
  comment: string;
  studentIds: number[];
};

/** The 「新しい宿題」 notice of an announcement, opening the homework. */
function announcementNotice(a: Announcement): Notice {
  return {
    schoolId: a.schoolId,
    tab: "system",
    kind: "notice",
    teacherId: a.teacherId,
    senderName: a.senderName,
    title: `新しい宿題: ${a.title}`,
    body: a.comment || `${a.className} に宿題が出されました。`,
    jumpSchema: JUMP_SCHEMA.homeworkDetail,
    homeworkId: a.homeworkId,
    classId: a.classId,
    studentIds: a.studentIds,
  };
}

/** Stores the 「新しい宿題」 notice for the class's students and links it to the homework. @returns its id */
export async function storeAnnouncement(tx: Queryable, a: Announcement): Promise<number> {
  const notice = announcementNotice(a);
  // stored even for a class with no students yet: the homework keeps its announcement
  const { studentIds, ...message } = notice;
  const messageId = await insertMessage(tx, message, studentIds);
  await setHomeworkMessage(tx, a.homeworkId, messageId);
  return messageId;
}

/** Pushes a stored announcement in the background (after its transaction committed). */
export function pushAnnouncement(db: Db, log: FastifyBaseLogger, a: Announcement, messageId: number): void {
  pushNotice(db, log, { ...announcementNotice(a), body: a.comment }, messageId);
}

/**
 * Announces every scheduled homework whose release has come (once each, whichever process claims it first):
 * the notice in /news and the push. Students already see a released homework in their list before this
 * runs; this is what tells them.
 * @returns how many were announced
 */
export async function releaseDueHomework(db: Db, log: FastifyBaseLogger): Promise<number> {
  const done = await db.transaction(async (tx) => {
    const out: Array<{ a: Announcement; messageId: number }> = [];
    for (const hw of await claimDueReleases(tx)) {
      const students = await studentsOfHomework(tx, hw);
      const a: Announcement = {
        homeworkId: hw.id,
        schoolId: hw.school_id,
        classId: hw.class_id,
        className: hw.class_name,
        teacherId: hw.teacher_id,
        senderName: hw.teacher_name,
        title: hw.title,
        comment: hw.comment,
        studentIds: students.map((s) => s.id),
      };
      out.push({ a, messageId: await storeAnnouncement(tx, a) });
    }
    return out;
  });
  for (const { a, messageId } of done) pushAnnouncement(db, log, a, messageId);
  return done.length;
}

/** How often a server process looks for scheduled homework to announce. */
export const RELEASE_CHECK_MS = 30_000;

/**
 * Looks for due scheduled homework every RELEASE_CHECK_MS in this process (every API process may run it:
 * the claim makes each announcement go once).
 * @param app - the server
 * @returns how to stop it
 */
export function startHomeworkReleases(app: FastifyInstance): { close(): void } {
  const run = () =>
    void releaseDueHomework(app.db, app.log).catch((err: unknown) =>
      app.log.error({ err }, "announcing scheduled homework failed"),
    );
  const timer = setInterval(run, RELEASE_CHECK_MS);
  timer.unref();
  run();
  return { close: () => clearInterval(timer) };
}
