import type { FavouriteSentenceCollectBody } from "@hibiki/contracts";
import { Icon } from "@web/components/Icon.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCollectedQuery, useToggleSentenceMutation } from "../api.ts";
import "../i18n.ts";
import "../favourites.css";

/**
 * The ☆ toggle of a sentence in a player: collects it (favourite-sentence collect) or discards it, shows
 * hint_common_favorite_word_success / hint_common_unfavorite_word_success, or layer_common_fail on a
 * failure. It is locked while a request is in flight (and until the collected state has loaded).
 * @param props - the sentence as collect posts it
 * @returns the button
 */
export function FavouriteSentenceButton({ sentence }: { sentence: FavouriteSentenceCollectBody }) {
  const { t } = useTranslation();
  const source = sentence.sentence_source ?? "textbook";
  const state = useCollectedQuery(sentence.resource_code, source);
  const toggle = useToggleSentenceMutation();
  const inFlight = useRef(false);
  const collected = state.data?.question_ids.includes(sentence.sentence_id) ?? false;
  const locked = toggle.isPending || state.isPending;
  const handleClick = () => {
    // A ref as well as isPending: two clicks in one frame must not send two requests.
    if (inFlight.current || locked) return;
    inFlight.current = true;
    const collect = !collected;
    toggle.mutate(
      { collect, sentence },
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
      aria-label={t(collected ? "favourites.uncollect_sentence" : "favourites.collect_sentence")}
      disabled={locked}
      data-testid="favourite-sentence-button"
      onClick={handleClick}
    >
      <Icon name="star" size={20} />
      <span className="fav-btn-label">{t(collected ? "favourites.collected" : "favourites.collect")}</span>
    </button>
  );
}
