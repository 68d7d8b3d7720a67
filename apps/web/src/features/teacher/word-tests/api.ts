import {
  teacherWordTestCreate,
  teacherWordTestList,
  teacherWordTestResult,
  teacherWordTestRetake,
  teacherWordTestUpdate,
  teacherWordTestWithdraw,
} from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/** @returns the teacher's word tests */
export const useWordTestListQuery = () =>
  useTeacherQuery(teacherKeys.wordTests(null), teacherWordTestList, {});
/**
 * @param taskId - the word test
 * @returns per-student and per-word results
 */
export const useWordTestResultQuery = (taskId: number) =>
  useTeacherQuery(teacherKeys.wordTestResult(taskId), teacherWordTestResult, { task_id: taskId }, taskId > 0);
/** @returns mutation creating a word test */
export const useWordTestCreateMutation = () => useTeacherMutation(teacherWordTestCreate);
/** @returns mutation changing a word test's title and period */
export const useWordTestUpdateMutation = () => useTeacherMutation(teacherWordTestUpdate);
/** @returns mutation letting one student take a word test again */
export const useWordTestRetakeMutation = () => useTeacherMutation(teacherWordTestRetake);
/** @returns mutation withdrawing a word test */
export const useWordTestWithdrawMutation = () => useTeacherMutation(teacherWordTestWithdraw);
