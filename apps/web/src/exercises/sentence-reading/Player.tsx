import { FavouriteSentenceSlot } from "@web/features/favourites/exports/favourite-slots.ts";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Sentence reading: the sentence (and its translation when the toggle is on), model audio, record,
 * then scores, coloured words and replay; the student moves on with Next.
 * @param props - the shell's player props
 * @returns the player
 */
export default function SentenceReadingPlayer({
  item,
  previous,
  mode,
  position,
  onSubmit,
}: PlayerProps<"sentence-reading">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const tr = item.screen_jp_text ?? item.translation;
  return (
    <ReadAloudPanel
      testId="player-sentence-reading"
      questionId={item.question_id}
      text={item.evaluate_text ?? item.screen_en_text}
      category="read_sentence"
      maxTimeMs={maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS)}
      audioFile={item.audio_file}
      previous={previous}
      canRecord={mode !== "review"}
      onSubmit={onSubmit}
    >
      <p className="muted">{t("speak.instruction_sentence")}</p>
      <p className="sp-text" lang="en" data-testid="sentence-text">
        {item.screen_en_text}
      </p>
      {on.translation && tr && <p className="pl-translation">{tr}</p>}
      <FavouriteSentenceSlot item={item} mode={mode} position={position} />
    </ReadAloudPanel>
  );
}
