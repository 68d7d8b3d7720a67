import {
  ARENA_HISTORY_PAGE_SIZE,
  arenaHistory,
  arenaIndex,
  arenaMatchResult,
  arenaTypeList,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { ApiError } from "@web/lib/errors.ts";
import { buildTtsUrl } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the arena (calls under /v3/arena). */
export const arenaKeys = {
  all: ["arena"] as const,
  index: () => [...arenaKeys.all, "index"] as const,
  types: () => [...arenaKeys.all, "types"] as const,
  result: (matchId: number) => [...arenaKeys.all, "result", matchId] as const,
  history: (page: number) => [...arenaKeys.all, "history", page] as const,
};

/** @returns my totals and the recent matches (read again on every visit: a match just ended) */
export function useArenaIndexQuery() {
  return useQuery({
    queryKey: arenaKeys.index(),
    queryFn: ({ signal }) => call(arenaIndex, { signal, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns one page of my finished matches, newest first (the previous page stays shown while it loads) */
export function useArenaHistoryQuery(page: number) {
  return useQuery({
    queryKey: arenaKeys.history(page),
    queryFn: ({ signal }) =>
      call(arenaHistory, { signal, query: { page, limit: ARENA_HISTORY_PAGE_SIZE }, suppressToast: true }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/** @returns the three types with their item count and time */
export function useArenaTypesQuery() {
  return useQuery({
    queryKey: arenaKeys.types(),
    queryFn: ({ signal }) => call(arenaTypeList, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
}

/** @returns a finished match with every item and both answers (never changes once saved) */
export function useArenaResultQuery(matchId: number | null) {
  return useQuery({
    queryKey: arenaKeys.result(matchId ?? 0),
    queryFn: ({ signal }) =>
      call(arenaMatchResult, { signal, query: { match_id: matchId ?? 0 }, suppressToast: true }),
    enabled: matchId !== null,
    staleTime: STALE.long,
    // the result is saved as the match ends: a read at that very moment may come a little early
    retry: (n, err) => n < 3 && err instanceof ApiError && err.status === 404,
    retryDelay: 700,
  });
}

/**
 * The audio URL of a listening item's English on the offline TTS endpoint (the signed URL of get-tts-auth-url,
 * asked once an hour, as the Eiken word cards do).
 * @returns a function giving the audio URL of a text ("" while the URL loads)
 */
export function useArenaAudio(): (text: string) => string {
  const base = useQuery({
    queryKey: [...arenaKeys.all, "tts"],
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  return useCallback(
    (text: string) =>
      url && /^https?:/.test(url) && text.trim() ? buildTtsUrl({ text, voice: "female1" }, url) : "",
    [url],
  );
}
