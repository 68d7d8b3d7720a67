import { messageDetail, messageList } from "@hibiki/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { homeKeys } from "@web/features/home/api.ts";
import { studentKeys } from "@web/features/student/api.ts";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useEffect } from "react";

/** system or teacher messages. */
export type MessageTab = "system" | "teacher";

/** Query keys of the messages (the /news screens). */
export const messagesKeys = {
  all: ["messages"] as const,
  list: (tab: MessageTab, page: number) => [...messagesKeys.all, "list", tab, page] as const,
  detail: (id: number) => [...messagesKeys.all, "detail", id] as const,
};

/**
 * @param tab - system or teacher
 * @param page - 1-based page
 * @returns one page of messages with the unread count of each tab
 */
export function useMessageListQuery(tab: MessageTab, page = 1) {
  return useQuery({
    queryKey: messagesKeys.list(tab, page),
    queryFn: ({ signal }) => call(messageList, { signal, query: { tab, page } }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/**
 * Opens one message; the server marks it read, so the lists and unread badges (student info, home total)
 * are refreshed once it has loaded.
 * @param msgId - the message (null while the link is malformed)
 * @returns the message
 */
export function useMessageDetailQuery(msgId: number | null) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: messagesKeys.detail(msgId ?? 0),
    queryFn: ({ signal }) => call(messageDetail, { signal, query: { msg_id: msgId ?? 0 } }),
    enabled: msgId !== null,
    staleTime: STALE.none,
  });
  const loaded = q.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void client.invalidateQueries({ queryKey: [...messagesKeys.all, "list"] });
    // Other features' unread counts (home notice total, student info new_msg_num) read the same server data.
    void client.invalidateQueries({ queryKey: homeKeys.all });
    void client.invalidateQueries({ queryKey: studentKeys.all });
  }, [loaded, client]);
  return q;
}
