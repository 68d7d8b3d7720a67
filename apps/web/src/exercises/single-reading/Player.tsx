import { FavouriteSentenceSlot } from "@web/features/favourites/exports/favourite-slots.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import type { PlayerProps } from "../types.ts";
import { SeekAudio } from "./SeekAudio.tsx";

type Lang = "en" | "ja";

/**
 * Single reading: the resource audio with seek controls (slider step 0.1 s), a language switch between the
 * English sentence and its Japanese translation, then record, scores and replay; Next moves on.
 * @param props - the shell's player props
 * @returns the player
 */
export default function SingleReadingPlayer({
  item,
  previous,
  mode,
  position,
  onSubmit,
}: PlayerProps<"single-reading">) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Lang>("en");
  const ja = item.screen_jp_text ?? item.translation;
  return (
    <ReadAloudPanel
      testId="player-single-reading"
      questionId={item.question_id}
      text={item.evaluate_text ?? item.screen_en_text}
      category={item.category === "read_word" ? "read_word" : "read_sentence"}
      maxTimeMs={maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS)}
      previous={previous}
      canRecord={mode !== "review"}
      onSubmit={onSubmit}
    >
      <p className="muted">{t("single_reading.instruction")}</p>
      {ja && (
        <fieldset className="sr-lang" data-testid="language-switch">
          <legend className="muted">{t("single_reading.language")}</legend>
          {(["en", "ja"] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={lang === l ? "btn btn-sm btn-primary" : "btn btn-sm"}
              aria-pressed={lang === l}
              data-testid={`lang-${l}`}
              onClick={() => setLang(l)}
            >
              {l === "en" ? t("single_reading.english") : t("single_reading.japanese")}
            </button>
          ))}
        </fieldset>
      )}
      {lang === "en" || !ja ? (
        <p className="sp-text" lang="en" data-testid="sentence-text">
          {item.screen_en_text}
        </p>
      ) : (
        <p className="sp-text" lang="ja" data-testid="sentence-text">
          {ja}
        </p>
      )}
      {item.audio_file && <SeekAudio file={item.audio_file} />}
      <FavouriteSentenceSlot item={item} mode={mode} position={position} />
    </ReadAloudPanel>
  );
}
