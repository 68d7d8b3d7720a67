import { type BaseAnswer, pureListeningPayload } from "@hibiki/exercises";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Pure listening: play the full text (subtitles and translation by the switches). The first play posts
 * question 1 with score 5 / percent 100; when the audio ends the result follows (spec §4).
 * @param props - the shell's player props (item is the resource's first item)
 * @returns the player
 */
export default function PureListeningPlayer({
  item,
  previous,
  onSubmit,
  onNext,
}: PlayerProps<"pure-listening">) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  const { on } = usePlayerSwitches();
  const posted = useRef(previous !== undefined);
  const sentences = resource.items as (typeof item)[];
  const full = resource.full_text;
  const handlePlay = () => {
    if (posted.current) return;
    posted.current = true;
    // question 1 of the spec is the resource's first item
    const payload: BaseAnswer = { ...pureListeningPayload(), question_id: item.question_id };
    void onSubmit(payload).catch(() => {
      posted.current = false;
    });
  };
  return (
    <section className="pl-item" data-testid="player-pure-listening">
      {full?.title && <h2 lang="en">{full.title}</h2>}
      <AudioPlayer
        file={full?.audio_file ?? item.audio_file}
        label={t("player.play_full")}
        onPlay={handlePlay}
        onEnded={onNext}
        testId="full-audio"
      />
      {(on.subtitle || on.translation) && (
        <ol className="pl-sentences">
          {sentences.map((s) => (
            <li key={s.question_id}>
              {on.subtitle && <p lang="en">{s.screen_en_text ?? s.screen_text}</p>}
              {on.translation && (s.screen_jp_text ?? s.translation) && (
                <p className="pl-translation">{s.screen_jp_text ?? s.translation}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
