import type { FavouriteWord } from "@hibiki/contracts";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { DiscardButton } from "./DiscardButton.tsx";

/**
 * One favourite word: the word with its IPA and meaning, its model audio when the resource has one, and discard.
 * @param props - the favourite word
 * @returns the row
 */
export function WordFavouriteRow({ favourite }: { favourite: FavouriteWord }) {
  const { t } = useTranslation();
  return (
    <li className="card fav-row" data-testid="favourite-word-row">
      <div className="fav-row-head">
        <p className="fav-text" lang="en">
          {favourite.word} {favourite.ipa && <span className="muted">{favourite.ipa}</span>}
        </p>
        <DiscardButton favouriteId={favourite.favourite_id} text={favourite.word} />
      </div>
      {favourite.mean && <p className="fav-sub">{favourite.mean}</p>}
      {favourite.audio_url && (
        <div className="fav-audio">
          <AudioPlayer
            src={favourite.audio_url}
            label={t("favourites.model_audio")}
            testId="favourite-model-audio"
            controlsTestId="favourite-model"
          />
        </div>
      )}
    </li>
  );
}
