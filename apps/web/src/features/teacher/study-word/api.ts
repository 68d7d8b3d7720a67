import {
  teacherStudyWordAssign,
  teacherStudyWordAssignList,
  teacherStudyWordAssignments,
  teacherStudyWordBooks,
  teacherStudyWordMastery,
  teacherStudyWordMatchWords,
  teacherStudyWordUnassign,
  teacherStudyWordWordSearch,
} from "@hibiki/contracts/study-word";
import { teacherCall, teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/** Query keys of the word plans in the console (under teacherKeys.all, so every console mutation refreshes them). */
export const wordPlanKeys = {
  books: () => [...teacherKeys.all, "study-word", "books"] as const,
  assignments: (classId: number) => [...teacherKeys.all, "study-word", "assignments", classId] as const,
  mastery: (classId: number, assignmentId: number) =>
    [...teacherKeys.all, "study-word", "mastery", classId, assignmentId] as const,
  search: (q: string) => [...teacherKeys.all, "study-word", "search", q] as const,
};

/** @returns the word books a class can be given */
export const useWordBooksQuery = () => useTeacherQuery(wordPlanKeys.books(), teacherStudyWordBooks);
/**
 * @param classId - the class (0 waits)
 * @returns the word books assigned to the class
 */
export const useAssignmentsQuery = (classId: number) =>
  useTeacherQuery(
    wordPlanKeys.assignments(classId),
    teacherStudyWordAssignments,
    { class_id: classId },
    classId > 0,
  );
/**
 * @param classId - the class
 * @param assignmentId - the assignment (0 waits)
 * @returns each student's words by mastery in the assigned book
 */
export const useMasteryQuery = (classId: number, assignmentId: number) =>
  useTeacherQuery(
    wordPlanKeys.mastery(classId, assignmentId),
    teacherStudyWordMastery,
    { class_id: classId, assignment_id: assignmentId },
    classId > 0 && assignmentId > 0,
  );
/** @returns mutation assigning a word book with a daily amount to a class */
export const useAssignMutation = () => useTeacherMutation(teacherStudyWordAssign);
/** @returns mutation withdrawing an assignment */
export const useUnassignMutation = () => useTeacherMutation(teacherStudyWordUnassign);
/**
 * @param q - what the teacher typed (empty waits)
 * @returns the books' words starting with q (or whose meaning contains it)
 */
export const useWordSearchQuery = (q: string) =>
  useTeacherQuery(wordPlanKeys.search(q), teacherStudyWordWordSearch, { q, limit: 20 }, q.length > 0);
/**
 * Matches pasted words (one a line) against the books' words (a read: no console query is refreshed).
 * @param text - the pasted text
 * @returns the matched words and the unmatched lines
 */
export const matchPastedWords = (text: string) =>
  teacherCall(teacherStudyWordMatchWords, { body: { words: text } });
/** @returns mutation making a word list for a class and assigning it */
export const useAssignListMutation = () => useTeacherMutation(teacherStudyWordAssignList);
