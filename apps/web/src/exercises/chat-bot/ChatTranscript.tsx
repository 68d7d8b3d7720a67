import { assetUrl, type ChatBotItem } from "@hibiki/exercises";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./chat-bot.css";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import type { TranscriptLine } from "./chat-bot-answer.ts";

type Question = ChatBotItem["question_items"][number];

/** Props of {@link ChatTranscript}. */
export type ChatTranscriptProps = {
  lines: readonly TranscriptLine[];
  /** show each bot line's Japanese translation */
  translation: boolean;
  /** key of the bot line being spoken now (highlighted, announced) */
  speakingKey?: string | null;
  /** sample replies by question index (answer_items), shown under the student's reply */
  samples?: ReadonlyMap<number, string>;
};

/**
 * The conversation as chat bubbles: bot lines (avatar, name, text, translation, their audio) and the
 * student's recognised replies (the option they matched, the three-failure note, the replay).
 * @param props - the lines and display options
 * @returns the list
 */
export function ChatTranscript({ lines, translation, speakingKey = null, samples }: ChatTranscriptProps) {
  const { t } = useTranslation();
  return (
    <ol className="cb-transcript" aria-label={t("chatbot.transcript")} data-testid="chat-transcript">
      {lines.map((line) =>
        line.role === "bot" ? (
          <BotLine
            key={line.key}
            question={line.question}
            translation={translation}
            speaking={line.key === speakingKey}
          />
        ) : (
          <li key={line.key} className="cb-line cb-line-student" data-testid="chat-student-line">
            <div className="cb-bubble">
              <span className="cb-name">{t("chatbot.you")}</span>
              <p lang="en" className="cb-text" data-testid="chat-reply-text">
                {line.turn.recognize_text || "…"}
              </p>
              {line.option && (
                <p className="cb-meta muted" data-testid="chat-matched">
                  {t("chatbot.matched", { text: line.option })}
                </p>
              )}
              {line.turn.fallback === 1 && (
                <p className="cb-meta cb-fallback" data-testid="chat-fallback">
                  {t("chatbot.fallback_note")}
                </p>
              )}
              {samples?.get(line.questionIndex) && (
                <p className="cb-meta muted" lang="en" data-testid="chat-sample">
                  {t("chatbot.sample", { text: samples.get(line.questionIndex) })}
                </p>
              )}
              {/* The player itself, not speaking's RecordingReplay: one chunk less for the chat player. */}
              {line.turn.sound_file && (
                <AudioPlayer
                  src={line.turn.sound_file}
                  label={t("chatbot.my_reply")}
                  testId="my-recording"
                  controlsTestId="replay"
                />
              )}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}

/**
 * One bot bubble.
 * @param props - the question, the translation switch, whether it is being spoken
 * @returns the line
 */
function BotLine({
  question,
  translation,
  speaking,
}: {
  question: Question;
  translation: boolean;
  speaking: boolean;
}) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const { allowed } = usePlayerSwitches();
  const name = question.speaker ?? t("chatbot.bot");
  const picture = question.speaker_picture
    ? assetUrl(assetBase, question.speaker_picture, resource.res_version)
    : null;
  return (
    <li
      className={`cb-line cb-line-bot${speaking ? " is-speaking" : ""}`}
      data-testid="chat-bot-line"
      aria-current={speaking ? "true" : undefined}
    >
      {picture ? (
        <img className="cb-avatar" src={picture} alt="" width={40} height={40} />
      ) : (
        <span className="cb-avatar cb-avatar-text" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="cb-bubble">
        <span className="cb-name">{name}</span>
        <p lang="en" className="cb-text">
          {question.screen_text}
        </p>
        {translation && question.screen_jp_text && (
          <p className="pl-translation">{question.screen_jp_text}</p>
        )}
        {question.audio_file && (
          <div className="cb-audio">
            <AudioPlayer
              src={assetUrl(assetBase, question.audio_file, resource.res_version)}
              label={`${t("chatbot.bot_audio")}: ${question.screen_text}`}
              hideLabel
              speed={allowed.speed ? "student" : "normal"}
              testId="chat-bot-audio"
            />
          </div>
        )}
      </div>
    </li>
  );
}
