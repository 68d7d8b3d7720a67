import {
  integralDateForSelect,
  integralMissionGetPoints,
  integralMissionList,
  integralMissionLogs,
  integralStudentIndex,
  type Mission,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the points screens (calls under /v3/integral). */
export const integralKeys = {
  all: ["integral"] as const,
  index: () => [...integralKeys.all, "index"] as const,
  missions: (typeId: number) => [...integralKeys.all, "missions", typeId] as const,
  months: () => [...integralKeys.all, "months"] as const,
  logs: (date: string, page: number) => [...integralKeys.all, "logs", date, page] as const,
};

/** @returns the balance, today's points, the streak and the unclaimed count */
export function useIntegralIndexQuery() {
  return useQuery({
    queryKey: integralKeys.index(),
    queryFn: ({ signal }) => call(integralStudentIndex, { signal, suppressToast: true }),
    staleTime: STALE.short,
  });
}

/** @returns the missions of one kind (1 daily, 2 weekly, 3 long-term) with the student's progress */
export function useMissionListQuery(typeId: number) {
  return useQuery({
    queryKey: integralKeys.missions(typeId),
    queryFn: ({ signal }) =>
      call(integralMissionList, { signal, query: { type_id: typeId }, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/**
 * Claims a reached mission: the list shows it claimed at once (rolled back when the server refuses), then
 * the head and the lists are read again.
 * @returns the mutation (variables: the mission)
 */
export function useClaimMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: Mission) => call(integralMissionGetPoints, { body: { mission_id: m.mission_id } }),
    onMutate: (m) => {
      const key = integralKeys.missions(m.type_id);
      const before = qc.getQueryData<{ items: Mission[] }>(key);
      if (before)
        qc.setQueryData(key, {
          items: before.items.map((x) => (x.mission_id === m.mission_id ? { ...x, state: "claimed" } : x)),
        });
      return { key, before };
    },
    onError: (_err, _m, ctx) => {
      if (ctx?.before) qc.setQueryData(ctx.key, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: integralKeys.all }),
  });
}

/** @returns the months with points (newest first) of the last year */
export function useMonthsQuery() {
  return useQuery({
    queryKey: integralKeys.months(),
    queryFn: ({ signal }) =>
      call(integralDateForSelect, { signal, query: { year_num: 1 }, suppressToast: true }),
    staleTime: STALE.short,
  });
}

/** @returns one page (10) of the claims of a month ("" = every month) */
export function useLogsQuery(date: string, page: number) {
  return useQuery({
    queryKey: integralKeys.logs(date, page),
    queryFn: ({ signal }) =>
      call(integralMissionLogs, { signal, query: { date, page, limit: 10 }, suppressToast: true }),
    staleTime: STALE.none,
  });
}
