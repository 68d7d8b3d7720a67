import {
  type EikenExamSuggestion,
  type EikenGuidSubmitBody,
  type EikenResourceTag,
  type EikenWordMode,
  eikenChallengeLogs,
  eikenChallengePartDone,
  eikenChallengeResult,
  eikenChallengeStart,
  eikenChallengeState,
  eikenGuidLogs,
  eikenGuidResource,
  eikenGuidSubmit,
  eikenInterviewList,
  eikenLevels,
  eikenNextResources,
  eikenPracticeList,
  eikenTrainingResourceList,
  eikenWordList,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback, useState } from "react";
import { InterviewCardSchema } from "./interview-flow.ts";

/** Query keys of the Eiken area (calls under /v3/eiken). */
export const eikenKeys = {
  all: ["eiken"] as const,
  levels: () => [...eikenKeys.all, "levels"] as const,
  words: (levelId: number, mastery: string, q: string, page: number) =>
    [...eikenKeys.all, "words", levelId, mastery, q, page] as const,
  session: (levelId: number, mode: EikenWordMode, nonce: number) =>
    [...eikenKeys.all, "session", levelId, mode, nonce] as const,
  logs: (guid: string) => [...eikenKeys.all, "logs", guid] as const,
  next: (levelId: number, tag: EikenResourceTag = "suggest_word") =>
    [...eikenKeys.all, "next", levelId, tag] as const,
  tts: () => ["tts-base"] as const,
  practice: (levelId: number, set: string) => [...eikenKeys.all, "practice", levelId, set] as const,
  challenge: (id: number) => [...eikenKeys.all, "challenge", id] as const,
  challengeResult: (id: number) => [...eikenKeys.all, "challenge-result", id] as const,
  challengeLogs: (levelId: number) => [...eikenKeys.all, "challenge-logs", levelId] as const,
  interviews: (levelId: number) => [...eikenKeys.all, "interviews", levelId] as const,
  card: (url: string) => [...eikenKeys.all, "card", url] as const,
};

/** @returns the Eiken practice the class was given as homework (none without a class) */
export function useTrainingListQuery(classId: number | null) {
  return useQuery({
    queryKey: [...eikenKeys.all, "training", classId ?? 0] as const,
    queryFn: ({ signal }) => call(eikenTrainingResourceList, { signal, query: { class_id: classId ?? 1 } }),
    enabled: classId !== null,
    staleTime: STALE.none,
  });
}

/** @returns a grade's interview cards with the student's attempts */
export function useInterviewListQuery(levelId: number | null) {
  return useQuery({
    queryKey: eikenKeys.interviews(levelId ?? 0),
    queryFn: ({ signal }) => call(eikenInterviewList, { signal, query: { level_id: levelId ?? 1 } }),
    enabled: levelId !== null,
    staleTime: STALE.none,
  });
}

/** @returns an interview card (card.json beside its resource), validated */
export function useInterviewCardQuery(url: string | null) {
  return useQuery({
    queryKey: eikenKeys.card(url ?? ""),
    queryFn: async ({ signal }) => {
      const res = await fetch(url ?? "", { signal });
      if (!res.ok) throw new Error(`card.json: ${res.status}`);
      return InterviewCardSchema.parse(await res.json());
    },
    enabled: url !== null,
    staleTime: STALE.long,
    retry: 1,
  });
}

/** @returns a grade's practice sets (or mock parts) by section with the student's progress */
export function usePracticeListQuery(levelId: number | null, set: "practice" | "mock") {
  return useQuery({
    queryKey: eikenKeys.practice(levelId ?? 0, set),
    queryFn: ({ signal }) => call(eikenPracticeList, { signal, query: { level_id: levelId ?? 1, set } }),
    enabled: levelId !== null,
    staleTime: STALE.none,
  });
}

/** @returns a mock-test sitting as it stands */
export function useChallengeQuery(challengeId: number | null) {
  return useQuery({
    queryKey: eikenKeys.challenge(challengeId ?? 0),
    queryFn: ({ signal }) => call(eikenChallengeState, { signal, query: { challenge_id: challengeId ?? 1 } }),
    enabled: challengeId !== null,
    staleTime: STALE.none,
  });
}

/** @returns the grade's past sittings, newest first */
export function useChallengeLogsQuery(levelId: number | null) {
  return useQuery({
    queryKey: eikenKeys.challengeLogs(levelId ?? 0),
    queryFn: ({ signal }) => call(eikenChallengeLogs, { signal, query: { level_id: levelId ?? 1 } }),
    enabled: levelId !== null,
    staleTime: STALE.none,
  });
}

/** @returns a finished sitting's result */
export function useChallengeResultQuery(challengeId: number | null) {
  return useQuery({
    queryKey: eikenKeys.challengeResult(challengeId ?? 0),
    queryFn: ({ signal }) =>
      call(eikenChallengeResult, { signal, query: { challenge_id: challengeId ?? 1 } }),
    enabled: challengeId !== null,
    staleTime: STALE.long,
  });
}

