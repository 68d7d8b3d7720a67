import {
  type EbookListQuery,
  type EbookReadingLogBody,
  ebookBookmarkAdd,
  ebookBookmarkDelete,
  ebookBookmarks,
  ebookBookshelfAdd,
  ebookBookshelfRemove,
  ebookContent,
  ebookDetails,
  ebookExerciseInfo,
  ebookFreeReadingList,
  ebookHistory,
  ebookImpression,
  ebookImpressionSubmit,
  ebookIndex,
  ebookLevelCheck,
  ebookLevelCheckSubmit,
  ebookList,
  ebookMarkRead,
  ebookReadingLog,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { buildTtsUrl, type TtsVoice } from "@web/lib/speech/tts-url.ts";
import { STALE } from "@web/lib/stale.ts";
import { useCallback } from "react";

/** Query keys of the e-book area (calls under /v3/ebook). */
export const ebookKeys = {
  all: ["ebook"] as const,
  index: () => [...ebookKeys.all, "index"] as const,
  list: (query: EbookListQuery) => [...ebookKeys.all, "list", query] as const,
  details: (bookId: string) => [...ebookKeys.all, "details", bookId] as const,
  content: (bookId: string) => [...ebookKeys.all, "content", bookId] as const,
  bookmarks: (bookId: string) => [...ebookKeys.all, "bookmarks", bookId] as const,
  history: (page: number) => [...ebookKeys.all, "history", page] as const,
  exercise: (bookId: string) => [...ebookKeys.all, "exercise", bookId] as const,
  impression: (bookId: string) => [...ebookKeys.all, "impression", bookId] as const,
  paper: (nonce: string) => [...ebookKeys.all, "paper", nonce] as const,
  freeReading: () => [...ebookKeys.all, "free-reading"] as const,
  /** the signed TTS base, shared with the other features that speak (same key) */
  tts: () => ["tts-base"] as const,
};

/**
 * Every e-book query but the reader's text refreshes after a change: the data is small and one change
 * shows on many screens; the text never changes (its state is only where the reader starts).
 */
const refreshEbook = (qc: QueryClient) =>
  void qc.invalidateQueries({ queryKey: ebookKeys.all, predicate: (q) => q.queryKey[1] !== "content" });

function useRefreshAll() {
  const qc = useQueryClient();
  return () => refreshEbook(qc);
}

/** @returns the e-book home: level, shelf, reading, recommended, totals, open free-reading homework */
export function useEbookIndexQuery() {
  return useQuery({
    queryKey: ebookKeys.index(),
    queryFn: ({ signal }) => call(ebookIndex, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * @param query - the library's filters, sort and page
 * @returns one page of the library with the student's state of each book
 */
export function useEbookListQuery(query: EbookListQuery) {
  return useQuery({
    queryKey: ebookKeys.list(query),
    queryFn: ({ signal }) => call(ebookList, { signal, query }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
  });
}

/**
 * @param bookId - the book
 * @returns the book with the student's state, bookmarks, impression, exercise and reading record
 */
export function useEbookDetailsQuery(bookId: string) {
  return useQuery({
    queryKey: ebookKeys.details(bookId),
    queryFn: ({ signal }) => call(ebookDetails, { signal, query: { book_id: bookId } }),
    enabled: bookId !== "",
    staleTime: STALE.none,
  });
}

/**
 * @param bookId - the book
 * @returns the reader's text (pages, speakers, glossary) and the student's state
 */
export function useEbookContentQuery(bookId: string) {
  return useQuery({
    queryKey: ebookKeys.content(bookId),
    queryFn: ({ signal }) => call(ebookContent, { signal, query: { book_id: bookId } }),
    enabled: bookId !== "",
    // fetched again when the reader opens, for where to start (the e-book refreshes leave it alone)
    staleTime: STALE.none,
  });
}

/**
 * @param bookId - the book
 * @returns its bookmarks
 */
export function useBookmarksQuery(bookId: string) {
  return useQuery({
    queryKey: ebookKeys.bookmarks(bookId),
    queryFn: ({ signal }) => call(ebookBookmarks, { signal, query: { book_id: bookId } }),
    enabled: bookId !== "",
    staleTime: STALE.short,
  });
}

/**
 * Adds a book to the shelf or takes it off; a full shelf answers bookshelf_full, shown by the caller.
 * @returns the mutation taking the book and whether to add
 */
export function useShelfMutation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ bookId, add }: { bookId: string; add: boolean }) =>
      call(add ? ebookBookshelfAdd : ebookBookshelfRemove, {
        body: { book_id: bookId },
        suppressToast: true,
      }),
    onSuccess: refresh,
  });
}

/** @returns the mutation marking a book read or unread */
export function useMarkReadMutation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ bookId, read }: { bookId: string; read: boolean }) =>
      call(ebookMarkRead, { body: { book_id: bookId, is_read: read ? 1 : 0 } }),
    onSuccess: refresh,
  });
}

