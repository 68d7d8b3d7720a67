import { assetUrl } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { maxTimeMsOf, WORD_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Picture read: the picture with the words to read, model audio, record (10 s by default), then scores
 * and playback; the student moves on with Next (in an exam the shell's skip button skips the item).
 * @param props - the shell's player props
 * @returns the player
 */
export default function PictureReadPlayer({ item, previous, mode, onSubmit }: PlayerProps<"picture-read">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const tr = item.screen_jp_text ?? item.translation ?? item.mean;
  const shown = item.screen_en_text ?? item.screen_text ?? item.evaluate_text;
  return (
    <ReadAloudPanel
      testId="player-picture-read"
      questionId={item.question_id}
      text={item.evaluate_text}
      category={categoryOf(item.category, item.evaluate_text)}
      maxTimeMs={maxTimeMsOf(item.record_max_time, WORD_MAX_TIME_MS)}
      audioFile={item.audio_file}
      previous={previous}
      canRecord={mode !== "review"}
      onSubmit={onSubmit}
    >
      <p className="muted">{t("picture_read.instruction")}</p>
      <img
        className="pr-picture"
        src={assetUrl(assetBase, item.picture, resource.res_version)}
        alt={t("picture_read.picture")}
        data-testid="picture"
        style={{ maxWidth: "100%", maxHeight: 260 }}
      />
      <p className="sp-text" lang="en" data-testid="picture-text">
        {shown}
      </p>
      {on.translation && tr && <p className="pl-translation">{tr}</p>}
    </ReadAloudPanel>
  );
}

/**
 * The engine category: the item's own (except free talk, which a read task never is), else a single word
 * is read_word and anything longer read_sentence.
 */
function categoryOf(own: string | undefined, text: string): "read_word" | "read_sentence" | "read_chapter" {
  if (own === "read_word" || own === "read_sentence" || own === "read_chapter") return own;
  return text.trim().includes(" ") ? "read_sentence" : "read_word";
}
