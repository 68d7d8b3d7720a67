import {
  ebookBookmarkAdd,
  ebookBookmarkDelete,
  ebookBookmarks,
  ebookBookshelfAdd,
  ebookBookshelfRemove,
  ebookContent,
  ebookDetails,
  ebookExerciseInfo,
  ebookFreeReadingList,
  ebookHistory,
  ebookImpression,
  ebookImpressionSubmit,
  ebookIndex,
  ebookLevelCheck,
  ebookLevelCheckSubmit,
  ebookList,
  ebookMarkRead,
  ebookReadingLog,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { ebookClock } from "./ebook-clock.ts";
import { exerciseInfo } from "./exercise.ts";
import { studentList } from "./free-reading.ts";
import { levelCheck, levelCheckSubmit } from "./level-check.ts";
import * as reading from "./reading.ts";
import * as service from "./service.ts";
import { teacherFreeReadingRoutes } from "./teacher-routes.ts";

/**
 * E-books (issue 23, spec "E-book"): the library with each student's shelf, progress, bookmarks, reading
 * logs, impressions and level check, and free-reading homework (students here, teachers in
 * teacher-routes.ts). Closed to college students, like the dictionary. Days are Japan days.
 * @param app - the Fastify instance
 */
export async function ebookRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.Deps = { db: app.db, content: app.content, now: () => ebookClock.now() };
  const opts = { denyCollege: true };
  registerCall(app, ebookIndex, ({ caller }) => service.index(deps, caller), opts);
  registerCall(app, ebookList, ({ caller, query }) => service.list(deps, caller, query), opts);
  registerCall(app, ebookDetails, ({ caller, query }) => service.details(deps, caller, query.book_id), opts);
  registerCall(app, ebookContent, ({ caller, query }) => service.content(deps, caller, query.book_id), opts);
  registerCall(
    app,
    ebookBookshelfAdd,
    ({ caller, body }) => service.shelfAdd(deps, caller, body.book_id),
    opts,
  );
  registerCall(
    app,
    ebookBookshelfRemove,
    ({ caller, body }) => service.shelfRemove(deps, caller, body.book_id),
    opts,
  );
  registerCall(
    app,
    ebookMarkRead,
    ({ caller, body }) => service.markRead(deps, caller, body.book_id, body.is_read),
    opts,
  );
  registerCall(
    app,
    ebookBookmarks,
    ({ caller, query }) => service.bookmarks(deps, caller, query.book_id),
    opts,
  );
  registerCall(app, ebookBookmarkAdd, ({ caller, body }) => service.bookmarkAdd(deps, caller, body), opts);
  registerCall(
    app,
    ebookBookmarkDelete,
    ({ caller, body }) => service.bookmarkDelete(deps, caller, body.bookmark_id),
    opts,
  );
  registerCall(app, ebookReadingLog, ({ caller, body }) => reading.readingLog(deps, caller, body), opts);
  registerCall(app, ebookHistory, ({ caller, query }) => reading.history(deps, caller, query), opts);
  registerCall(
    app,
    ebookExerciseInfo,
    ({ caller, query }) => exerciseInfo(deps, caller.id, query.book_id),
    opts,
  );
  registerCall(
    app,
    ebookImpression,
    ({ caller, query }) => reading.impression(deps, caller, query.book_id),
    opts,
  );
  registerCall(
    app,
    ebookImpressionSubmit,
    ({ caller, body }) => reading.impressionSubmit(deps, caller, body),
    opts,
  );
  registerCall(app, ebookLevelCheck, ({ caller }) => levelCheck(deps, caller), opts);
  registerCall(app, ebookLevelCheckSubmit, ({ caller, body }) => levelCheckSubmit(deps, caller, body), opts);
  registerCall(app, ebookFreeReadingList, ({ caller }) => studentList(deps, caller), opts);
  await teacherFreeReadingRoutes(app, deps);
}