/** @returns the mutation adding a bookmark (the server's bookmark_exists is shown by the caller) */
export function useBookmarkAddMutation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { book_id: string; page_no: number; name: string }) =>
      call(ebookBookmarkAdd, { body, suppressToast: true }),
    onSuccess: refresh,
  });
}

/** @returns the mutation deleting a bookmark */
export function useBookmarkDeleteMutation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (bookmarkId: number) => call(ebookBookmarkDelete, { body: { bookmark_id: bookmarkId } }),
    onSuccess: refresh,
  });
}

/**
 * Sends reading logs (time and words of the pages read since the last one). A plain function rather than a
 * mutation: the reader also sends one while it unmounts, when no observer is left to hear the answer.
 * @returns a sender resolving to the read-through's wpm and speed band; the e-book screens refresh after it
 */
export function useReadingLogSender() {
  const qc = useQueryClient();
  return useCallback(
    async (body: EbookReadingLogBody) => {
      const data = await call(ebookReadingLog, { body, suppressToast: true });
      refreshEbook(qc);
      return data;
    },
    [qc],
  );
}

/**
 * @param page - the page of logs
 * @returns the reading history: logs, words per day for 30 days, finished books, totals
 */
export function useEbookHistoryQuery(page: number) {
  return useQuery({
    queryKey: ebookKeys.history(page),
    queryFn: ({ signal }) => call(ebookHistory, { signal, query: { page, limit: 20 } }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/**
 * @param bookId - the book
 * @returns the book's exercise and the student's finished attempts
 */
export function useExerciseInfoQuery(bookId: string) {
  return useQuery({
    queryKey: ebookKeys.exercise(bookId),
    queryFn: ({ signal }) => call(ebookExerciseInfo, { signal, query: { book_id: bookId } }),
    enabled: bookId !== "",
    staleTime: STALE.none,
  });
}

/**
 * @param bookId - the book
 * @returns the student's impression of the book, or null
 */
export function useImpressionQuery(bookId: string) {
  return useQuery({
    queryKey: ebookKeys.impression(bookId),
    queryFn: ({ signal }) => call(ebookImpression, { signal, query: { book_id: bookId } }),
    enabled: bookId !== "",
    staleTime: STALE.none,
  });
}

/** @returns the mutation submitting the impression (once; impression_exists is shown by the caller) */
export function useImpressionSubmitMutation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { book_id: string; rating: number; content: string; favourite_line?: string }) =>
      call(ebookImpressionSubmit, { body, suppressToast: true }),
    onSuccess: refresh,
  });
}

/**
 * A new level-check paper each time the test opens (nonce), kept while it is answered.
 * @param nonce - a new value hands out a new paper
 */
export function useLevelCheckPaperQuery(nonce: string) {
  return useQuery({
    queryKey: ebookKeys.paper(nonce),
    queryFn: ({ signal }) => call(ebookLevelCheck, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });
}

/** @returns the mutation scoring a level-check paper (the level is stored; the home refreshes) */
export function useLevelCheckSubmitMutation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { paper_id: string; answers: { item_id: string; choice: number }[] }) =>
      call(ebookLevelCheckSubmit, { body }),
    onSuccess: refresh,
  });
}

/** @returns the student's free-reading homework with progress */
export function useFreeReadingListQuery() {
  return useQuery({
    queryKey: ebookKeys.freeReading(),
    queryFn: ({ signal }) => call(ebookFreeReadingList, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * The model-audio URL of a line in its speaker's voice at a speed: the signed offline synthesis endpoint
 * (get-tts-auth-url, asked once and shared with the other features), or the plain path without one.
 * @returns a function from a text, voice and speed to its URL, and whether the base is known yet
 */
export function useLineAudio() {
  const base = useQuery({
    queryKey: ebookKeys.tts(),
    queryFn: ({ signal }) => call(xfyunTtsAuthUrl, { signal, suppressToast: true }),
    staleTime: STALE.long,
  });
  const url = base.data?.url;
  const urlOf = useCallback(
    (text: string, voice: TtsVoice, speed: number) =>
      url && /^https?:/.test(url)
        ? buildTtsUrl({ text, voice, speed }, url)
        : buildTtsUrl({ text, voice, speed }),
    [url],
  );
  return { urlOf, ready: !base.isPending };
}
