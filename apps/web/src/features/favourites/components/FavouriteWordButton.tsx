import type { FavouriteSource, FavouriteWordCollectBody } from "@hibiki/contracts";
import { Icon } from "@web/components/Icon.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCollectedQuery, useToggleWordMutation } from "../api.ts";
import "../i18n.ts";
import "../favourites.css";

/** Props of {@link FavouriteWordButton}. */
export type FavouriteWordButtonProps = {
  /** the word and its details, as favourite-word collect posts them (is_collected is set by the toggle) */
  word: Omit<FavouriteWordCollectBody, "is_collected">;
  /** the resource and module whose collected state shows it */
  resCode: string;
  source: FavouriteSource;
};

/**
 * The ☆ toggle of a word in word reading: favourite-word collect with is_collected 1 or 0, the success
 * toasts of the spec, layer_common_fail on a failure; locked while a request is in flight.
 * @param props - the word, its resource and module
 * @returns the button
 */
export function FavouriteWordButton({ word, resCode, source }: FavouriteWordButtonProps) {
  const { t } = useTranslation();
  const state = useCollectedQuery(resCode, source);
  const toggle = useToggleWordMutation();
  const inFlight = useRef(false);
  const collected = state.data?.words.includes(word.words.trim().toLowerCase()) ?? false;
  const locked = toggle.isPending || state.isPending;
  const handleClick = () => {
    if (inFlight.current || locked) return;
    inFlight.current = true;
    const collect = !collected;
    toggle.mutate(
      { word: { ...word, is_collected: collect ? 1 : 0 }, resCode, source },
      {
        onSuccess: () =>
          showToast(
            t(collect ? "hint_common_favorite_word_success" : "hint_common_unfavorite_word_success"),
            "success",
          ),
        onError: () => showToast(t("layer_common_fail"), "error"),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  return (
    <button
      type="button"
      className="fav-btn"
      aria-pressed={collected}
      aria-busy={toggle.isPending || undefined}
      aria-label={t(collected ? "favourites.uncollect_word" : "favourites.collect_word")}
      disabled={locked}
      data-testid="favourite-word-button"
      onClick={handleClick}
    >
      <Icon name="star" size={20} />
      <span className="fav-btn-label">{t(collected ? "favourites.collected" : "favourites.collect")}</span>
    </button>
  );
}