/** @returns the calls that start a sitting and close its parts (the sitting's query is refreshed) */
export function useChallengeActions() {
  const qc = useQueryClient();
  const start = useCallback(
    async (levelId: number) => {
      const state = await call(eikenChallengeStart, { body: { level_id: levelId } });
      qc.setQueryData(eikenKeys.challenge(state.challenge_id), state);
      return state;
    },
    [qc],
  );
  const partDone = useCallback(
    async (challengeId: number, resCode: string, guid?: string) => {
      const state = await call(eikenChallengePartDone, {
        body: { challenge_id: challengeId, res_code: resCode, ...(guid ? { guid } : {}) },
      });
      qc.setQueryData(eikenKeys.challenge(challengeId), state);
      return state;
    },
    [qc],
  );
  return { start, partDone };
}

/** @returns the six grades with the student's word progress */
export function useEikenLevelsQuery() {
  return useQuery({
    queryKey: eikenKeys.levels(),
    queryFn: ({ signal }) => call(eikenLevels, { signal }),
    staleTime: STALE.none,
  });
}

export type WordFilter = "all" | "unlearned" | "learned" | "mastered" | "needs_review";

/** @returns a page of a grade's words with their mastery */
export function useEikenWordsQuery(levelId: number | null, mastery: WordFilter, q: string, page: number) {
  return useQuery({
    queryKey: eikenKeys.words(levelId ?? 0, mastery, q, page),
    queryFn: ({ signal }) =>
      call(eikenWordList, { signal, query: { level_id: levelId ?? 1, mastery, q, page, limit: 30 } }),
    enabled: levelId !== null,
    staleTime: STALE.none,
    placeholderData: (prev) => prev,
  });
}

/**
 * Starts one guided word session when the page opens (a new one per visit, never on refocus).
 * @returns the session query
 */
export function useWordSession(levelId: number | null, mode: EikenWordMode, speaking: boolean) {
  const [nonce] = useState(() => Date.now());
  return useQuery({
    queryKey: eikenKeys.session(levelId ?? 0, mode, nonce),
    queryFn: ({ signal }) =>
      call(eikenGuidResource, {
        signal,
        query: { level_id: levelId ?? 1, mode, resource_tag: "suggest_word", speaking: speaking ? 1 : 0 },
      }),
    enabled: levelId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Starts the practice the server suggests for a grade (a suggest_exam session).
 * @returns the suggestion to play, or null when the grade has no practice sets
 */
export async function startExamSuggestion(levelId: number): Promise<EikenExamSuggestion | null> {
  const data = await call(eikenGuidResource, {
    query: { level_id: levelId, resource_tag: "suggest_exam", mode: "learning", speaking: 1 },
  });
  return data.exam;
}

/** @returns a function that answers one item; the grade lists are refreshed afterwards */
export function useSubmitWord() {
  const qc = useQueryClient();
  return useCallback(
    async (body: EikenGuidSubmitBody) => {
      const data = await call(eikenGuidSubmit, { body });
      void qc.invalidateQueries({ queryKey: eikenKeys.levels() });
      return data;
    },
    [qc],
  );
}

/** @returns a session's answers */
export function useGuidLogsQuery(levelId: number | null, guid: string | null) {
  return useQuery({
    queryKey: eikenKeys.logs(guid ?? ""),
    queryFn: ({ signal }) =>
      call(eikenGuidLogs, { signal, query: { level_id: levelId ?? 1, guid: guid ?? "" } }),
    enabled: levelId !== null && guid !== null,
    staleTime: STALE.none,
  });
}

/** @returns what to study next in a grade (`tag` first: words after a word session, else the practice) */
export function useNextResourcesQuery(levelId: number | null, tag: EikenResourceTag = "suggest_word") {
  return useQuery({
    queryKey: eikenKeys.next(levelId ?? 0, tag),
    queryFn: ({ signal }) =>
      call(eikenNextResources, {
        signal,
        query: { resource_id: levelId ?? 1, resource_tag: tag },
      }),
    enabled: levelId !== null,
    staleTime: STALE.none,
  });
}

/**
 * The model-audio URL of a word: the signed offline synthesis endpoint (get-tts-auth-url), asked once an
 * hour. The function gives "" while the URL loads, or when speech comes from a cloud socket the word cards
 * cannot play.
 */
export function useWordAudio(voice: "female1" | "male3" = "female1"): (text: string) => string {
  const base = useQuery({
    queryKey: eikenKeys.tts(),
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  return useCallback(
    (text: string) => (url && /^https?:/.test(url) ? buildTtsUrl({ text, voice }, url) : ""),
    [url, voice],
  );
}
