import { xfyunTtsAuthUrl } from "@hibiki/contracts/app";
import {
  type StudyWordExercise,
  type StudyWordMastery,
  studyWordAddPlan,
  studyWordBooks,
  studyWordChallengePaper2,
  studyWordDeletePlan,
  studyWordEditPlan,
  studyWordList,
  studyWordPlanInfo,
  studyWordPlans,
  studyWordResult,
  studyWordTodayTask,
  studyWordUploadChallengeLog,
  studyWordUploadWrongLog,
  studyWordWord,
  studyWordWrongTopicList,
} from "@hibiki/contracts/study-word";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback, useState } from "react";
import { studyWordKeys } from "./keys.ts";

export { studyWordKeys };

/** Refetches everything but the questions of a run in progress (they must not change under the student). */
const refreshOutsideRuns = (qc: QueryClient) =>
  qc.invalidateQueries({
    predicate: (q) => q.queryKey[0] === studyWordKeys.all[0] && q.queryKey[1] !== "run",
  });

/** @returns the word books (school year, CEFR-J, Eiken) */
export function useBooksQuery() {
  return useQuery({
    queryKey: studyWordKeys.books(),
    queryFn: ({ signal }) => call(studyWordBooks, { signal }),
    staleTime: STALE.long,
  });
}

/** @returns the student's plans with their counts and today's task */
export function usePlansQuery() {
  return useQuery({
    queryKey: studyWordKeys.plans(),
    queryFn: ({ signal }) => call(studyWordPlans, { signal }),
    staleTime: STALE.none,
  });
}

/** @returns a plan with its last 30 days and the next 7 days' reviews */
export function usePlanInfoQuery(planId: number | null) {
  return useQuery({
    queryKey: studyWordKeys.planInfo(planId ?? 0),
    queryFn: ({ signal }) => call(studyWordPlanInfo, { signal, query: { plan_id: planId ?? 0 } }),
    enabled: planId !== null,
    staleTime: STALE.none,
  });
}

/** @returns today's new and review words of a plan and those already done */
export function useTodayTaskQuery(planId: number | null) {
  return useQuery({
    queryKey: studyWordKeys.today(planId ?? 0),
    queryFn: ({ signal }) => call(studyWordTodayTask, { signal, query: { plan_id: planId ?? 0 } }),
    enabled: planId !== null,
    staleTime: STALE.none,
  });
}

/** @returns one page of a plan's words, optionally of one mastery */
export function useWordListQuery(planId: number | null, mastery: StudyWordMastery | null, page: number) {
  return useQuery({
    queryKey: studyWordKeys.list(planId ?? 0, mastery ?? "", page),
    queryFn: ({ signal }) =>
      call(studyWordList, {
        signal,
        query: { plan_id: planId ?? 0, page, limit: 20, ...(mastery ? { mastery } : {}) },
      }),
    enabled: planId !== null,
    staleTime: STALE.none,
    placeholderData: (prev) => prev,
  });
}

/** @returns one word with the student's mastery of it */
export function useWordQuery(wordId: number | null) {
  return useQuery({
    queryKey: studyWordKeys.word(wordId ?? 0),
    queryFn: ({ signal }) => call(studyWordWord, { signal, query: { word_id: wordId ?? 0 } }),
    enabled: wordId !== null,
    staleTime: STALE.short,
  });
}

/** @returns a day's answers of a plan (today without a date) */
export function useResultQuery(planId: number | null, date: string | null) {
  return useQuery({
    queryKey: studyWordKeys.result(planId ?? 0, date ?? ""),
    queryFn: ({ signal }) =>
      call(studyWordResult, { signal, query: { plan_id: planId ?? 0, ...(date ? { date } : {}) } }),
    enabled: planId !== null,
    staleTime: STALE.none,
  });
}

/** @returns the plan's missed words (for the count and the list) */
export function useWrongListQuery(planId: number | null) {
  return useQuery({
    queryKey: studyWordKeys.wrongList(planId ?? 0),
    queryFn: ({ signal }) => call(studyWordWrongTopicList, { signal, query: { plan_id: planId ?? 0 } }),
    enabled: planId !== null,
    staleTime: STALE.none,
  });
}

/**
 * The questions of one run, fetched when the run starts and kept as they are until it ends.
 * @param planId - the plan
 * @param kind - today's task, the self-test, or the missed words
 * @returns the query
 */
export function useRunItemsQuery(planId: number | null, kind: "today" | "test" | "wrong") {
  const [nonce] = useState(() => Date.now());
  const id = planId ?? 0;
  return useQuery({
    queryKey: kind === "wrong" ? studyWordKeys.wrongRun(id, nonce) : studyWordKeys.paper(id, kind, nonce),
    queryFn: ({ signal }) =>
      kind === "wrong"
        ? call(studyWordWrongTopicList, { signal, query: { plan_id: id } })
        : call(studyWordChallengePaper2, { signal, query: { plan_id: id, mode: kind } }),
    enabled: planId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** @returns mutation adding a plan (one per book) */
export function useAddPlanMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { book_id: string; daily_new: number }) => call(studyWordAddPlan, { body }),
    onSuccess: () => refreshOutsideRuns(qc),
  });
}

/** @returns mutation changing a plan's daily amount */
export function useEditPlanMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { plan_id: number; daily_new: number }) => call(studyWordEditPlan, { body }),
    onSuccess: () => refreshOutsideRuns(qc),
  });
}

/** @returns mutation deleting a plan the student made */
export function useDeletePlanMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => call(studyWordDeletePlan, { body: { plan_id: planId } }),
    onSuccess: () => refreshOutsideRuns(qc),
  });
}

/** What one answer of a run reports. */
export type AnswerLog = {
  plan_id: number;
  word_id: number;
  is_right: boolean;
  exercise?: StudyWordExercise;
  duration_ms?: number;
  score?: number;
};

/**
 * Posts one answer of a run: today's task and the self-test to upload-challenge-log, the missed-word
 * practice to upload-wrong-log. Plans, counts and the home badge refresh; the run's questions do not.
 * @param wrongMode - whether the run is the missed-word practice
 * @returns the post function, resolving with today's (or the list's) remaining count
 */
export function useAnswerLog(wrongMode: boolean) {
  const qc = useQueryClient();
  return useCallback(
    async (log: AnswerLog): Promise<{ remaining: number }> => {
      const is_right = log.is_right ? 1 : 0;
      const r = wrongMode
        ? await call(studyWordUploadWrongLog, {
            body: { plan_id: log.plan_id, word_id: log.word_id, is_right },
          })
        : await call(studyWordUploadChallengeLog, {
            body: {
              plan_id: log.plan_id,
              word_id: log.word_id,
              is_right,
              ...(log.exercise ? { exercise: log.exercise } : {}),
              ...(log.duration_ms !== undefined ? { duration_ms: log.duration_ms } : {}),
              ...(log.score !== undefined ? { score: log.score } : {}),
            },
          });
      void refreshOutsideRuns(qc);
      return { remaining: r.remaining };
    },
    [qc, wrongMode],
  );
}

/**
 * @param voice - the model voice
 * @returns a maker of model-audio URLs for a text (the word's own audio_url wins where it has one)
 */
export function useWordAudio(voice: "female1" | "male3" = "female1") {
  const base = useQuery({
    queryKey: ["tts-base"] as const,
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  return useCallback(
    (text: string, own?: string | null) => {
      if (own) return own;
      if (!text.trim()) return "";
      return url && /^https?:/.test(url) ? buildTtsUrl({ text, voice }, url) : buildTtsUrl({ text, voice });
    },
    [url, voice],
  );
}
