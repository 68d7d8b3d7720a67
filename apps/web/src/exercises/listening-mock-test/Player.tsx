import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Listening mock test: the introduction audio first, then the question audio and its questions (spec §4).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListeningMockTestPlayer({
  item,
  previous,
  visibility,
  onSubmit,
}: PlayerProps<"listening-mock-test">) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<"intro" | "question">(
    item.intro_audio_file && !previous ? "intro" : "question",
  );
  return (
    <section className="pl-item" data-testid="player-listening-mock-test" data-stage={stage}>
      {stage === "intro" && item.intro_audio_file ? (
        <>
          <p>{t("player.play_intro_first")}</p>
          <AudioPlayer
            file={item.intro_audio_file}
            label={t("player.intro_audio")}
            onEnded={() => setStage("question")}
            testId="intro-audio"
          />
          <Button variant="secondary" onClick={() => setStage("question")} data-testid="to-question-audio">
            {t("player.question_audio")}
          </Button>
        </>
      ) : (
        <>
          <AudioPlayer file={item.audio_file} label={t("player.question_audio")} testId="item-audio" />
          <MultiQuestion
            item={item}
            previous={previous}
            reveal={visibility.answerFeedback}
            onSubmit={onSubmit}
          />
          <Feedback answer={previous} show={visibility.answerFeedback} />
        </>
      )}
    </section>
  );
}
