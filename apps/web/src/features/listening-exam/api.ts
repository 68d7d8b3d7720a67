import {
  collegeExamRegionIndex,
  collegeExamRegionList,
  collegeExamRegionLogSubmit,
  collegeExamRegionLogs,
  collegeExamRegionSubmit,
  collegeExamReviewIndex,
  collegeExamReviewLogSubmit,
  collegeExamReviewLogs,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the listening exams. */
export const listeningKeys = {
  all: ["listening-exam"] as const,
  index: () => [...listeningKeys.all, "index"] as const,
  list: (regionId: number) => [...listeningKeys.all, "list", regionId] as const,
  logs: (resId: number) => [...listeningKeys.all, "logs", resId] as const,
  sitting: (guid: string) => [...listeningKeys.all, "sitting", guid] as const,
  reviews: (regionId: number | undefined) => [...listeningKeys.all, "reviews", regionId ?? 0] as const,
  reviewLogs: (id: number) => [...listeningKeys.all, "review-logs", id] as const,
};

/** @returns every exam and entrance-exam style with the student's progress */
export function useRegionIndexQuery() {
  return useQuery({
    queryKey: listeningKeys.index(),
    queryFn: ({ signal }) => call(collegeExamRegionIndex, { signal }),
    staleTime: STALE.none,
  });
}

/** @returns a region's parts and sets with the student's results */
export function useRegionListQuery(regionId: number) {
  return useQuery({
    queryKey: listeningKeys.list(regionId),
    queryFn: ({ signal }) => call(collegeExamRegionList, { signal, query: { region_id: regionId } }),
    staleTime: STALE.none,
  });
}

/** @returns a set's summary and its recorded sittings */
export function useSetLogsQuery(resId: number) {
  return useQuery({
    queryKey: listeningKeys.logs(resId),
    queryFn: ({ signal }) => call(collegeExamRegionLogs, { signal, query: { res_id: resId } }),
    staleTime: STALE.none,
  });
}

/** Records the finished sitting (idempotent: the server keeps the first record of a guid). */
export function useRecordSittingQuery(resId: number, guid: string, review: boolean) {
  return useQuery({
    queryKey: listeningKeys.sitting(guid),
    queryFn: async () => {
      if (review) {
        const r = await call(collegeExamReviewLogSubmit, { body: { eiken_id: resId, guid } });
        return { log: r.log, best: false, review_count: r.remaining.length, cleared: r.cleared };
      }
      const r = await call(collegeExamRegionLogSubmit, { body: { res_id: resId, guid } });
      return { ...r, cleared: [] as string[] };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** @returns the sets with questions waiting for review (one region) */
export function useReviewIndexQuery(regionId: number | undefined) {
  return useQuery({
    queryKey: listeningKeys.reviews(regionId),
    queryFn: ({ signal }) =>
      call(collegeExamReviewIndex, { signal, query: regionId ? { region_id: regionId } : {} }),
    staleTime: STALE.none,
  });
}

/** @returns one set's waiting questions and past reviews */
export function useReviewLogsQuery(eikenId: number) {
  return useQuery({
    queryKey: listeningKeys.reviewLogs(eikenId),
    queryFn: ({ signal }) => call(collegeExamReviewLogs, { signal, query: { eiken_id: eikenId } }),
    staleTime: STALE.none,
  });
}

/** Stores the entrance-exam style the student practises. */
export function useChooseRegionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (regionId: number) => call(collegeExamRegionSubmit, { body: { region_id: regionId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listeningKeys.index() }),
  });
}
