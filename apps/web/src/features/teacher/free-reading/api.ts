import {
  teacherFreeReadingAssign,
  teacherFreeReadingAssignments,
  teacherFreeReadingBooks,
  teacherFreeReadingDelete,
  teacherFreeReadingProgress,
} from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/** Query keys of free reading in the console (under teacherKeys.all, so every console mutation refreshes them). */
export const freeReadingKeys = {
  books: () => [...teacherKeys.all, "free-reading", "books"] as const,
  assignments: (classId: number) => [...teacherKeys.all, "free-reading", "assignments", classId] as const,
  progress: (assignmentId: number) => [...teacherKeys.all, "free-reading", "progress", assignmentId] as const,
};

/** @returns the library to choose books from */
export const useFreeReadingBooksQuery = () =>
  useTeacherQuery(freeReadingKeys.books(), teacherFreeReadingBooks);
/**
 * @param classId - the class (0 waits)
 * @returns the class's free-reading assignments with how many students are done
 */
export const useFreeReadingAssignmentsQuery = (classId: number) =>
  useTeacherQuery(
    freeReadingKeys.assignments(classId),
    teacherFreeReadingAssignments,
    { class_id: classId },
    classId > 0,
  );
/**
 * @param assignmentId - the assignment (0 waits)
 * @returns each student's books and words in the period
 */
export const useFreeReadingProgressQuery = (assignmentId: number) =>
  useTeacherQuery(
    freeReadingKeys.progress(assignmentId),
    teacherFreeReadingProgress,
    { assignment_id: assignmentId },
    assignmentId > 0,
  );
/** @returns mutation assigning free reading to a class */
export const useFreeReadingAssignMutation = () => useTeacherMutation(teacherFreeReadingAssign);
/** @returns mutation deleting an assignment */
export const useFreeReadingDeleteMutation = () => useTeacherMutation(teacherFreeReadingDelete);
