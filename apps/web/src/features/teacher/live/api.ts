import {
  teacherLiveCreate,
  teacherLiveDetail,
  teacherLiveEnd,
  teacherLiveList,
  teacherLiveSampleSets,
} from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation, useTeacherQuery } from "../shell/api.ts";

/** Query keys of live classes in the console (under teacherKeys.all: every console mutation refreshes them). */
export const teacherLiveKeys = {
  list: (page: number) => [...teacherKeys.all, "live", "list", page] as const,
  detail: (liveId: number) => [...teacherKeys.all, "live", "detail", liveId] as const,
  samples: () => [...teacherKeys.all, "live", "samples"] as const,
};

/**
 * @param page - 1-based page
 * @returns the teacher's live classes, newest first
 */
export const useLiveListQuery = (page: number) =>
  useTeacherQuery(teacherLiveKeys.list(page), teacherLiveList, { page });
/**
 * @param liveId - the session (0 waits)
 * @returns its items, every student's answers and the totals
 */
export const useLiveDetailQuery = (liveId: number) =>
  useTeacherQuery(teacherLiveKeys.detail(liveId), teacherLiveDetail, { live_id: liveId }, liveId > 0);
/** @returns the ready-made item sets */
export const useLiveSamplesQuery = () => useTeacherQuery(teacherLiveKeys.samples(), teacherLiveSampleSets);
/** @returns mutation starting a session */
export const useLiveCreateMutation = () => useTeacherMutation(teacherLiveCreate);
/** @returns mutation ending a session */
export const useLiveEndMutation = () => useTeacherMutation(teacherLiveEnd);
