import { type EngineResult, EngineResultSchema } from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { STALE } from "@web/lib/stale.ts";

/**
 * Fetches and validates the engine-result JSON behind a writing's engine_result link. The link is a
 * signed file URL (no token needed) and its content never changes, so it is cached for long.
 * @param url - the engine_result link ("" or undefined disables the query)
 * @returns the query; `data` is the parsed engine result
 */
export function useEngineResultQuery(url: string | undefined) {
  return useQuery({
    queryKey: ["writing-engine-result", url] as const,
    queryFn: async ({ signal }): Promise<EngineResult> => {
      const res = await fetch(url as string, { signal, headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`engine result ${url}: HTTP ${res.status}`);
      return EngineResultSchema.parse(await res.json());
    },
    enabled: Boolean(url),
    staleTime: STALE.long,
  });
}
