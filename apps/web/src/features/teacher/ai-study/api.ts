import {
  teacherAiHomeworkAssign,
  teacherAiHomeworkAssignments,
  teacherAiHomeworkDelete,
  teacherAiHomeworkHeatmap,
  teacherAiHomeworkOptions,
  teacherAiHomeworkProgress,
} from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/** Query keys of AI homework in the console (under teacherKeys.all, so every console mutation refreshes them). */
export const aiHomeworkKeys = {
  options: () => [...teacherKeys.all, "ai-homework", "options"] as const,
  assignments: (classId: number) => [...teacherKeys.all, "ai-homework", "assignments", classId] as const,
  progress: (assignmentId: number) => [...teacherKeys.all, "ai-homework", "progress", assignmentId] as const,
  heatmap: (classId: number, courseId: string) =>
    [...teacherKeys.all, "ai-homework", "heatmap", classId, courseId] as const,
};

/** @returns the teacher's classes, the AI study courses and the AI speaking scenarios */
export const useAiHomeworkOptionsQuery = () =>
  useTeacherQuery(aiHomeworkKeys.options(), teacherAiHomeworkOptions);
/**
 * @param classId - the class (0 waits)
 * @returns the class's AI homework with how many students are done
 */
export const useAiHomeworkAssignmentsQuery = (classId: number) =>
  useTeacherQuery(
    aiHomeworkKeys.assignments(classId),
    teacherAiHomeworkAssignments,
    { class_id: classId },
    classId > 0,
  );
/**
 * @param assignmentId - the assignment (0 waits)
 * @returns each student's progress on it
 */
export const useAiHomeworkProgressQuery = (assignmentId: number) =>
  useTeacherQuery(
    aiHomeworkKeys.progress(assignmentId),
    teacherAiHomeworkProgress,
    { assignment_id: assignmentId },
    assignmentId > 0,
  );
/**
 * @param classId - the class (0 waits)
 * @param courseId - the course ("" waits)
 * @returns the class's mastery of the course's grammar points
 */
export const useAiHomeworkHeatmapQuery = (classId: number, courseId: string) =>
  useTeacherQuery(
    aiHomeworkKeys.heatmap(classId, courseId),
    teacherAiHomeworkHeatmap,
    { class_id: classId, course_id: courseId },
    classId > 0 && courseId !== "",
  );
/** @returns mutation assigning AI homework to a class */
export const useAiHomeworkAssignMutation = () => useTeacherMutation(teacherAiHomeworkAssign);
/** @returns mutation deleting an assignment */
export const useAiHomeworkDeleteMutation = () => useTeacherMutation(teacherAiHomeworkDelete);
