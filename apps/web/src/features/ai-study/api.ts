import {
  aiCourseConsolidationLogs,
  aiCourseConsolidationSubmit,
  aiCourseDocument,
  aiCourseExerciseIndex,
  aiCourseExercisePart,
  aiCourseExplanationSubmit,
  aiCourseIndex,
  aiCourseRecommendIndex,
  aiCourseRecommendLogs,
  aiCourseRecommendSubmit,
  aiCourseReport,
  aiCourseReviewLogs,
  aiCourseReviewSubmit,
  aiCourseTestingIndex,
  aiCourseTestingPaper,
  aiCourseTestingSubmit,
  aiCourseVideoSubmit,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { call } from "@web/lib/api-client.ts";
import { playTts, type TtsPlayback } from "@web/lib/speech/tts-player.ts";
import { buildTtsUrl, TTS_PATH } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";
import type { ResourceStage } from "./urls.ts";

/** Query keys of AI study (calls under /v3/ai/course). */
export const aiStudyKeys = {
  all: ["ai-study"] as const,
  courses: () => [...aiStudyKeys.all, "courses"] as const,
  lessons: (courseId: string) => [...aiStudyKeys.all, "lessons", courseId] as const,
  part: (lessonId: string) => [...aiStudyKeys.all, "part", lessonId] as const,
  logs: (stage: string, id: string, guid: string) => [...aiStudyKeys.all, "logs", stage, id, guid] as const,
  testing: (courseId: string) => [...aiStudyKeys.all, "testing", courseId] as const,
  recommend: (courseId: string) => [...aiStudyKeys.all, "recommend", courseId] as const,
  report: (courseId: string) => [...aiStudyKeys.all, "report", courseId] as const,
  document: () => [...aiStudyKeys.all, "document"] as const,
};

/**
 * Keys of the submit calls a result screen makes once per attempt: outside {@link aiStudyKeys.all}, so
 * refreshing the lists after a submit never sends it again.
 */
export const aiStudySubmitKeys = {
  stage: (stage: ResourceStage, lessonId: string, guid: string) =>
    ["ai-study-submit", stage, lessonId, guid] as const,
  test: (courseId: string, guid: string) => ["ai-study-submit", "test", courseId, guid] as const,
  recommend: (courseId: string, guid: string) => ["ai-study-submit", "recommend", courseId, guid] as const,
};

// Refusals (an unknown course, lesson or attempt; a college account) are the pages' own messages, not toasts.
const quiet = { suppressToast: true } as const;

/** A submit sent once: kept for the page's life, never refetched by focus or a remount. */
const ONCE = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000, retry: false } as const;

/** @returns the four courses with the student's progress and mastery summary */
export function useCoursesQuery() {
  return useQuery({
    queryKey: aiStudyKeys.courses(),
    queryFn: ({ signal }) => call(aiCourseIndex, { signal, ...quiet }),
    staleTime: STALE.none,
  });
}

/**
 * @param courseId - the course
 * @returns the course with its lessons, their stages and the mastery of their points
 */
export function useCourseLessonsQuery(courseId: string) {
  return useQuery({
    queryKey: aiStudyKeys.lessons(courseId),
    queryFn: ({ signal }) =>
      call(aiCourseExerciseIndex, { signal, query: { course_id: courseId }, ...quiet }),
    staleTime: STALE.none,
  });
}

/**
 * @param lessonId - the lesson
 * @returns the lesson's slides, explanation, resources and stages
 */
export function useLessonPartQuery(lessonId: string) {
  return useQuery({
    queryKey: aiStudyKeys.part(lessonId),
    queryFn: ({ signal }) => call(aiCourseExercisePart, { signal, query: { lesson_id: lessonId }, ...quiet }),
    staleTime: STALE.none,
  });
}

/** Refreshes every AI study screen's data (a stage or a paper was submitted). */
function useRefresh() {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: aiStudyKeys.all }), [qc]);
}

/** @returns the mutation marking a lesson's video watched (resource_id = the lesson id) */
export function useVideoSubmitMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (lessonId: string) =>
      call(aiCourseVideoSubmit, { body: { resource_id: lessonId }, ...quiet }),
    onSuccess: refresh,
  });
}

/** @returns the mutation sending the explanation's check answers (the chosen option per point, -1 = none) */
export function useExplanationSubmitMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { lessonId: string; answers: number[] }) =>
      call(aiCourseExplanationSubmit, { body: { resource_id: v.lessonId, answers: v.answers }, ...quiet }),
    onSuccess: refresh,
  });
}

/**
 * Submits a review or consolidation attempt once (marks the stage done, answers mastery before and after).
 * @param stage - review or consolidation
 * @param lessonId - the lesson
 * @param guid - the attempt played with the textbook player
 * @returns the query of the submit's answer
 */
export function useStageSubmitQuery(stage: ResourceStage, lessonId: string, guid: string) {
  const refresh = useRefresh();
  return useQuery({
    queryKey: aiStudySubmitKeys.stage(stage, lessonId, guid),
    queryFn: async () => {
      const def = stage === "review" ? aiCourseReviewSubmit : aiCourseConsolidationSubmit;
      const data = await call(def, { body: { lesson_id: lessonId, guid }, ...quiet });
      refresh();
      return data;
    },
    ...ONCE,
  });
}

