import {
  type DeviceFavoriteSubmitBody,
  deviceFavoritesDiscard,
  deviceFavoritesEnPageList,
  deviceFavoritesNotEnPageList,
  deviceFavoritesSubmit,
  FAVOURITES_PAGE_SIZE,
  type FavouriteCollected,
  type FavouriteSentenceCollectBody,
  type FavouriteSource,
  type FavouriteWordCollectBody,
  favouriteSentenceCollect,
  favouriteSentenceCollected,
  favouriteSentenceDiscard,
  favouriteWordCollect,
  poorlyWordsCollect,
} from "@hibiki/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the favourites module. */
export const favouriteKeys = {
  all: ["favourites"] as const,
  collected: (resCode: string, source: FavouriteSource) =>
    [...favouriteKeys.all, "collected", source, resCode] as const,
  sentences: (page: number) => [...favouriteKeys.all, "sentences", page] as const,
  words: (page: number) => [...favouriteKeys.all, "words", page] as const,
};

/**
 * Which items of a resource the student collected (sentence question ids and words), for the players.
 * @param resCode - the resource
 * @param source - the module (textbook or skillup)
 * @returns the query
 */
export function useCollectedQuery(resCode: string, source: FavouriteSource) {
  return useQuery({
    queryKey: favouriteKeys.collected(resCode, source),
    queryFn: ({ signal }) =>
      call(favouriteSentenceCollected, {
        signal,
        query: { resource_code: resCode, sentence_source: source },
      }),
    staleTime: STALE.short,
    enabled: resCode !== "",
  });
}

/** A sentence toggle: collect with the spec's fields, or discard by resource, question and module. */
export type SentenceToggle = { collect: boolean; sentence: FavouriteSentenceCollectBody };

/**
 * Collects or discards a sentence (favourite-sentence collect / discard); on success the resource's collected
 * state is updated in place. 400 messages are not toasted here: the button shows layer_common_fail.
 * @returns the mutation
 */
export function useToggleSentenceMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ collect, sentence }: SentenceToggle) => {
      if (collect) await call(favouriteSentenceCollect, { body: sentence, suppressToast: true });
      else
        await call(favouriteSentenceDiscard, {
          body: {
            resource_code: sentence.resource_code,
            question_index: sentence.question_index,
            sentence_id: sentence.sentence_id,
            sentence_source: sentence.sentence_source,
          },
          suppressToast: true,
        });
    },
    onSuccess: (_data, { collect, sentence }) => {
      const key = favouriteKeys.collected(sentence.resource_code, sentence.sentence_source ?? "textbook");
      client.setQueryData<FavouriteCollected>(key, (old) => {
        const ids = (old?.question_ids ?? []).filter((id) => id !== sentence.sentence_id);
        return { words: old?.words ?? [], question_ids: collect ? [...ids, sentence.sentence_id] : ids };
      });
      void client.invalidateQueries({ queryKey: [...favouriteKeys.all, "sentences"] });
    },
  });
}

/** A word toggle; `resCode`/`source` name the collected-state query to update. */
export type WordToggle = { word: FavouriteWordCollectBody; resCode: string; source: FavouriteSource };

/**
 * Collects (is_collected 1) or discards (0) a word (favourite-word collect).
 * @returns the mutation
 */
export function useToggleWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ word }: WordToggle) => call(favouriteWordCollect, { body: word, suppressToast: true }),
    onSuccess: (_data, { word, resCode, source }) => {
      const lower = word.words.trim().toLowerCase();
      client.setQueryData<FavouriteCollected>(favouriteKeys.collected(resCode, source), (old) => {
        const words = (old?.words ?? []).filter((w) => w !== lower);
        return {
          question_ids: old?.question_ids ?? [],
          words: Number(word.is_collected) === 1 ? [...words, lower] : words,
        };
      });
      void client.invalidateQueries({ queryKey: [...favouriteKeys.all, "words"] });
    },
  });
}

/**
 * One page (40) of favourite sentences, newest first.
 * @param page - 1-based page
 * @returns the query
 */
export function useSentencePageQuery(page: number) {
  return useQuery({
    queryKey: favouriteKeys.sentences(page),
    queryFn: ({ signal }) =>
      call(deviceFavoritesEnPageList, { signal, query: { page, limit: FAVOURITES_PAGE_SIZE } }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/**
 * One page (40) of favourite words, newest first.
 * @param page - 1-based page
 * @returns the query
 */
export function useWordPageQuery(page: number) {
  return useQuery({
    queryKey: favouriteKeys.words(page),
    queryFn: ({ signal }) =>
      call(deviceFavoritesNotEnPageList, { signal, query: { page, limit: FAVOURITES_PAGE_SIZE } }),
    staleTime: STALE.none,
    placeholderData: keepPreviousData,
  });
}

/**
 * Keeps the latest practice of a favourite sentence (device/favorites/submit) and refreshes the lists.
 * @returns the mutation; resolves with the favourite and its practice
 */
export function useSubmitPracticeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceFavoriteSubmitBody) => call(deviceFavoritesSubmit, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...favouriteKeys.all, "sentences"] }),
  });
}

/**
 * Discards a favourite sentence or word by its favourite_id (device/favorites/discard).
 * @returns the mutation
 */
export function useDiscardFavouriteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favouriteId: number) =>
      call(deviceFavoritesDiscard, { body: { resource_id: favouriteId }, suppressToast: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

/**
 * Posts the poorly-read words of a saved recording (POST poorly-words); the server keeps the collectable
 * ones. Silent: a failure only means the words are not collected this time.
 * @param poorlyWords - the answer's poorly_words ("a|b|c")
 * @returns the words collected by this call
 */
export async function postPoorlyWords(poorlyWords: string): Promise<string[]> {
  if (poorlyWords.trim() === "") return [];
  const data = await call(poorlyWordsCollect, { body: { words: poorlyWords }, suppressToast: true });
  return data.words;
}
