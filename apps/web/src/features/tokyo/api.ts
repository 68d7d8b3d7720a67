import { tokyoPracticeResourceList } from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the Tokyo speaking test area. */
export const tokyoKeys = {
  all: ["tokyo"] as const,
  list: (dirId: number) => [...tokyoKeys.all, "list", dirId] as const,
};

/** @returns a folder of tests or training sets with the student's results */
export function useTokyoListQuery(dirId: number) {
  return useQuery({
    queryKey: tokyoKeys.list(dirId),
    queryFn: ({ signal }) => call(tokyoPracticeResourceList, { signal, query: { dir_id: dirId } }),
    staleTime: STALE.none,
  });
}
