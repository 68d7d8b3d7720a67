import { homepageBannerList, homeworkNewNoticeTotal, skillupNewFunctionList } from "@hibiki/contracts/home";
import { appNoticeContent, appNoticeList } from "@hibiki/contracts/home-calls";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the home module. */
export const homeKeys = {
  all: ["home"] as const,
  banners: () => [...homeKeys.all, "banners"] as const,
  notices: (page: number) => [...homeKeys.all, "notices", page] as const,
  notice: (id: number) => [...homeKeys.all, "notice", id] as const,
  newFunctions: () => [...homeKeys.all, "new-functions"] as const,
  noticeTotal: () => [...homeKeys.all, "notice-total"] as const,
};

/** @returns the home banners */
export function useBannersQuery() {
  return useQuery({
    queryKey: homeKeys.banners(),
    queryFn: ({ signal }) => call(homepageBannerList, { signal }),
    staleTime: STALE.medium,
  });
}

/**
 * @param page - page number (1-based)
 * @returns one page of notices
 */
export function useNoticesQuery(page = 1) {
  return useQuery({
    queryKey: homeKeys.notices(page),
    queryFn: ({ signal }) => call(appNoticeList, { signal, query: { page, limit: 5 } }),
  });
}

/**
 * @param id - notice id, or null for none
 * @returns the notice with its content
 */
export function useNoticeQuery(id: number | null) {
  return useQuery({
    queryKey: homeKeys.notice(id ?? 0),
    queryFn: ({ signal }) => call(appNoticeContent, { signal, query: { notice_id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: STALE.long,
  });
}

/** @returns the list of new functions (only features that exist) */
export function useNewFunctionsQuery() {
  return useQuery({
    queryKey: homeKeys.newFunctions(),
    queryFn: ({ signal }) => call(skillupNewFunctionList, { signal }),
    staleTime: STALE.long,
  });
}

/** @returns unfinished homework and unread message counts for the badge */
export function useNoticeTotalQuery() {
  return useQuery({
    queryKey: homeKeys.noticeTotal(),
    queryFn: ({ signal }) => call(homeworkNewNoticeTotal, { signal }),
  });
}
