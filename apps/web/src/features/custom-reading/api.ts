import {
  type CustomReadingSubmitBody,
  customReadingCreate,
  customReadingDelete,
  customReadingDetail,
  customReadingList,
  customReadingResult,
  customReadingSubmit,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl, type TtsVoice } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of custom reading (calls under /v3/custom-reading). */
export const customReadingKeys = {
  all: ["custom-reading"] as const,
  list: () => [...customReadingKeys.all, "list"] as const,
  detail: (textId: number) => [...customReadingKeys.all, "detail", textId] as const,
  result: (attemptId: number) => [...customReadingKeys.all, "result", attemptId] as const,
};

/** @returns the student's texts, newest first, with their best and last scores and the limit */
export function useTextListQuery() {
  return useQuery({
    queryKey: customReadingKeys.list(),
    queryFn: ({ signal }) => call(customReadingList, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * Saves a new text. Refusals come back as errors with their key (the form shows them under the field, so
 * no toast); the list refreshes after a save.
 * @returns the mutation
 */
export function useCreateTextMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(customReadingCreate, { body: { text }, suppressToast: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: customReadingKeys.list() }),
  });
}

/** @returns one text with its latest attempts */
export function useTextDetailQuery(textId: number) {
  return useQuery({
    queryKey: customReadingKeys.detail(textId),
    // a 404 is the page's own message ("not found"), not a toast
    queryFn: ({ signal }) =>
      call(customReadingDetail, { signal, query: { text_id: textId }, suppressToast: true }),
    staleTime: STALE.none,
  });
}

/** Keeps a scored reading of a text; the text's lists refresh afterwards. */
export function useSubmitAttemptMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomReadingSubmitBody) => call(customReadingSubmit, { body }),
    onSuccess: (data) => {
      void qc.invalidateQueries({ queryKey: customReadingKeys.list() });
      void qc.invalidateQueries({ queryKey: customReadingKeys.detail(data.text.text_id) });
    },
  });
}

/** @returns one attempt's result with its text and the text's history */
export function useAttemptResultQuery(attemptId: number) {
  return useQuery({
    queryKey: customReadingKeys.result(attemptId),
    queryFn: ({ signal }) =>
      call(customReadingResult, { signal, query: { attempt_id: attemptId }, suppressToast: true }),
    staleTime: STALE.long,
  });
}

/**
 * Deletes a text and its attempts. The list refreshes; the text's own screens are only marked stale (the
 * page showing them leaves, and a refetch now would answer "not found").
 * @returns the mutation
 */
export function useDeleteTextMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (textId: number) => call(customReadingDelete, { body: { text_id: textId } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: customReadingKeys.all, refetchType: "none" });
      void qc.invalidateQueries({ queryKey: customReadingKeys.list() });
    },
  });
}

/**
 * The model audio of a text: the signed offline synthesis endpoint (get-tts-auth-url, asked once) with
 * the chosen voice and the header's play speed.
 * @param voice - the model voice
 * @returns a function from a text to its audio URL ("" until the signed endpoint is known)
 */
export function useModelAudio(voice: TtsVoice): (text: string) => string {
  const speed = usePlaySpeed();
  const base = useQuery({
    queryKey: ["tts-base"] as const,
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  return useCallback(
    (text: string) =>
      url && /^https?:/.test(url) && text.trim() ? buildTtsUrl({ text, voice, speed }, url) : "",
    [url, voice, speed],
  );
}
