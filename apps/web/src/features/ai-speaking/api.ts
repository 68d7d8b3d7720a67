import {
  aiSpeakingDetail,
  aiSpeakingFinish,
  aiSpeakingHistory,
  aiSpeakingList,
  aiSpeakingResult,
  aiSpeakingStart,
  aiSpeakingTurn,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { playTts } from "@web/lib/speech/tts-player.ts";
import { buildTtsUrl, TTS_PATH } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useMemo } from "react";
import type { ConversationDeps } from "./conversation-deps.ts";
import { scoreTake } from "./score-take.ts";

/** Query keys of AI speaking (calls under /v3/ai-speaking). */
export const aiSpeakingKeys = {
  all: ["ai-speaking"] as const,
  list: () => [...aiSpeakingKeys.all, "list"] as const,
  detail: (scenarioId: string) => [...aiSpeakingKeys.all, "detail", scenarioId] as const,
  result: (sessionId: number) => [...aiSpeakingKeys.all, "result", sessionId] as const,
  history: (page: number) => [...aiSpeakingKeys.all, "history", page] as const,
};

// Refusals (no ai_chat, an unknown scenario or session) are the pages' own messages, not toasts.

/** @returns the scenarios with the student's best and last scores */
export function useScenarioListQuery() {
  return useQuery({
    queryKey: aiSpeakingKeys.list(),
    queryFn: ({ signal }) => call(aiSpeakingList, { signal, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns one scenario with the student's past sessions of it */
export function useScenarioDetailQuery(scenarioId: string) {
  return useQuery({
    queryKey: aiSpeakingKeys.detail(scenarioId),
    queryFn: ({ signal }) =>
      call(aiSpeakingDetail, { signal, query: { scenario_id: scenarioId }, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns a session's transcript and scores */
export function useSessionResultQuery(sessionId: number) {
  return useQuery({
    queryKey: aiSpeakingKeys.result(sessionId),
    queryFn: ({ signal }) =>
      call(aiSpeakingResult, { signal, query: { session_id: sessionId }, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** @returns one page of the finished sessions, newest first */
export function useHistoryQuery(page: number, limit = 20) {
  return useQuery({
    queryKey: aiSpeakingKeys.history(page),
    queryFn: ({ signal }) => call(aiSpeakingHistory, { signal, query: { page, limit }, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/**
 * The signed offline synthesis endpoint (get-tts-auth-url, asked once per session of the app).
 * @returns the base URL of `/v3/tts/speak` to build line URLs on ("" while it loads)
 */
export function useTtsBase(): string {
  const base = useQuery({
    queryKey: ["tts-base"] as const,
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  if (base.isPending) return "";
  return url && /^https?:/.test(url) ? url : TTS_PATH;
}

/**
 * The real dependencies of a conversation: the calls, the partner's voice on the offline TTS and the
 * take's evaluation. Finishing refreshes the lists so the new score shows.
 * @param ttsBase - from {@link useTtsBase}
 * @returns the dependencies
 */
export function useConversationCalls(ttsBase: string): ConversationDeps {
  const qc = useQueryClient();
  return useMemo(
    () => ({
      start: (scenarioId) => call(aiSpeakingStart, { body: { scenario_id: scenarioId } }),
      turn: (request) => call(aiSpeakingTurn, { body: request }),
      finish: async (sessionId) => {
        await call(aiSpeakingFinish, { body: { session_id: sessionId } });
        void qc.invalidateQueries({ queryKey: aiSpeakingKeys.all });
      },
      speak: (text, voice, speed) => {
        if (!text.trim()) return { done: Promise.resolve(), stop: () => undefined };
        return playTts({ src: buildTtsUrl({ text, voice, speed }, ttsBase || TTS_PATH) });
      },
      scoreTake,
    }),
    [qc, ttsBase],
  );
}
