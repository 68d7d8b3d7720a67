import { assetUrl } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";
import { LimitedPlays } from "./LimitedPlays.tsx";

/**
 * Listening choice: play the audio, then answer one question (submits at once) or several (hand-in). In
 * test mode an exam resource that names how often its audio plays (Eiken: once or twice) plays it that
 * many times from one start, without pausing or replaying, as the real test does.
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListeningChoicePlayer({
  item,
  previous,
  mode,
  visibility,
  onSubmit,
}: PlayerProps<"listening-choice">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  // an exam item names its own plays (Common Test parts differ); an Eiken set names them for all items
  const plays = mode === "exam" ? (item.plays ?? resource.eiken_plays) : undefined;
  const figure = item.picture ?? item.screen_pic;
  // an exam listening item (it names its plays) prints its situation and question, as the paper does
  const printed = item.plays !== undefined;
  return (
    <section className="pl-item" data-testid="player-listening-choice">
      {plays ? (
        <LimitedPlays
          key={item.question_id}
          src={assetUrl(assetBase, item.audio_file, resource.res_version)}
          plays={plays}
          testId="item-audio-limited"
        />
      ) : (
        <AudioPlayer file={item.audio_file} testId="item-audio" />
      )}
      {item.screen_jp_text && (printed || on.translation) && (
        <p className="pl-translation" data-testid="item-situation">
          {item.screen_jp_text}
        </p>
      )}
      {figure && (
        <img
          className="pl-figure"
          src={assetUrl(assetBase, figure, resource.res_version)}
          alt={t("player.figure")}
          data-testid="item-figure"
        />
      )}
      {item.screen_text && (printed || on.subtitle) && <p className="pl-stem">{item.screen_text}</p>}
      <MultiQuestion
        item={item}
        previous={previous}
        reveal={visibility.answerFeedback}
        onSubmit={onSubmit}
        stem={item.screen_text}
      />
      <Feedback answer={previous} show={visibility.answerFeedback} />
    </section>
  );
}
