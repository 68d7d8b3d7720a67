import { collegeExamRegionLogs, EIKEN_LEVELS, eikenChallengeLogs } from "@hibiki/contracts";
import { useQueries } from "@tanstack/react-query";
import { eikenKeys } from "@web/features/eiken/exports/queries.ts";
import { listeningKeys, useRegionListQuery } from "@web/features/listening-exam/exports/queries.ts";
import { useTokyoListQuery } from "@web/features/tokyo/exports/queries.ts";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/**
 * The full exam simulations the student can sit, with their records: the Eiken first-stage mock test of
 * every grade (its sittings' CSE estimates), the Common Test listening mock tests (their sittings' points)
 * and the Tokyo speaking test's full tests (best and latest 0-100 score and grade).
 * @returns the queries' data (undefined while loading) and whether any failed
 */
export function useSimulations() {
  const eiken = useQueries({
    queries: EIKEN_LEVELS.map((l) => ({
      queryKey: eikenKeys.challengeLogs(l.level_id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(eikenChallengeLogs, { signal, query: { level_id: l.level_id } }),
      staleTime: STALE.none,
    })),
  });
  const ct = useRegionListQuery(1);
  const mocks = (ct.data?.sets ?? []).filter((s) => s.set === "mock");
  const ctLogs = useQueries({
    queries: mocks.map((m) => ({
      queryKey: listeningKeys.logs(m.res_id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(collegeExamRegionLogs, { signal, query: { res_id: m.res_id } }),
      staleTime: STALE.none,
    })),
  });
  const tokyo = useTokyoListQuery(1);
  const eikenReady = eiken.every((q) => q.data);
  return {
    failed: eiken.some((q) => q.isError) || ct.isError || tokyo.isError || ctLogs.some((q) => q.isError),
    eiken: eikenReady
      ? EIKEN_LEVELS.map((l, i) => ({ level: l, sittings: eiken[i]?.data?.list ?? [] }))
      : undefined,
    commonTest:
      ct.data && ctLogs.every((q) => q.data)
        ? mocks.map((m, i) => ({ set: m, logs: ctLogs[i]?.data?.logs ?? [] }))
        : undefined,
    tokyo: tokyo.data?.list,
  };
}
