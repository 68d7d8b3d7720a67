import { aiHomeworkList } from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { isCollegeStudent } from "@web/lib/session.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the student's AI homework (calls under /v3/ai/homework). */
export const aiHomeworkKeys = {
  all: ["ai-homework"] as const,
  list: () => [...aiHomeworkKeys.all, "list"] as const,
};

/**
 * The student's open AI homework with their own progress. College students have none (the server refuses
 * them), so the call is not made for them; a failure is the card's to hide, not a toast.
 * @returns the query
 */
export function useAiHomeworkListQuery() {
  return useQuery({
    queryKey: aiHomeworkKeys.list(),
    queryFn: ({ signal }) => call(aiHomeworkList, { signal, suppressToast: true }),
    enabled: !isCollegeStudent(),
    staleTime: STALE.none,
  });
}
