import { historyDetails, historyDetailsDeep, historyList } from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the study history module. */
export const historyKeys = {
  all: ["history"] as const,
  list: (page: number) => [...historyKeys.all, "list", page] as const,
  details: (resCode: string) => [...historyKeys.all, "details", resCode] as const,
  deep: (guid: string) => [...historyKeys.all, "deep", guid] as const,
};

/** Page size of the history list. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * @param page - 1-based page
 * @returns one page of practised resources, newest first
 */
export function useHistoryListQuery(page: number) {
  return useQuery({
    queryKey: historyKeys.list(page),
    queryFn: ({ signal }) => call(historyList, { signal, query: { page, limit: HISTORY_PAGE_SIZE } }),
    staleTime: STALE.none,
  });
}

/**
 * @param resCode - the resource ("" disables the query)
 * @returns the resource's attempts
 */
export function useHistoryDetailsQuery(resCode: string) {
  return useQuery({
    queryKey: historyKeys.details(resCode),
    queryFn: ({ signal }) => call(historyDetails, { signal, query: { res_code: resCode } }),
    enabled: resCode !== "",
    staleTime: STALE.none,
  });
}

/**
 * @param guid - one of the student's attempts
 * @returns that attempt's result
 */
export function useHistoryDeepQuery(guid: string) {
  return useQuery({
    queryKey: historyKeys.deep(guid),
    queryFn: ({ signal }) => call(historyDetailsDeep, { signal, query: { guid } }),
    enabled: guid !== "",
  });
}

/**
 * The guid of the latest finished attempt at a resource, for the player's "last result" link. A resource
 * never practised answers an empty attempt list, so this is null; an unknown res_code (404) is an error
 * the player page reports itself, hence no toast here.
 * @param resCode - the resource ("" disables the query)
 * @returns the query
 */
export function useLastFinishedAttemptQuery(resCode: string) {
  return useQuery({
    queryKey: [...historyKeys.details(resCode), "last"] as const,
    queryFn: async ({ signal }) => {
      const data = await call(historyDetails, { signal, query: { res_code: resCode }, suppressToast: true });
      return data.attempts.find((a) => a.is_completed === 1)?.guid ?? null;
    },
    enabled: resCode !== "",
    retry: false,
    staleTime: STALE.none,
  });
}
