import { FavouriteWordSlot } from "@web/features/favourites/exports/favourite-slots.ts";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { maxTimeMsOf, WORD_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Word reading: the word with its IPA (and meaning when the translation toggle is on), model audio,
 * record (10 s by default), then scores and replay; the student moves on with Next.
 * @param props - the shell's player props
 * @returns the player
 */
export default function WordReadingPlayer({
  item,
  previous,
  mode,
  position,
  onSubmit,
}: PlayerProps<"word-reading">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const meaning = item.mean ?? item.screen_jp_text ?? item.translation;
  return (
    <ReadAloudPanel
      testId="player-word-reading"
      questionId={item.question_id}
      text={item.evaluate_text ?? item.screen_text}
      category="read_word"
      maxTimeMs={maxTimeMsOf(item.record_max_time, WORD_MAX_TIME_MS)}
      audioFile={item.audio_file}
      previous={previous}
      canRecord={mode !== "review"}
      onSubmit={onSubmit}
    >
      <p className="muted">{t("speak.instruction_word")}</p>
      <p className="sp-text" lang="en" data-testid="word-text">
        {item.screen_text} {item.ipa && <span className="muted">{item.ipa}</span>}
      </p>
      {on.translation && meaning && <p className="pl-translation">{meaning}</p>}
      <FavouriteWordSlot item={item} mode={mode} position={position} />
    </ReadAloudPanel>
  );
}
