import { useTranslation } from "react-i18next";
import "../shell/i18n.ts";
import "./i18n.ts";
import "./chat-bot.css";
import { useResultRows } from "../shell/result-numbering.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import type { ResultProps } from "../types.ts";
import { ChatTranscript } from "./ChatTranscript.tsx";
import { openQuestionOf, transcriptOf, turnsOf } from "./chat-bot-answer.ts";

/**
 * Chat-bot result: per conversation ("No.n") the transcript — the bot's lines with their audio and
 * translation (when the toggle is on), the student's recognised replies with the option each matched,
 * the replay of each reply and the sample answer — and the number of exchanges.
 * @param props - items and answers
 * @returns the layout
 */
export default function ChatBotResult({ items, answers }: ResultProps<"chat-bot">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const rows = useResultRows(items, answers);
  return (
    <div data-testid="result-chat-bot">
      <ol className="rs-rows">
        {rows.map((row) => {
          const turns = turnsOf(row.answer);
          const answered = row.answer !== undefined && row.answer.is_skipped !== 1;
          const lines = answered
            ? transcriptOf(row.item, turns, openQuestionOf(row.item, turns, "ended", 0))
            : [];
          const samples = new Map((row.item.answer_items ?? []).map((a) => [a.index, a.screen_text]));
          return (
            <li
              key={row.item.question_id}
              className="rs-row"
              data-testid="result-row"
              data-colour={row.colour}
            >
              <span className="rs-label">{row.label}</span>
              {!row.answer && <p className="muted">{t("result.no_answer")}</p>}
              {row.answer?.is_skipped === 1 && <p className="muted">{t("result.skipped")}</p>}
              {answered && (
                <>
                  <p className="muted" data-testid="chat-turn-count">
                    {t("chatbot.turns", { n: turns.length })}
                  </p>
                  <ChatTranscript lines={lines} translation={on.translation} samples={samples} />
                  {turns.length === 0 && row.answer?.recognize_text && (
                    <p lang="en" data-testid="chat-recognized">
                      {row.answer.recognize_text}
                    </p>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
