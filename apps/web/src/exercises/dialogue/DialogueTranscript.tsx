import { assetUrl } from "@hibiki/exercises";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { SpeakerLabel } from "./SpeakerAvatar.tsx";
import { type DialogueSpeaker, type DialogueTurn, speakerNamed, translationOf } from "./turns.ts";

/** Props of {@link DialogueTranscript}. */
export type DialogueTranscriptProps = {
  turns: readonly DialogueTurn[];
  speakers: readonly DialogueSpeaker[];
  /** the current turn: shown highlighted, later turns are not shown yet */
  currentId: string;
  /** hides a line's text (the subtitle switch is off for a line the student only hears) */
  hideText?: (turn: DialogueTurn) => boolean;
  /** offer a play button on the earlier lines (not while a challenge is running) */
  replay?: boolean;
};

/**
 * The conversation panel: each line so far with its speaker's avatar and name, speakers alternating
 * sides, the current line highlighted (and scrolled into view), translations when the switch is on.
 * @param props - turns, speakers and the current turn
 * @returns the panel
 */
export function DialogueTranscript({
  turns,
  speakers,
  currentId,
  hideText,
  replay,
}: DialogueTranscriptProps) {
  const { t } = useTranslation();
  const { on, allowed } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const speed = usePlaySpeed();
  const audio = useRef<HTMLAudioElement>(null);
  const current = useRef<HTMLLIElement>(null);
  const at = turns.findIndex((tn) => tn.question_id === currentId);
  const shown = at === -1 ? turns : turns.slice(0, at + 1);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  const play = (file: string) => {
    const el = audio.current;
    if (!el) return;
    el.src = assetUrl(assetBase, file, resource.res_version);
    el.playbackRate = allowed.speed ? speed : 1;
    void el.play().catch(() => undefined);
  };
  return (
    <section className="dl-chat-box" aria-label={t("dialogue.transcript")}>
      <ol className="dl-chat" data-testid="dialogue-transcript">
        {shown.map((turn) => {
          const speaker = speakerNamed(speakers, turn.speaker);
          const isCurrent = turn.question_id === currentId;
          const tr = translationOf(turn);
          const hidden = hideText?.(turn) ?? false;
          return (
            <li
              key={turn.question_id}
              ref={isCurrent ? current : undefined}
              className={`dl-turn${speaker.slot % 2 === 1 ? " is-right" : ""}${isCurrent ? " is-current" : ""}`}
              data-testid="dialogue-turn"
              data-current={isCurrent || undefined}
              aria-current={isCurrent ? "step" : undefined}
            >
              <SpeakerLabel speaker={speaker} />
              <div className="dl-bubble">
                {isCurrent && <span className="sr-only">{t("dialogue.current_turn")}: </span>}
                {!hidden && (
                  <p className="dl-line" lang="en">
                    {turn.screen_en_text}
                  </p>
                )}
                {hidden && <p className="dl-line dl-line-hidden">…</p>}
                {on.translation && tr && !hidden && <p className="pl-translation">{tr}</p>}
                {replay && !isCurrent && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm dl-play"
                    onClick={() => play(turn.audio_file)}
                    aria-label={t("dialogue.play_line", { name: speaker.name })}
                  >
                    ▶
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {/* biome-ignore lint/a11y/useMediaCaption: replays a line whose text is shown in the panel */}
      {replay && <audio ref={audio} preload="none" hidden />}
    </section>
  );
}
