import {
  type PhonogramAnswer,
  phonogramChallenge,
  phonogramDetail,
  phonogramHistory,
  phonogramList,
  phonogramPractice,
  phonogramResult,
  phonogramSubmitLog,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the phonogram area (calls under /v3/phonogram). */
export const phonogramKeys = {
  all: ["phonogram"] as const,
  list: () => [...phonogramKeys.all, "list"] as const,
  detail: (id: string) => [...phonogramKeys.all, "detail", id] as const,
  paper: (kind: "practice" | "challenge", id: string, nonce: string) =>
    [...phonogramKeys.all, "paper", kind, id, nonce] as const,
  result: (logId: number) => [...phonogramKeys.all, "result", logId] as const,
  history: () => [...phonogramKeys.all, "history"] as const,
  tts: () => ["tts-base"] as const,
};

/** @returns the phonemes by group with the student's scores and the weak ones */
export function usePhonemeListQuery() {
  return useQuery({
    queryKey: phonogramKeys.list(),
    queryFn: ({ signal }) => call(phonogramList, { signal }),
    staleTime: STALE.none,
  });
}

/** @returns one phoneme's page */
export function usePhonemeDetailQuery(phonemeId: string) {
  return useQuery({
    queryKey: phonogramKeys.detail(phonemeId),
    queryFn: ({ signal }) => call(phonogramDetail, { signal, query: { phoneme_id: phonemeId } }),
    staleTime: STALE.none,
  });
}

/**
 * A new paper each time the page opens (nonce): a practice of one phoneme, or the challenge (id "").
 * @param kind - practice or challenge
 * @param phonemeId - the practice's phoneme ("" for the challenge)
 * @param nonce - a new value (the navigation key) hands out a new paper
 */
export function usePaperQuery(kind: "practice" | "challenge", phonemeId: string, nonce: string) {
  return useQuery({
    queryKey: phonogramKeys.paper(kind, phonemeId, nonce),
    queryFn: ({ signal }) =>
      kind === "practice"
        ? call(phonogramPractice, { signal, query: { phoneme_id: phonemeId } })
        : call(phonogramChallenge, { signal }),
    // a paper never changes while it is played (a refetch would hand out another one)
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });
}

/** Submits a paper's answers; the lists refresh afterwards. */
export function useSubmitLogMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { paper_id: number; answers: PhonogramAnswer[] }) =>
      call(phonogramSubmitLog, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: phonogramKeys.list() });
      void qc.invalidateQueries({ queryKey: phonogramKeys.history() });
    },
  });
}

/** @returns a submitted paper's result */
export function useResultQuery(logId: number) {
  return useQuery({
    queryKey: phonogramKeys.result(logId),
    queryFn: ({ signal }) => call(phonogramResult, { signal, query: { log_id: logId } }),
    staleTime: STALE.long,
  });
}

/** @returns the student's latest phonogram logs */
export function useHistoryQuery() {
  return useQuery({
    queryKey: phonogramKeys.history(),
    queryFn: ({ signal }) => call(phonogramHistory, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * The model-audio URL of a word: the signed offline synthesis endpoint (get-tts-auth-url), asked once.
 * @returns a function from a word to its audio URL ("" when no offline voice is available)
 */
export function useWordAudio(): (text: string) => string {
  const base = useQuery({
    queryKey: phonogramKeys.tts(),
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  return useCallback(
    (text: string) => (url && /^https?:/.test(url) ? buildTtsUrl({ text, voice: "female1" }, url) : ""),
    [url],
  );
}
