import type { CallDef } from "@hibiki/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { CallOptions } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import type { z } from "zod";
import { teacherCall } from "./api.ts";

type Paged = { items: unknown[]; total: number };

/**
 * The page to load after the loaded ones, or undefined when all `total` items are there (or a page came
 * back empty, so a shrinking list cannot loop).
 * @param last - the latest page
 * @param all - every loaded page
 * @returns the next 1-based page number, or undefined
 */
export function nextPage(last: Paged, all: readonly Paged[]): number | undefined {
  const loaded = all.reduce((n, p) => n + p.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? all.length + 1 : undefined;
}

/**
 * A paged teacher list ({ items, total } with a `page` query) loaded page by page: "more" fetches the
 * next page while fewer than `total` items are loaded (the page size is the server's business).
 * @param key - query key
 * @param def - the list call
 * @param query - its other query parameters
 * @returns the infinite query; `items` holds every loaded item
 */
export function useTeacherPagedQuery<Q extends z.ZodType, D extends z.ZodType<Paged>>(
  key: readonly unknown[],
  def: CallDef<Q, undefined, D>,
  query: Omit<NonNullable<CallOptions<Q, undefined>["query"]>, "page">,
) {
  const q = useInfiniteQuery({
    queryKey: [...key, "paged"],
    queryFn: ({ signal, pageParam }) =>
      teacherCall(def, {
        signal,
        query: { ...query, page: pageParam } as CallOptions<Q, undefined>["query"],
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPage(last as Paged, all as Paged[]),
    staleTime: STALE.short,
  });
  const items = (q.data?.pages.flatMap((p) => (p as Paged).items) ?? []) as z.output<D>["items"];
  return { ...q, items };
}
