import { answerVerdict } from "@hibiki/exercises";
import { useScoreConfig } from "@web/lib/app-config.ts";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerSwitches } from "../shell/switches.ts";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";

const GAP = /_{3,}/;

/**
 * Cloze test: a passage with numbered gaps; one choice question per gap, handed in together. After a
 * hand-in with a wrong gap: 一部正解 / 不正解, each gap's verdict with the right answer, and the
 * explanation; the shell then waits for 次へ (only an all-right hand-in moves on by itself).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ClozeTestPlayer({
  kind,
  item,
  previous,
  visibility,
  onSubmit,
}: PlayerProps<"cloze-test">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const verdict = answerVerdict(kind, previous, useScoreConfig());
  const explain =
    visibility.answerFeedback && item.explanation && (verdict === "partial" || verdict === "wrong");
  const parts = item.screen_text.split(GAP);
  return (
    <section className="pl-item" data-testid="player-cloze-test">
      <p className="pl-passage" lang="en">
        {parts.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: passage pieces are static and never reorder
          <Fragment key={i}>
            {text}
            {i < parts.length - 1 && <span className="pl-gap">({i + 1})</span>}
          </Fragment>
        ))}
      </p>
      {on.translation && item.screen_jp_text && <p className="pl-translation">{item.screen_jp_text}</p>}
      <MultiQuestion
        item={item}
        previous={previous}
        reveal={visibility.answerFeedback}
        onSubmit={onSubmit}
        questionLabel={(n) => `(${n})`}
      />
      <Feedback answer={previous} show={visibility.answerFeedback} kind={kind} />
      {explain && (
        <div className="pl-explanation" data-testid="explanation">
          <p>
            <strong>{t("player.explanation")}</strong>
          </p>
          <p className="prose">{item.explanation}</p>
        </div>
      )}
    </section>
  );
}
