import { xfyunTtsAuthUrl } from "@hibiki/contracts/app";
import { liveCurrent } from "@hibiki/contracts/home-calls";
import { liveHistory } from "@hibiki/contracts/live";
import { useQuery } from "@tanstack/react-query";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the student's live class (calls under /v3/live). */
export const liveKeys = {
  all: ["live"] as const,
  current: () => [...liveKeys.all, "current"] as const,
  history: (page: number) => [...liveKeys.all, "history", page] as const,
};

/** While no session is open, /live looks again this often (a session may start any minute). */
export const CURRENT_POLL_MS = 15_000;

/**
 * @param poll - look again every {@link CURRENT_POLL_MS} while nothing is open
 * @returns the open session of the student's class, or null
 */
export function useLiveCurrentQuery(poll = false) {
  return useQuery({
    queryKey: liveKeys.current(),
    queryFn: ({ signal }) => call(liveCurrent, { signal, suppressToast: true }),
    staleTime: STALE.none,
    refetchInterval: (q) => (poll && q.state.data?.live === null ? CURRENT_POLL_MS : false),
  });
}

/**
 * @param page - 1-based page
 * @returns the student's past sessions with their scores
 */
export function useLiveHistoryQuery(page = 1) {
  return useQuery({
    queryKey: liveKeys.history(page),
    queryFn: ({ signal }) => call(liveHistory, { signal, query: { page } }),
    staleTime: STALE.short,
  });
}

/** @returns a function from an English sentence to its model-voice URL ("" until the TTS base is known) */
export function useModelVoice(): (text: string) => string {
  const speed = usePlaySpeed();
  const base = useQuery({
    queryKey: ["tts-base"] as const,
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  return useCallback(
    (text: string) =>
      url && /^https?:/.test(url) && text.trim() ? buildTtsUrl({ text, voice: "female1", speed }, url) : "",
    [url, speed],
  );
}
