import {
  type WordQuizAnswerBody,
  wordQuizAbortExam,
  wordQuizAnswer,
  wordQuizResource,
  wordQuizTasks,
  wordQuizTopics,
  wordQuizWrongTopicList,
  wordQuizWrongTopicResource,
} from "@hibiki/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the word tests (calls under /v3/word-quiz). */
export const wordTestsKeys = {
  all: ["word-tests"] as const,
  tasks: () => [...wordTestsKeys.all, "tasks"] as const,
  topics: (taskId: number) => [...wordTestsKeys.all, "topics", taskId] as const,
  play: (mode: WordPlayMode, taskId: number) => [...wordTestsKeys.all, "play", mode, taskId] as const,
  wrongList: () => [...wordTestsKeys.all, "wrong-list"] as const,
};

// Lists and results go stale after an answer; the running play query must not refetch (it would restart
// the queue under the student).
const listsOnly = {
  queryKey: wordTestsKeys.all,
  predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== "play",
};

/** exam: the one scored attempt; wrong: wrong-topic practice. */
export type WordPlayMode = "exam" | "wrong";

/** @returns the student's word tests with period and exam state */
export function useWordQuizTasksQuery() {
  return useQuery({
    queryKey: wordTestsKeys.tasks(),
    queryFn: ({ signal }) => call(wordQuizTasks, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * @param taskId - the word test (null while the link is malformed)
 * @returns the test with each word and the student's outcome
 */
export function useWordQuizTopicsQuery(taskId: number | null) {
  return useQuery({
    queryKey: wordTestsKeys.topics(taskId ?? 0),
    queryFn: ({ signal }) => call(wordQuizTopics, { signal, query: { task_id: taskId ?? 0 } }),
    enabled: taskId !== null,
    staleTime: STALE.none,
  });
}

/**
 * The items to play: the test's unanswered items (exam; starts or resumes the attempt) or the items still
 * wrong (wrong-topic mode). Never cached and never retried: a 423 or 400 must reach the page as is.
 * @param mode - exam or wrong
 * @param taskId - the word test
 * @returns the query
 */
export function useWordPlayQuery(mode: WordPlayMode, taskId: number | null) {
  return useQuery({
    queryKey: wordTestsKeys.play(mode, taskId ?? 0),
    queryFn: ({ signal }) =>
      call(mode === "exam" ? wordQuizResource : wordQuizWrongTopicResource, {
        signal,
        query: { task_id: taskId ?? 0 },
        // The page explains a closed or not-open test itself.
        suppressToast: true,
      }),
    enabled: taskId !== null,
    staleTime: STALE.none,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** @returns finished tests that still have wrongly answered words */
export function useWrongTopicListQuery() {
  return useQuery({
    queryKey: wordTestsKeys.wrongList(),
    queryFn: ({ signal }) => call(wordQuizWrongTopicList, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * Answers one word (server-scored). A 423 (period ended) rejects with LockedError for the page.
 * @returns the answer function
 */
export function useWordAnswer() {
  const client = useQueryClient();
  return useCallback(
    async (body: WordQuizAnswerBody) => {
      try {
        return await call(wordQuizAnswer, { body, suppressToast: false });
      } finally {
        // Any answer (or a 423 at the period end) changes the test's state in the list: drop the cached
        // list so returning to it never shows the state from before the exam.
        client.removeQueries({ queryKey: wordTestsKeys.tasks() });
        void client.invalidateQueries(listsOnly);
      }
    },
    [client],
  );
}

/**
 * Leaves the exam midway: the attempt is closed with 0 points.
 * @returns the abort function
 */
export function useAbortWordExam() {
  const client = useQueryClient();
  return useCallback(
    async (taskId: number) => {
      const data = await call(wordQuizAbortExam, { body: { task_id: taskId } });
      client.removeQueries({ queryKey: wordTestsKeys.tasks() });
      void client.invalidateQueries(listsOnly);
      return data;
    },
    [client],
  );
}
