import {
  type HomeworkTopicResourceInfo,
  homeworkDetail,
  homeworkList,
  homeworkTopicAnswerRecord,
  homeworkTopicAnswerResult,
  homeworkTopicResourceInfo,
} from "@hibiki/contracts/homework";
import type { Resource } from "@hibiki/exercises";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SaveAnswer } from "@web/exercises/shell/use-attempt.ts";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";
import { homeworkKeys } from "./keys.ts";
import type { HomeworkTab } from "./rules.ts";

// The tab badge's query and the keys live apart, so the signed-in shell loads neither this module nor
// the homework and resource schemas it imports.
export { homeworkKeys } from "./keys.ts";
export { useHomeworkNoticeTotalQuery } from "./notice-total.ts";

/**
 * @param tab - all, not_submitted or answered
 * @param page - 1-based page
 * @returns one page of the student's homework with the unfinished count
 */
export function useHomeworkListQuery(tab: HomeworkTab, page = 1) {
  return useQuery({
    queryKey: homeworkKeys.list(tab, page),
    queryFn: ({ signal }) => call(homeworkList, { signal, query: { tab, page } }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/**
 * @param homeworkId - the homework (null while the query is malformed)
 * @returns the homework with its config switches and topics
 */
export function useHomeworkDetailQuery(homeworkId: number | null) {
  return useQuery({
    queryKey: homeworkKeys.detail(homeworkId ?? 0),
    queryFn: ({ signal }) => call(homeworkDetail, { signal, query: { homework_id: homeworkId ?? 0 } }),
    enabled: homeworkId !== null,
    staleTime: STALE.none,
  });
}

/** A homework topic's resource info (config, attempts, resume data) plus its parsed content. */
export type LoadedTopic = { info: HomeworkTopicResourceInfo; resource: Resource };

/**
 * Topic resource info and content; never cached so a reload resumes from the server's answer data.
 * @param homeworkId - the homework
 * @param topicId - the topic
 * @returns the query
 */
export function useTopicResourceQuery(homeworkId: number | null, topicId: number | null) {
  return useQuery({
    queryKey: homeworkKeys.topic(homeworkId ?? 0, topicId ?? 0),
    queryFn: async ({ signal }): Promise<LoadedTopic> => {
      const info = await call(homeworkTopicResourceInfo, {
        signal,
        query: { homework_id: homeworkId ?? 0, topic_id: topicId ?? 0 },
      });
      // Loaded here, not with the module: the tab badge uses this module, and the resource schemas are heavy.
      const { fetchResourceContent } = await import("@web/features/textbook/api.ts");
      const resource = await fetchResourceContent(info.resource_url, signal);
      return { info, resource };
    },
    enabled: homeworkId !== null && topicId !== null,
    staleTime: STALE.none,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The player shell's save function in homework mode: each answer goes to homework/topic-answer-record with
 * the homework and topic ids (res_code and mode are implied by the topic). A 423 (closed for answers)
 * rejects with LockedError for the page to handle.
 * @param homeworkId - the homework
 * @param topicId - the topic
 * @returns a SaveAnswer
 */
export function useHomeworkSaveAnswer(homeworkId: number, topicId: number): SaveAnswer {
  const client = useQueryClient();
  return useCallback<SaveAnswer>(
    async (req) => {
      const data = await call(homeworkTopicAnswerRecord, {
        body: {
          homework_id: homeworkId,
          topic_id: topicId,
          guid: req.guid,
          current_index: req.current_index,
          is_completed: req.is_completed,
          item: JSON.stringify(req.item),
        },
      });
      // Lists and the detail change once a topic attempt is finished; the running topic query must not
      // refetch (the shell would restart on new data).
      if (req.is_completed === 1)
        void client.invalidateQueries({
          queryKey: homeworkKeys.all,
          predicate: (q) => q.queryKey[1] !== "topic",
        });
      return { item: data.item, stats: data.stats };
    },
    [client, homeworkId, topicId],
  );
}

/**
 * @param homeworkId - the homework
 * @param topicId - the topic
 * @param guid - the attempt; "" for the latest finished one
 * @returns the attempt's result with config, attempts left and teacher notes
 */
export function useHomeworkResultQuery(homeworkId: number | null, topicId: number | null, guid: string) {
  return useQuery({
    queryKey: homeworkKeys.result(homeworkId ?? 0, topicId ?? 0, guid),
    queryFn: ({ signal }) =>
      call(homeworkTopicAnswerResult, {
        signal,
        query: { homework_id: homeworkId ?? 0, topic_id: topicId ?? 0, ...(guid ? { guid } : {}) },
      }),
    enabled: homeworkId !== null && topicId !== null,
    staleTime: STALE.none,
  });
}
