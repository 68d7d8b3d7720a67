import { CHAT_BOT_MAX_FAILURES } from "@hibiki/exercises";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../shell/i18n.ts";
import "./i18n.ts";
import "./chat-bot.css";
import type { PlayerProps } from "../types.ts";
import { ChatRecordButton } from "./ChatRecordButton.tsx";
import { ChatTranscript } from "./ChatTranscript.tsx";
import { openQuestionOf, transcriptOf } from "./chat-bot-answer.ts";
import type { ChatState } from "./chat-bot-machine.ts";
import { useChatBot } from "./use-chat-bot.ts";

const ANSWERING = new Set(["answer", "recording", "recognizing"]);

/**
 * Chat-bot dialogue (spec §4): Start, the bot asks (its line plays), the student answers by voice, the
 * reply is recognised and matched to the options (70% rule); a match is saved and the chosen option's
 * next question follows 1.2 s later; no match asks to retry, the third miss alerts and takes the first
 * option. When the conversation ends it is posted as the item's one answer; 「もう一度会話する」 starts a
 * new conversation (issue 16 #3), posted again (the shell keeps the better, a tie the newer).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ChatBotPlayer(props: PlayerProps<"chat-bot">) {
  // 0: as opened (a stored conversation shows); each 「もう一度会話する」 starts a fresh one
  const [run, setRun] = useState(0);
  return (
    <ChatBotRun
      key={run}
      {...props}
      previous={run === 0 ? props.previous : undefined}
      onAgain={() => setRun((r) => r + 1)}
    />
  );
}

/** One conversation of the chat-bot player. */
function ChatBotRun({
  item,
  previous,
  mode,
  visibility,
  onSubmit,
  onAgain,
}: PlayerProps<"chat-bot"> & { onAgain: () => void }) {
  const { t } = useTranslation();
  const chat = useChatBot({ item, previous, onSubmit });
  const { state } = chat;
  const [translation, setTranslation] = useState(false);
  const canTranslate = visibility.switches.translation && item.question_items.some((q) => q.screen_jp_text);
  const open = openQuestionOf(item, state.turns, state.phase, state.question);
  const lines = transcriptOf(item, state.turns, open);
  const speakingKey = state.phase === "bot" ? `b${state.turns.length}` : null;
  const question = item.question_items[state.question];
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (lines.length > 0) end.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [lines.length]);
  const notStarted = state.phase === "ready";
  return (
    <section className="pl-item cb-player" data-testid="player-chat-bot" data-phase={state.phase}>
      <p className="muted">{t("chatbot.instruction")}</p>
      {canTranslate && (
        <label className="pl-switch">
          <input
            type="checkbox"
            checked={translation}
            onChange={(e) => setTranslation(e.currentTarget.checked)}
            data-testid="chat-translation"
          />
          {t("player.switch_translation")}
        </label>
      )}
      <ChatTranscript lines={lines} translation={translation} speakingKey={speakingKey} />
      <div ref={end} />
      {/* biome-ignore lint/a11y/useMediaCaption: the bot's line is shown as text in the transcript */}
      <audio ref={chat.audio} preload="auto" hidden data-testid="chat-voice" />
      {notStarted && mode !== "review" && (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="chat-start"
          onClick={() => chat.dispatch({ type: "start" })}
        >
          {t("chatbot.start")}
        </button>
      )}
      {notStarted && mode === "review" && <p className="muted">{t("chatbot.not_started")}</p>}
      <p className="muted cb-status" aria-live="polite" data-testid="chat-status">
        {previous?.is_skipped === 1 ? t("result.skipped") : statusText(state, t)}
      </p>
      {ANSWERING.has(state.phase) && question && (
        <>
          <Hint state={state} />
          <div className="cb-options" data-testid="chat-options">
            <h3>{t("chatbot.options")}</h3>
            <ul lang="en">
              {question.options.map((o) => (
                <li key={o.content}>{o.content}</li>
              ))}
            </ul>
          </div>
          <ChatRecordButton cycle={{ ...chat.cycle, start: chat.record }} maxTimeMs={chat.maxTimeMs} />
        </>
      )}
      {state.phase === "ended" && chat.save === "saving" && <p className="muted">{t("chatbot.saving")}</p>}
      {state.phase === "ended" &&
        chat.save === "saved" &&
        mode !== "review" &&
        previous?.is_skipped !== 1 && (
          <button type="button" className="btn btn-secondary" data-testid="chat-again" onClick={onAgain}>
            {t("chatbot.again")}
          </button>
        )}
      {state.phase === "ended" && chat.save === "failed" && (
        <p role="alert" className="cb-hint">
          {t("chatbot.save_failed")}{" "}
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={chat.retrySave}
            data-testid="chat-save-retry"
          >
            {t("chatbot.save_retry")}
          </button>
        </p>
      )}
    </section>
  );
}

/** The line under the transcript: who speaks, saving, or the end. */
function statusText(state: ChatState, t: (k: string) => string): string {
  switch (state.phase) {
    case "bot":
      return t("chatbot.bot_speaking");
    case "answer":
      return t("chatbot.your_turn");
    case "uploading":
      return t("chatbot.uploading");
    case "ended":
      return t("chatbot.ended");
    default:
      return "";
  }
}

/**
 * Why the last reply was not taken, what was heard, and the tries left before the first option is taken.
 * @param props - the state
 * @returns the hint, or nothing
 */
function Hint({ state }: { state: ChatState }) {
  const { t } = useTranslation();
  if (!state.hint) return null;
  const counts = state.hint === "no_match" || state.hint === "recognize_empty";
  return (
    <div role="alert" className="cb-hint" data-testid="chat-hint" data-hint={state.hint}>
      <p>{t(`chatbot.hint_${state.hint}`)}</p>
      {state.heard && (
        <p lang="en" data-testid="chat-heard">
          {t("chatbot.heard", { text: state.heard })}
        </p>
      )}
      {counts && state.failures > 0 && (
        <p className="muted">{t("chatbot.tries_left", { n: CHAT_BOT_MAX_FAILURES - state.failures })}</p>
      )}
    </div>
  );
}
