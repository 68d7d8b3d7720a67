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
import { teacherCall, teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/** @returns the classes the teacher may see (an admin: every class of the school) */
export const useClassesQuery = () => useTeacherQuery(teacherKeys.classes(), teacherClasses);

/**
 * @param classId - the class (0 waits)
 * @returns the class and its students
 */
export const useRosterQuery = (classId: number) =>
  useTeacherQuery(teacherKeys.students(classId), teacherClassStudents, { class_id: classId }, classId > 0);

/** @returns mutation creating a class */
export const useClassCreateMutation = () => useTeacherMutation(teacherClassCreate);
/** @returns mutation renaming a class */
export const useClassRenameMutation = () => useTeacherMutation(teacherClassRename);
/** @returns mutation issuing a new join code */
export const useClassCodeRegenMutation = () => useTeacherMutation(teacherClassCodeRegen);
/** @returns mutation adding one student */
export const useStudentCreateMutation = () => useTeacherMutation(teacherStudentCreate);
/** @returns mutation checking a CSV (nothing stored) */
export const useImportPreviewMutation = () => useTeacherMutation(teacherStudentsImportPreview);
/** @returns mutation committing a CSV import */
export const useImportMutation = () => useTeacherMutation(teacherStudentsImport);
/** @returns mutation setting a student's new password */
export const useResetPasswordMutation = () => useTeacherMutation(teacherStudentResetPassword);
/** @returns mutation editing a student's name and 出席番号 */
export const useStudentUpdateMutation = () => useTeacherMutation(teacherStudentUpdate);
/** @returns mutation moving a student to another class */
export const useStudentMoveMutation = () => useTeacherMutation(teacherStudentMove);
/** @returns mutation issuing study cards */
export const useCardsIssueMutation = () => useTeacherMutation(teacherCardsIssue);
/** @returns mutation revoking a study card */
export const useCardRevokeMutation = () => useTeacherMutation(teacherCardRevoke);
/**
 * @param enabled - false for a plain teacher (only admins may list teachers)
 * @returns the school's teachers (admin)
 */
export const useTeachersQuery = (enabled = true) =>
  useTeacherQuery(teacherKeys.teachers(), teacherTeachers, undefined, enabled);
/** @returns mutation adding a teacher (admin) */
export const useTeacherCreateMutation = () => useTeacherMutation(teacherTeacherCreate);

/** @returns the catalogue of assignable resources with their items */
export const useResourcesQuery = () => useTeacherQuery(teacherKeys.resources(), teacherResources);
/**
 * @param classId - the class
 * @returns per-student and per-homework figures
 */
export const useDashboardQuery = (classId: number) =>
  useTeacherQuery(teacherKeys.dashboard(classId), teacherClassDashboard, { class_id: classId }, classId > 0);
/**
 * Fetches the dashboard CSV (not cached: it is downloaded once per click).
 * @param classId - the class
 * @returns file name and CSV text
 */
export const fetchDashboardCsv = (classId: number) =>
  teacherCall(teacherClassDashboardCsv, { query: { class_id: classId } });
/**
 * @param studentId - the student
 * @returns score history, recordings and writings
 */
export const useStudentDetailQuery = (studentId: number) =>
  useTeacherQuery(
    teacherKeys.student(studentId),
    teacherStudentDetail,
    { student_id: studentId },
    studentId > 0,
  );
/** @returns mutation archiving a class (or bringing it back) */
export const useClassArchiveMutation = () => useTeacherMutation(teacherClassArchive);
/** @returns mutation deactivating a student (or reactivating them) */
export const useStudentSetActiveMutation = () => useTeacherMutation(teacherStudentSetActive);
/** @returns mutation issuing new initial passwords for login slips (shown once) */
export const useLoginSlipsMutation = () => useTeacherMutation(teacherLoginSlips);
