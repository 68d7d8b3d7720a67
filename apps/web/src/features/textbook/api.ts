import {
  type ResourceInfo,
  textbookBookList,
  textbookNextResourceInfo,
  textbookResourceInfo,
  textbookTopicAnswerRecord,
  textbookTopicAnswerResult,
  textbookUnitDirectory,
  textbookUnitList,
} from "@hibiki/contracts/textbook";
import { type Resource, ResourceSchema } from "@hibiki/exercises";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SaveAnswer } from "@web/exercises/shell/use-attempt.ts";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the textbook module. */
export const textbookKeys = {
  all: ["textbook"] as const,
  books: () => [...textbookKeys.all, "books"] as const,
  units: (bookId: string) => [...textbookKeys.all, "units", bookId] as const,
  sections: (unitId: string) => [...textbookKeys.all, "sections", unitId] as const,
  info: (resCode: string, mode: string, questionIds: string) =>
    [...textbookKeys.all, "info", resCode, mode, questionIds] as const,
  content: (url: string) => [...textbookKeys.all, "content", url] as const,
  result: (resCode: string, guid: string) => [...textbookKeys.all, "result", resCode, guid] as const,
  next: (resId: number) => [...textbookKeys.all, "next", resId] as const,
};

/** @returns the textbooks with the student's progress */
export function useBookListQuery() {
  return useQuery({
    queryKey: textbookKeys.books(),
    queryFn: ({ signal }) => call(textbookBookList, { signal }),
    staleTime: STALE.short,
  });
}

/**
 * @param bookId - catalogue code of the book
 * @returns the book's units
 */
export function useUnitDirectoryQuery(bookId: string) {
  return useQuery({
    queryKey: textbookKeys.units(bookId),
    queryFn: ({ signal }) => call(textbookUnitDirectory, { signal, query: { book_id: bookId } }),
    enabled: bookId !== "",
    staleTime: STALE.short,
  });
}

/**
 * @param unitId - catalogue code of the unit
 * @returns the unit's sections and resources
 */
export function useUnitListQuery(unitId: string) {
  return useQuery({
    queryKey: textbookKeys.sections(unitId),
    queryFn: ({ signal }) => call(textbookUnitList, { signal, query: { unit_id: unitId } }),
    enabled: unitId !== "",
    staleTime: STALE.none,
  });
}

/** Resource info plus the parsed resource content it points at. */
export type LoadedResource = { info: ResourceInfo; resource: Resource };

/**
 * Fetches the built resource JSON and validates it with the exercise schemas.
 * @param url - resource_url from resource-info (already cache-busted by res_version)
 * @param signal - abort signal
 * @returns the parsed resource
 * @throws Error naming the url when it cannot be fetched or does not match the schema
 */
export async function fetchResourceContent(url: string, signal?: AbortSignal): Promise<Resource> {
  const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`resource ${url} could not be loaded (HTTP ${res.status})`);
  const parsed = ResourceSchema.safeParse(await res.json());
  if (!parsed.success) throw new Error(`resource ${url} is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * Resource info (with resume data) and its content; never cached between visits so a reload resumes.
 * @param params - res_code, mode and the optional question_ids filter
 * @returns the query
 */
export function useResourceQuery(params: { resCode: string; mode: string; questionIds: string }) {
  const { resCode, mode, questionIds } = params;
  return useQuery({
    queryKey: textbookKeys.info(resCode, mode, questionIds),
    queryFn: async ({ signal }): Promise<LoadedResource> => {
      const info = await call(textbookResourceInfo, {
        signal,
        query: {
          res_code: resCode,
          mode: mode as "practice",
          ...(questionIds ? { question_ids: questionIds } : {}),
        },
      });
      const resource = await fetchResourceContent(info.resource_url, signal);
      return { info, resource };
    },
    enabled: resCode !== "",
    staleTime: STALE.none,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The answer-saving function the player shell calls (textbook/topic-answer-record). The answer item
 * travels as a JSON string because the body is form-encoded.
 * @returns a SaveAnswer
 */
export function useSaveAnswer(): SaveAnswer {
  const client = useQueryClient();
  return useCallback<SaveAnswer>(
    async (req) => {
      const data = await call(textbookTopicAnswerRecord, {
        body: { ...req, item: JSON.stringify(req.item) },
      });
      void client.invalidateQueries({ queryKey: [...textbookKeys.all, "sections"] });
      return { item: data.item, stats: data.stats };
    },
    [client],
  );
}

/**
 * @param resCode - the resource
 * @param guid - the attempt
 * @returns the attempt's result
 */
export function useTopicAnswerResultQuery(resCode: string, guid: string) {
  return useQuery({
    queryKey: textbookKeys.result(resCode, guid),
    queryFn: ({ signal }) => call(textbookTopicAnswerResult, { signal, query: { res_code: resCode, guid } }),
    enabled: resCode !== "" && guid !== "",
  });
}

/**
 * Loads the resource JSON of a result (its resource_url).
 * @param url - resource_url, or "" while unknown
 * @returns the parsed resource
 */
export function useResourceContentQuery(url: string) {
  return useQuery({
    queryKey: textbookKeys.content(url),
    queryFn: ({ signal }) => fetchResourceContent(url, signal),
    enabled: url !== "",
    staleTime: STALE.long,
  });
}

/**
 * @param resId - res_id of the finished resource (0 while unknown)
 * @returns the next resource in the unit, or null at the end
 */
export function useNextResourceQuery(resId: number) {
  return useQuery({
    queryKey: textbookKeys.next(resId),
    queryFn: ({ signal }) => call(textbookNextResourceInfo, { signal, query: { resource_id: resId } }),
    enabled: resId > 0,
    staleTime: STALE.medium,
  });
}
