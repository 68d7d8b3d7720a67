import { homeworkNewNoticeTotal } from "@hibiki/contracts/home";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { homeworkKeys } from "./keys.ts";

/** @returns unfinished homework and unread messages (the homework tab badge) */
export function useHomeworkNoticeTotalQuery() {
  return useQuery({
    queryKey: homeworkKeys.noticeTotal(),
    queryFn: ({ signal }) => call(homeworkNewNoticeTotal, { signal }),
    staleTime: STALE.short,
  });
}
