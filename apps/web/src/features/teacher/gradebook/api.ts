import { teacherGradebook, teacherGradebookCsv, teacherGradebookMark } from "@hibiki/contracts";
import { teacherCall, teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/**
 * @param classId - the class
 * @param includePractice - count the students' own practice in the averages
 * @returns the class's grade book
 */
export const useGradebookQuery = (classId: number, includePractice: boolean) =>
  useTeacherQuery(
    [...teacherKeys.all, "gradebook", classId, includePractice] as const,
    teacherGradebook,
    { class_id: classId, include_practice: includePractice ? 1 : 0 },
    classId > 0,
  );
/**
 * @param classId - the class
 * @param includePractice - as the page shows it
 * @returns the grade book as CSV text and a file name
 */
export const fetchGradebookCsv = (classId: number, includePractice: boolean) =>
  teacherCall(teacherGradebookCsv, {
    query: { class_id: classId, include_practice: includePractice ? 1 : 0 },
  });
/** @returns mutation entering, changing or removing a mark */
export const useGradebookMarkMutation = () => useTeacherMutation(teacherGradebookMark);
