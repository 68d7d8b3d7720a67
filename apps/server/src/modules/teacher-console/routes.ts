import {
  teacherCardRevoke,
  teacherCardsIssue,
  teacherClassArchive,
  teacherClassCodeRegen,
  teacherClassCreate,
  teacherClassDashboard,
  teacherClassDashboardCsv,
  teacherClasses,
  teacherClassRename,
  teacherClassStudents,
  teacherLoginSlips,
  teacherResources,
  teacherStudentCreate,
  teacherStudentDetail,
  teacherStudentMove,
  teacherStudentResetPassword,
  teacherStudentSetActive,
  teacherStudentsImport,
  teacherStudentsImportPreview,
  teacherStudentUpdate,
  teacherTeacherCreate,
  teacherTeachers,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { classDashboard, classDashboardCsv, studentDetail } from "./dashboard-service.ts";
import {
  archiveClass,
  classes,
  classStudents,
  createClass,
  createStudent,
  importCommit,
  importPreview,
  issueCards,
  loginSlips,
  moveStudent,
  regenerateCode,
  renameClass,
  resetPassword,
  revokeStudyCard,
  setStudentActive,
  updateStudent,
} from "./roster-service.ts";
import { assignableResources, createTeacher, teachers } from "./staff-service.ts";

/** CSV imports (up to 200,000 characters, 3 bytes each in UTF-8) exceed the default body limit. */
const IMPORT_BODY_LIMIT = 1024 * 1024;

/**
 * Teacher console calls: classes, rosters, CSV import, passwords, cards, teachers (admin), resources,
 * dashboard and student page. Every call is scoped to the caller's school and classes.
 * @param app - the Fastify instance
 */
export async function teacherConsoleRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  registerCall(app, teacherClasses, ({ caller }) => classes(db, caller));
  registerCall(app, teacherClassCreate, ({ caller, body }) =>
    createClass(db, caller, body.name, body.teacher_id),
  );
  registerCall(app, teacherClassRename, ({ caller, body }) =>
    renameClass(db, caller, body.class_id, body.name),
  );
  registerCall(app, teacherClassCodeRegen, ({ caller, body }) => regenerateCode(db, caller, body.class_id));
  registerCall(app, teacherClassStudents, ({ caller, query }) => classStudents(db, caller, query.class_id));
  registerCall(app, teacherStudentCreate, ({ caller, body }) => createStudent(db, caller, body));
  registerCall(
    app,
    teacherStudentsImportPreview,
    ({ caller, body }) => importPreview(db, caller, body.class_id, body.csv),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  registerCall(
    app,
    teacherStudentsImport,
    ({ caller, body }) => importCommit(db, caller, body.class_id, body.csv),
    {
      bodyLimit: IMPORT_BODY_LIMIT,
    },
  );
  registerCall(app, teacherStudentResetPassword, ({ caller, body }) =>
    resetPassword(db, caller, body.student_id, body.password),
  );
  registerCall(app, teacherStudentUpdate, ({ caller, body }) => updateStudent(db, caller, body));
  registerCall(app, teacherStudentSetActive, ({ caller, body }) =>
    setStudentActive(db, caller, body.student_id, body.active === 1),
  );
  registerCall(app, teacherLoginSlips, ({ caller, body }) =>
    loginSlips(db, caller, body.class_id, body.student_ids ? body.student_ids.split(",").map(Number) : []),
  );
  registerCall(app, teacherClassArchive, ({ caller, body }) =>
    archiveClass(db, caller, body.class_id, body.archived === 1),
  );
  registerCall(app, teacherStudentMove, ({ caller, body }) =>
    moveStudent(db, caller, body.student_id, body.class_id),
  );
  registerCall(app, teacherCardsIssue, ({ caller, body }) => issueCards(db, caller, body));
  registerCall(app, teacherCardRevoke, ({ caller, body }) => revokeStudyCard(db, caller, body.card_id));
  registerCall(app, teacherTeachers, ({ caller }) => teachers(db, caller));
  registerCall(app, teacherTeacherCreate, ({ caller, body }) => createTeacher(db, caller, body));
  registerCall(app, teacherResources, () => assignableResources(content));
  registerCall(app, teacherClassDashboard, ({ caller, query }) => classDashboard(db, caller, query.class_id));
  registerCall(app, teacherClassDashboardCsv, ({ caller, query }) =>
    classDashboardCsv(db, caller, query.class_id),
  );
  registerCall(app, teacherStudentDetail, ({ caller, query }) =>
    studentDetail(db, content, caller, query.student_id),
  );
}