/**
 * @param stage - review or consolidation
 * @param lessonId - the lesson
 * @param guid - the submitted attempt
 * @param enabled - after the submit
 * @returns the attempt's questions with the answers, model answers and explanations
 */
export function useStageLogsQuery(stage: ResourceStage, lessonId: string, guid: string, enabled: boolean) {
  return useQuery({
    queryKey: aiStudyKeys.logs(stage, lessonId, guid),
    queryFn: ({ signal }) =>
      call(stage === "review" ? aiCourseReviewLogs : aiCourseConsolidationLogs, {
        signal,
        query: { lesson_id: lessonId, guid },
        ...quiet,
      }),
    enabled,
    staleTime: STALE.medium,
  });
}

/**
 * @param courseId - the course
 * @returns the confirmation test's introduction, resource and past papers
 */
export function useTestingIndexQuery(courseId: string) {
  return useQuery({
    queryKey: aiStudyKeys.testing(courseId),
    queryFn: ({ signal }) => call(aiCourseTestingIndex, { signal, query: { course_id: courseId }, ...quiet }),
    staleTime: STALE.none,
  });
}

/**
 * Submits a confirmation test attempt once.
 * @param courseId - the course
 * @param guid - the attempt
 * @param enabled - only for a test just taken
 * @returns the query of the submit's answer
 */
export function useTestingSubmitQuery(courseId: string, guid: string, enabled: boolean) {
  const refresh = useRefresh();
  return useQuery({
    queryKey: aiStudySubmitKeys.test(courseId, guid),
    queryFn: async () => {
      const data = await call(aiCourseTestingSubmit, { body: { course_id: courseId, guid }, ...quiet });
      refresh();
      return data;
    },
    enabled,
    ...ONCE,
  });
}

/**
 * @param courseId - the course
 * @param guid - a submitted attempt
 * @param enabled - once submitted
 * @returns the paper: the score per point and every question
 */
export function useTestingPaperQuery(courseId: string, guid: string, enabled: boolean) {
  return useQuery({
    queryKey: aiStudyKeys.logs("test", courseId, guid),
    queryFn: ({ signal }) =>
      call(aiCourseTestingPaper, { signal, query: { course_id: courseId, guid }, ...quiet }),
    enabled,
    staleTime: STALE.medium,
  });
}

/**
 * @param courseId - the course
 * @returns the lessons by expected gain and the weakness paper (a fresh guid each time)
 */
export function useRecommendQuery(courseId: string) {
  return useQuery({
    queryKey: aiStudyKeys.recommend(courseId),
    queryFn: ({ signal }) =>
      call(aiCourseRecommendIndex, { signal, query: { course_id: courseId }, ...quiet }),
    staleTime: STALE.none,
  });
}

/**
 * Submits a weakness paper once.
 * @param courseId - the course
 * @param guid - the paper's guid
 * @returns the query of the submit's answer
 */
export function useRecommendSubmitQuery(courseId: string, guid: string) {
  const refresh = useRefresh();
  return useQuery({
    queryKey: aiStudySubmitKeys.recommend(courseId, guid),
    queryFn: async () => {
      const data = await call(aiCourseRecommendSubmit, { body: { course_id: courseId, guid }, ...quiet });
      refresh();
      return data;
    },
    ...ONCE,
  });
}

/**
 * @param courseId - the course
 * @param guid - the submitted paper
 * @param enabled - after the submit
 * @returns the paper's questions with the answers and explanations
 */
export function useRecommendLogsQuery(courseId: string, guid: string, enabled: boolean) {
  return useQuery({
    queryKey: aiStudyKeys.logs("recommend", courseId, guid),
    queryFn: ({ signal }) =>
      call(aiCourseRecommendLogs, { signal, query: { course_id: courseId, guid }, ...quiet }),
    enabled,
    staleTime: STALE.medium,
  });
}

/** @returns the grammar reference: every course's points with their explanations */
export function useDocumentQuery() {
  return useQuery({
    queryKey: aiStudyKeys.document(),
    queryFn: ({ signal }) => call(aiCourseDocument, { signal, ...quiet }),
    staleTime: STALE.long,
  });
}

/**
 * @param courseId - the course
 * @returns mastery per point now and over time
 */
export function useReportQuery(courseId: string) {
  return useQuery({
    queryKey: aiStudyKeys.report(courseId),
    queryFn: ({ signal }) => call(aiCourseReport, { signal, query: { course_id: courseId }, ...quiet }),
    staleTime: STALE.none,
  });
}

/** Speaks an English text with the offline voice at the header's speed. */
export type Speak = (text: string) => TtsPlayback;

/**
 * The offline synthesis (get-tts-auth-url, asked once and shared with the other features; the plain
 * `/v3/tts/speak` without it): the narration and the example sentences are spoken with it.
 * @returns the speak function and whether the endpoint is known yet
 */
export function useSpeak(): { speak: Speak; ready: boolean } {
  const speed = usePlaySpeed();
  const base = useQuery({
    queryKey: ["tts-base"] as const,
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  const speak = useCallback<Speak>(
    (text) =>
      playTts({
        src: buildTtsUrl({ text, voice: "female1", speed }, url && /^https?:/.test(url) ? url : TTS_PATH),
      }),
    [url, speed],
  );
  return { speak, ready: !base.isPending };
}
