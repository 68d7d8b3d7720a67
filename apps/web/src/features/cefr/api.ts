import {
  type CefrSkill,
  type CefrStepCode,
  type CefrTestType,
  cefrStartTest,
  cefrSubmitAnswer,
  cefrSubmitWeakLog,
  cefrTestLevels,
  cefrTestLogs,
  cefrTestResources,
  cefrTestResult,
  cefrTestState,
  cefrTestTraces,
  cefrWeakInfo,
  cefrWeakLogs,
  cefrWeakResult,
} from "@hibiki/contracts";
import { type Resource, ResourceSchema } from "@hibiki/exercises";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the CEFR-J level test (calls under /v3/cefr-for-student). */
export const cefrKeys = {
  all: ["cefr"] as const,
  levels: () => [...cefrKeys.all, "levels"] as const,
  resources: (level: string) => [...cefrKeys.all, "resources", level] as const,
  state: (testId: number) => [...cefrKeys.all, "state", testId] as const,
  result: (testId: number) => [...cefrKeys.all, "result", testId] as const,
  traces: () => [...cefrKeys.all, "traces"] as const,
  logs: () => [...cefrKeys.all, "logs"] as const,
  weakInfo: () => [...cefrKeys.all, "weak-info"] as const,
  weakResult: (skill: string, cefrType: number) => [...cefrKeys.all, "weak-result", skill, cefrType] as const,
  weakLogs: () => [...cefrKeys.all, "weak-logs"] as const,
  content: (url: string) => ["cefr-resource", url] as const,
};

/** @returns the ten steps with the student's standing, the thresholds and an open test */
export function useCefrLevelsQuery() {
  return useQuery({
    queryKey: cefrKeys.levels(),
    queryFn: ({ signal }) => call(cefrTestLevels, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * @param level - the step (null while the link is malformed)
 * @returns what the step tests: its resources with skill and point
 */
export function useCefrResourcesQuery(level: CefrStepCode | null) {
  return useQuery({
    queryKey: cefrKeys.resources(level ?? ""),
    queryFn: ({ signal }) => call(cefrTestResources, { signal, query: { level: level ?? "Pre-A1" } }),
    enabled: level !== null,
    staleTime: STALE.medium,
  });
}

/**
 * A test in progress (resume), never cached: the next item must be the server's.
 * @param testId - the test (null: not resuming)
 * @returns the query
 */
export function useCefrStateQuery(testId: number | null) {
  return useQuery({
    queryKey: cefrKeys.state(testId ?? 0),
    queryFn: ({ signal }) => call(cefrTestState, { signal, query: { test_id: testId ?? 0 } }),
    enabled: testId !== null,
    staleTime: STALE.none,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * @param testId - a finished test (null while the link is malformed)
 * @returns its result
 */
export function useCefrResultQuery(testId: number | null) {
  return useQuery({
    queryKey: cefrKeys.result(testId ?? 0),
    queryFn: ({ signal }) => call(cefrTestResult, { signal, query: { test_id: testId ?? 0 } }),
    enabled: testId !== null,
    staleTime: STALE.medium,
  });
}

/** @returns the student's level changes over time */
export function useCefrTracesQuery() {
  return useQuery({
    queryKey: cefrKeys.traces(),
    queryFn: ({ signal }) => call(cefrTestTraces, { signal }),
    staleTime: STALE.none,
  });
}

/** @returns the student's latest 100 tests */
export function useCefrLogsQuery() {
  return useQuery({
    queryKey: cefrKeys.logs(),
    queryFn: ({ signal }) => call(cefrTestLogs, { signal, query: { page: 1, limit: 100 } }),
    staleTime: STALE.none,
  });
}

/** @returns whether weak questions exist and how many are not cleared */
export function useCefrWeakInfoQuery() {
  return useQuery({
    queryKey: cefrKeys.weakInfo(),
    queryFn: ({ signal }) => call(cefrWeakInfo, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * @param skill - one skill, or null for all
 * @param cefrType - one question type (1-17), or null for all
 * @returns the weak questions with counts per skill and per type
 */
export function useCefrWeakResultQuery(skill: CefrSkill | null, cefrType: number | null = null) {
  return useQuery({
    queryKey: cefrKeys.weakResult(skill ?? "", cefrType ?? 0),
    queryFn: ({ signal }) =>
      call(cefrWeakResult, {
        signal,
        query: { ...(skill ? { skill } : {}), ...(cefrType ? { cefr_type: cefrType } : {}) },
      }),
    staleTime: STALE.none,
  });
}

/** @returns the latest weak-practice answers */
export function useCefrWeakLogsQuery() {
  return useQuery({
    queryKey: cefrKeys.weakLogs(),
    queryFn: ({ signal }) => call(cefrWeakLogs, { signal, query: { limit: 50 } }),
    staleTime: STALE.none,
  });
}

/**
 * Fetches an item's resource.json (under /res/) and validates it with the exercise schemas.
 * @param url - the item's resource_url
 * @param signal - abort signal
 * @returns the parsed resource
 * @throws Error naming the url when it cannot be fetched or does not match the schema
 */
async function fetchResource(url: string, signal?: AbortSignal): Promise<Resource> {
  const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`resource ${url} could not be loaded (HTTP ${res.status})`);
  const parsed = ResourceSchema.safeParse(await res.json());
  if (!parsed.success) throw new Error(`resource ${url} is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * @param url - resource_url of the item to play ("" while unknown)
 * @returns the parsed resource (kept: a resource version never changes)
 */
export function useCefrResourceContent(url: string) {
  return useQuery({
    queryKey: cefrKeys.content(url),
    queryFn: ({ signal }) => fetchResource(url, signal),
    enabled: url !== "",
    staleTime: STALE.long,
  });
}

/** Everything shown about the student's standing changes after a test answer or a practice answer. */
function useInvalidateCefr() {
  const client = useQueryClient();
  return useCallback(
    () =>
      void client.invalidateQueries({
        queryKey: cefrKeys.all,
        predicate: (q) => q.queryKey[1] !== "state",
      }),
    [client],
  );
}

/** @returns starts a placement or a step test (the step test at the student's current step) */
export function useStartCefrTest() {
  const invalidate = useInvalidateCefr();
  return useCallback(
    async (testType: CefrTestType, level?: CefrStepCode) => {
      const data = await call(cefrStartTest, {
        body: { test_type: testType, ...(level ? { level } : {}) },
      });
      invalidate();
      return data;
    },
    [invalidate],
  );
}

/** @returns posts one test answer; resolves with the test's new state */
export function useSubmitCefrAnswer() {
  const invalidate = useInvalidateCefr();
  return useCallback(
    async (body: { test_id: number; item_id: string; item: Record<string, unknown> }) => {
      const data = await call(cefrSubmitAnswer, { body });
      if (data.status === "finished") invalidate();
      return data;
    },
    [invalidate],
  );
}

/** @returns posts one weak-practice answer; resolves with its score and streak */
export function useSubmitCefrWeakLog() {
  const invalidate = useInvalidateCefr();
  return useCallback(
    async (body: { item_id: string; item: Record<string, unknown> }) => {
      const data = await call(cefrSubmitWeakLog, { body });
      invalidate();
      return data;
    },
    [invalidate],
  );
}
