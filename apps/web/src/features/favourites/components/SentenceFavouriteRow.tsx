import type { FavouriteSentence } from "@hibiki/contracts";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { DiscardButton } from "./DiscardButton.tsx";
import { SentencePractice } from "./SentencePractice.tsx";

/** Percent for display: capped at 100 and rounded (spec §9). */
const shown = (percent: number) => Math.round(Math.min(100, Math.max(0, percent)));

/**
 * One favourite sentence: the text and translation, the model audio, the student's last recording with its
 * score, and the actions practise and discard.
 * @param props - the favourite
 * @returns the row
 */
export function SentenceFavouriteRow({ favourite }: { favourite: FavouriteSentence }) {
  const { t } = useTranslation();
  const [practising, setPractising] = useState(false);
  const p = favourite.practice;
  return (
    <li className="card fav-row" data-testid="favourite-sentence-row">
      <div className="fav-row-head">
        <p className="fav-text" lang="en">
          {favourite.screen_en_text}
        </p>
        <DiscardButton favouriteId={favourite.favourite_id} text={favourite.screen_en_text} />
      </div>
      {favourite.screen_jp_text && <p className="fav-sub">{favourite.screen_jp_text}</p>}
      <div className="fav-audio">
        {favourite.audio_url && (
          <AudioPlayer
            src={favourite.audio_url}
            label={t("favourites.model_audio")}
            testId="favourite-model-audio"
            controlsTestId="favourite-model"
          />
        )}
        {p && (
          <AudioPlayer
            src={p.sound_file}
            label={t("favourites.my_recording")}
            testId="favourite-last-recording"
            controlsTestId="favourite-recording"
          />
        )}
      </div>
      <p className="fav-sub" data-testid="favourite-last-score">
        {p
          ? t("favourites.last_score", { score: shown(p.percent_score), count: p.practice_count })
          : t("favourites.not_practised")}
      </p>
      <div className="fav-actions">
        <button
          type="button"
          className={practising ? "btn btn-secondary btn-sm" : "btn btn-primary btn-sm"}
          aria-expanded={practising}
          data-testid="favourite-practise"
          onClick={() => setPractising((v) => !v)}
        >
          {practising ? t("favourites.close_practice") : t("favourites.practise")}
        </button>
      </div>
      {practising && <SentencePractice favourite={favourite} />}
    </li>
  );
}
