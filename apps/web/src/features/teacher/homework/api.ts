import {
  teacherHomeworkCreate,
  teacherHomeworkDetail,
  teacherHomeworkExtend,
  teacherHomeworkList,
  teacherHomeworkRemind,
  teacherHomeworkUpdate,
  teacherHomeworkWithdraw,
  teacherSubmission,
  teacherSubmissionNote,
  teacherSubmissionNoteDelete,
  teacherSubmissionNoteUpdate,
  teacherSubmissionReturn,
} from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { loadEvaluationXml } from "@web/lib/speech/index.ts";
import { STALE } from "@web/lib/stale.ts";
import { teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";
import { useTeacherPagedQuery } from "../shell/paged.ts";

/**
 * @param classId - only this class's homework (null: all)
 * @returns the homework the teacher set
 */
export const useHomeworkListQuery = (classId: number | null) =>
  useTeacherPagedQuery(teacherKeys.homeworks(classId), teacherHomeworkList, {
    class_id: classId ?? undefined,
  });
/**
 * @param homeworkId - the homework
 * @returns its config, topics and per-student status
 */
export const useHomeworkDetailQuery = (homeworkId: number) =>
  useTeacherQuery(
    teacherKeys.homework(homeworkId),
    teacherHomeworkDetail,
    { homework_id: homeworkId },
    homeworkId > 0,
  );
/** @returns mutation assigning homework */
export const useHomeworkCreateMutation = () => useTeacherMutation(teacherHomeworkCreate);
/**
 * @param homeworkId - the homework
 * @param studentId - the student
 * @param topicId - the topic
 * @returns the student's attempts on that topic with recordings, writings and notes
 */
export const useSubmissionQuery = (homeworkId: number, studentId: number, topicId: number) =>
  useTeacherQuery(
    teacherKeys.submission(homeworkId, studentId, topicId),
    teacherSubmission,
    { homework_id: homeworkId, student_id: studentId, topic_id: topicId },
    homeworkId > 0 && studentId > 0 && topicId > 0,
  );
/**
 * The result XML a recorded answer keeps (its evaluate_result: the signed URL of the XML, or the XML
 * inline). A kept XML never changes, so it is cached for long and outside the console's keys (mutations
 * refetch those).
 * @param ref - the answer's evaluate_result ("" or undefined: nothing to load)
 * @returns the query; `data` is the XML, or null when the reference holds none
 */
export const useEvaluationXmlQuery = (ref: string | undefined) =>
  useQuery({
    queryKey: ["speech-evaluation-xml", ref ?? ""] as const,
    queryFn: ({ signal }) => loadEvaluationXml(ref, { signal }),
    enabled: Boolean(ref?.trim()),
    staleTime: STALE.long,
  });
/** @returns mutation adding a correction note to a writing answer */
export const useSubmissionNoteMutation = () => useTeacherMutation(teacherSubmissionNote);
/** @returns mutation returning work for another attempt */
export const useSubmissionReturnMutation = () => useTeacherMutation(teacherSubmissionReturn);
/** @returns mutation changing a homework's title, comment and deadline */
export const useHomeworkUpdateMutation = () => useTeacherMutation(teacherHomeworkUpdate);
/** @returns mutation giving one student a later deadline (or taking it back) */
export const useHomeworkExtendMutation = () => useTeacherMutation(teacherHomeworkExtend);
/** @returns mutation withdrawing a homework */
export const useHomeworkWithdrawMutation = () => useTeacherMutation(teacherHomeworkWithdraw);
/** @returns mutation changing a correction note's text */
export const useNoteUpdateMutation = () => useTeacherMutation(teacherSubmissionNoteUpdate);
/** @returns mutation deleting a correction note */
export const useNoteDeleteMutation = () => useTeacherMutation(teacherSubmissionNoteDelete);
/** @returns mutation reminding the students who have not submitted */
export const useHomeworkRemindMutation = () => useTeacherMutation(teacherHomeworkRemind);
