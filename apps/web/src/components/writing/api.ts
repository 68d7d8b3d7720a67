import {
  submitItrTopicWriting,
  type WritingLevel,
  type WritingSource,
  writingDetail,
  writingHistory,
  writingSubmit,
  writingTopicDetail,
  writingTopicList,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

// Writing query hooks, shared by AI writing, skill-up writing and homework (promoted here from a feature's
// api.ts because more than one feature calls them).

/** Query keys of the writing screens. */
export const writingKeys = {
  all: ["writing"] as const,
  topics: (level: WritingLevel | "") => [...writingKeys.all, "topics", level] as const,
  topic: (id: string) => [...writingKeys.all, "topic", id] as const,
  history: (source: WritingSource, page: number) => [...writingKeys.all, "history", source, page] as const,
  detail: (id: number) => [...writingKeys.all, "detail", id] as const,
};

/** Page size of the writing history. */
export const WRITING_HISTORY_PAGE_SIZE = 20;

/** @param level - junior, senior or "" for all @returns the topic list */
export function useWritingTopicsQuery(level: WritingLevel | "") {
  return useQuery({
    queryKey: writingKeys.topics(level),
    queryFn: ({ signal }) => call(writingTopicList, { signal, query: level ? { level } : {} }),
    staleTime: STALE.long,
  });
}

/** @param topicId - the topic ("" disables the query) @returns the topic with instructions and sample */
export function useWritingTopicQuery(topicId: string) {
  return useQuery({
    queryKey: writingKeys.topic(topicId),
    queryFn: ({ signal }) => call(writingTopicDetail, { signal, query: { topic_id: topicId } }),
    enabled: topicId !== "",
    staleTime: STALE.long,
  });
}

/** @param source - which screens' writings @param page - 1-based @returns one page of the history */
export function useWritingHistoryQuery(source: WritingSource, page: number) {
  return useQuery({
    queryKey: writingKeys.history(source, page),
    queryFn: ({ signal }) =>
      call(writingHistory, { signal, query: { source, page, limit: WRITING_HISTORY_PAGE_SIZE } }),
    staleTime: STALE.none,
  });
}

/** @param id - a writing id (0 disables the query) @returns that writing */
export function useWritingDetailQuery(id: number) {
  return useQuery({
    queryKey: writingKeys.detail(id),
    queryFn: ({ signal }) => call(writingDetail, { signal, query: { writing_id: id } }),
    enabled: id > 0,
  });
}

/**
 * Submits a writing; on success the history is refetched and the new record is cached by id.
 * @returns the mutation (variables: source, topic_id, content)
 */
export function useSubmitWritingMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { source: WritingSource; topic_id?: string; content: string }) =>
      call(writingSubmit, { body }),
    onSuccess: (record) => {
      qc.setQueryData(writingKeys.detail(record.writing_id), record);
      void qc.invalidateQueries({ queryKey: [...writingKeys.all, "history"] });
    },
  });
}

/**
 * Submits the writing of a textbook or homework writing item (POST textbook/submit-itr-topic-writing); the
 * returned engine_result link goes into the item's answer payload.
 * @returns the mutation (variables: content, question_id, and res_code so the server measures the text
 *   against the item's own word range and prompt)
 */
export function useSubmitItemWritingMutation() {
  return useMutation({
    mutationFn: (body: { content: string; question_id?: string; res_code?: string }) =>
      call(submitItrTopicWriting, { body }),
  });
}
