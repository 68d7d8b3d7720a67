import { type RankScope, type RankTab, rankList, rankPrivacy } from "@hibiki/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the rankings (calls under /v3/rank). */
export const rankKeys = {
  all: ["rank"] as const,
  list: (tab: RankTab, scope: RankScope, page: number, limit: number) =>
    [...rankKeys.all, "list", tab, scope, page, limit] as const,
};

/**
 * One page of a board with the caller's own row (the snapshot changes once a day: short stale time).
 * Refusals (college accounts) are the page's own message, not a toast.
 * @returns the board query
 */
export function useRankListQuery(tab: RankTab, scope: RankScope, page: number, limit: number) {
  return useQuery({
    queryKey: rankKeys.list(tab, scope, page, limit),
    queryFn: ({ signal }) =>
      call(rankList, { signal, query: { tab, scope, page, limit }, suppressToast: true }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
  });
}

/** @returns the mutation storing whether the student hides beyond the class (the boards reload) */
export function useRankPrivacyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hide: 0 | 1) => call(rankPrivacy, { body: { hide_beyond_class: hide } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rankKeys.all }),
  });
}
