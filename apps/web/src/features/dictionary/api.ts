import {
  type DictEntry,
  type DictionarySearchType,
  type DictionaryWordAction,
  dictionaryDelSearchLog,
  dictionaryFuzzySearchWord,
  dictionaryIntroduce,
  dictionaryNewSearchWord,
  dictionaryScreenSearchWord,
  dictionarySubmitWordLog,
  dictionaryWordSearchLogs,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { favouriteKeys } from "@web/features/favourites/api.ts";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";
import { PEN_KEY } from "./api-pen.ts";

/** Query keys of the dictionary. */
export const dictionaryKeys = {
  all: ["dictionary"] as const,
  search: (word: string, type: DictionarySearchType) =>
    [...dictionaryKeys.all, "search", type, word] as const,
  screen: (word: string) => [...dictionaryKeys.all, "screen", word] as const,
  fuzzy: (word: string, type: DictionarySearchType) => [...dictionaryKeys.all, "fuzzy", type, word] as const,
  logs: (limit: number) => [...dictionaryKeys.all, "logs", limit] as const,
  introduce: () => [...dictionaryKeys.all, "introduce"] as const,
  pen: () => PEN_KEY,
  tts: () => [...dictionaryKeys.all, "tts-base"] as const,
};

/**
 * A full lookup (new-search-word), which the server adds to the search history; the history is refreshed.
 * @param word - what was typed ("" = no lookup)
 * @param type - 1 English → Japanese, 2 Japanese → English
 * @returns the query: the entry, or suggestions when nothing matched
 */
export function useSearchWordQuery(word: string, type: DictionarySearchType) {
  const client = useQueryClient();
  return useQuery({
    queryKey: dictionaryKeys.search(word, type),
    queryFn: async ({ signal }) => {
      const data = await call(dictionaryNewSearchWord, { signal, query: { word, type } });
      void client.invalidateQueries({ queryKey: [...dictionaryKeys.all, "logs"] });
      return data;
    },
    enabled: word !== "",
    // each fetch is logged as a search: do not fetch again just because the window regained focus
    staleTime: STALE.medium,
    retry: false,
  });
}

/**
 * The pen popup's lookup (screen-search-word: not logged).
 * @param word - the picked word
 * @returns the query
 */
export function useScreenSearchQuery(word: string) {
  return useQuery({
    queryKey: dictionaryKeys.screen(word),
    queryFn: ({ signal }) =>
      call(dictionaryScreenSearchWord, { signal, query: { word }, suppressToast: true }),
    enabled: word !== "",
    staleTime: STALE.medium,
    retry: false,
  });
}

/**
 * Autocomplete items while typing (fuzzy-search-word); the previous list stays while the next loads.
 * @param word - the debounced input ("" = none)
 * @param type - search direction
 * @returns the query
 */
export function useFuzzyQuery(word: string, type: DictionarySearchType) {
  return useQuery({
    queryKey: dictionaryKeys.fuzzy(word, type),
    queryFn: ({ signal }) =>
      call(dictionaryFuzzySearchWord, { signal, query: { word, type }, suppressToast: true }),
    enabled: word !== "",
    staleTime: STALE.medium,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The student's search history, newest first.
 * @param limit - how many words to show (grows with "show more")
 * @returns the query
 */
export function useSearchLogsQuery(limit: number) {
  return useQuery({
    queryKey: dictionaryKeys.logs(limit),
    queryFn: ({ signal }) => call(dictionaryWordSearchLogs, { signal, query: { page: 1, limit } }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/** Deletes words from the search history. */
export function useDeleteLogsMutation() {
  const client = useQueryClient();
  return useMutation({
    // a comma list keeps the body form-encoded like every other call (the contract accepts "3,8")
    mutationFn: (wordIds: number[]) =>
      call(dictionaryDelSearchLog, { body: { word_ids: wordIds.join(",") } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...dictionaryKeys.all, "logs"] }),
  });
}

/** @returns the dictionary's sources and licences (introduce) */
export function useIntroduceQuery() {
  return useQuery({
    queryKey: dictionaryKeys.introduce(),
    queryFn: ({ signal }) => call(dictionaryIntroduce, { signal }),
    staleTime: STALE.long,
  });
}

/** Marks a word as in the word book in every cached lookup that shows it. */
function markInWordBook(client: ReturnType<typeof useQueryClient>, wordId: number) {
  const mark = (entry: DictEntry | null | undefined) =>
    entry && entry.word_id === wordId ? { ...entry, in_word_book: true } : entry;
  client.setQueriesData<{ entry: DictEntry | null; suggestions?: string[] }>(
    { queryKey: dictionaryKeys.all },
    (old) => (old && "entry" in old ? { ...old, entry: mark(old.entry) ?? null } : old),
  );
}

/**
 * Records what the student did with an entry (submit-word-log); add_word_book puts it in the word book,
 * which refreshes the cached lookups and the word-book list.
 * @returns the mutation
 */
export function useWordLogMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { wordId: number; action: DictionaryWordAction }) =>
      call(dictionarySubmitWordLog, { body: { word_id: v.wordId, action: v.action }, suppressToast: true }),
    onSuccess: (data, v) => {
      if (v.action !== "add_word_book" || !data.in_word_book) return;
      markInWordBook(client, v.wordId);
      void client.invalidateQueries({ queryKey: [...favouriteKeys.all, "words"] });
    },
  });
}

/**
 * Word audio: the entry's own URL, else the signed offline synthesis endpoint (get-tts-auth-url, asked
 * once an hour). Gives "" while that loads or when speech comes from a cloud socket.
 * @param needed - whether any entry lacks its own audio URL (the endpoint is asked only then)
 * @returns a function from an entry to its audio URL
 */
export function useWordAudio(needed: boolean): (entry: Pick<DictEntry, "word" | "audio_url">) => string {
  const base = useQuery({
    queryKey: dictionaryKeys.tts(),
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
    enabled: needed,
  });
  const url = base.data?.url;
  return useCallback(
    (entry) =>
      entry.audio_url ??
      (url && /^https?:/.test(url) ? buildTtsUrl({ text: entry.word, voice: "female1" }, url) : ""),
    [url],
  );
}
