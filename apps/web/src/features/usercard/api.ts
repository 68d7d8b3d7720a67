import {
  type UserCardChangeType,
  type UserCardScope,
  userCardAchievePhotoList,
  userCardAchieveRanking,
  userCardAchieveTitleList,
  userCardChangeAchieve,
  userCardGetStudentInfo,
  userCardMyAchieveRanking,
  userCardMySelected,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the user-card calls (/v3/user-card/*). */
export const usercardKeys = {
  all: ["usercard"] as const,
  titles: () => [...usercardKeys.all, "titles"] as const,
  photos: () => [...usercardKeys.all, "photos"] as const,
  mine: () => [...usercardKeys.all, "mine"] as const,
  student: (id: number, range: number) => [...usercardKeys.all, "student", id, range] as const,
  ranking: (scope: UserCardScope, page: number) => [...usercardKeys.all, "ranking", scope, page] as const,
  myRanking: () => [...usercardKeys.all, "my-ranking"] as const,
};

/** Every card list shows all items: the catalogue is small (16 titles, 22 frames and badges). */
const ALL = { is_all: 1, limit: 100, page: 1 } as const;

/** @returns every title with the caller's earned flags and progress */
export function useTitlesQuery() {
  return useQuery({
    queryKey: usercardKeys.titles(),
    queryFn: ({ signal }) => call(userCardAchieveTitleList, { signal, query: ALL, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns every frame and badge with the caller's earned flags and progress */
export function usePhotosQuery() {
  return useQuery({
    queryKey: usercardKeys.photos(),
    queryFn: ({ signal }) =>
      call(userCardAchievePhotoList, { signal, query: { ...ALL, photo_type: 0 }, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns the caller's card */
export function useMyCardQuery() {
  return useQuery({
    queryKey: usercardKeys.mine(),
    queryFn: ({ signal }) => call(userCardMySelected, { signal, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns a schoolmate's card (or the caller's) with the figures of the period when shown */
export function useStudentCardQuery(studentId: number | null, rangeType: number) {
  return useQuery({
    queryKey: usercardKeys.student(studentId ?? 0, rangeType),
    queryFn: ({ signal }) =>
      call(userCardGetStudentInfo, {
        signal,
        query: { card_student_id: studentId ?? 0, range_type: rangeType },
        suppressToast: true,
      }),
    enabled: studentId !== null,
    staleTime: STALE.short,
  });
}

/** @returns a page of the achievement ranking of the class or the school */
export function useRankingQuery(scope: UserCardScope, page: number, limit = 50) {
  return useQuery({
    queryKey: usercardKeys.ranking(scope, page),
    queryFn: ({ signal }) =>
      call(userCardAchieveRanking, { signal, query: { scope, page, limit }, suppressToast: true }),
    staleTime: STALE.short,
  });
}

/** @returns the caller's achievements and ranks */
export function useMyRankingQuery() {
  return useQuery({
    queryKey: usercardKeys.myRanking(),
    queryFn: ({ signal }) => call(userCardMyAchieveRanking, { signal, suppressToast: true }),
    staleTime: STALE.short,
  });
}

/** @returns the mutation choosing what the card shows; the lists and the card are refreshed after it */
export function useChangeAchieveMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { change_type: UserCardChangeType; achieve_id?: number }) =>
      call(userCardChangeAchieve, { body: { change_type: v.change_type, achieve_id: v.achieve_id ?? 0 } }),
    onSuccess: (data) => {
      qc.setQueryData(usercardKeys.mine(), data);
      void qc.invalidateQueries({ queryKey: usercardKeys.all });
    },
  });
}
