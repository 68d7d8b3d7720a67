import {
  teacherClassDashboard,
  teacherClassDashboardCsv,
  teacherFeedbackList,
  teacherHomeworkCreate,
  teacherHomeworkDetail,
  teacherHomeworkList,
  teacherMessageList,
  teacherMessageSend,
  teacherResources,
  teacherStudentDetail,
  teacherSubmission,
  teacherSubmissionNote,
  teacherSubmissionReturn,
  teacherWordTestCreate,
  teacherWordTestList,
  teacherWordTestResult,
} from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { loadEvaluationXml } from "@web/lib/speech/index.ts";
import { STALE } from "@web/lib/stale.ts";
import { teacherCall, teacherKeys, useTeacherMutation, useTeacherQuery } from "./core.ts";
import { useTeacherPagedQuery } from "./paged.ts";

/** @returns the catalogue of assignable resources with their items */
export const useResourcesQuery = () => useTeacherQuery(teacherKeys.resources(), teacherResources);

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

/** @returns messages the teacher sent */
export const useMessageListQuery = () =>
  useTeacherPagedQuery([...teacherKeys.all, "messages"], teacherMessageList, {});
/** @returns mutation sending a message or notice */
export const useMessageSendMutation = () => useTeacherMutation(teacherMessageSend);

/** @returns resource feedback from the school's students */
export const useFeedbackListQuery = () =>
  useTeacherPagedQuery(teacherKeys.feedback(), teacherFeedbackList, {});
