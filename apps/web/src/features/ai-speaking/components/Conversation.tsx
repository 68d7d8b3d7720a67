import type { AiSpeakingScenario } from "@hibiki/contracts";
import { RecordButton } from "@web/exercises/speaking/RecordButton.tsx";
import type { RecordingCycle } from "@web/exercises/speaking/use-recording-cycle.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { useConversation } from "../use-conversation.ts";
import { Bubbles } from "./Bubbles.tsx";

const ANSWERING = new Set(["answer", "recording", "recognizing"]);

/**
 * The conversation with the partner (/ai-speaking/detail once started): the partner's lines are spoken in
 * its voice and added as bubbles (the English and the Japanese can be shown or hidden), the student
 * answers with the record button, the answer is recognised, scored and sent; the partner replies and says
 * the next line, or asks again when it did not understand. When the partner has no line left the session
 * is finished and `onDone` shows the result.
 * @param props - the scenario and what to do at the end
 * @returns the conversation
 */
export function Conversation({
  scenario,
  onDone,
}: {
  scenario: AiSpeakingScenario;
  onDone: (sessionId: number) => void;
}) {
  const { t } = useTranslation();
  const chat = useConversation(scenario.scenario_id, onDone);
  const { state } = chat;
  const [showText, setShowText] = useState(true);
  const [showJa, setShowJa] = useState(false);
  // the line whose hint is open (a new line closes it)
  const [hintFor, setHintFor] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = state.bubbles.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [count]);
  const nodeId = state.turn?.node_id ?? null;
  const hint = nodeId !== null && hintFor === nodeId;
  const answering = ANSWERING.has(state.phase);
  // the speaking players' record button (its chunk is shared); recognising reads as its "scoring"
  const { cycle } = chat;
  const recordCycle: RecordingCycle = {
    ...cycle,
    phase: cycle.phase === "recognizing" ? "evaluating" : cycle.phase,
    takeUrl: null,
    loadFailed: false,
  };
  return (
    <section
      className="ais-conversation"
      data-testid="ais-conversation"
      data-phase={state.phase}
      data-node={nodeId ?? ""}
    >
      <div className="ais-switches">
        <label className="pl-switch">
          <input
            type="checkbox"
            checked={showText}
            onChange={(e) => setShowText(e.currentTarget.checked)}
            data-testid="ais-show-text"
          />
          {t("ais.show_text")}
        </label>
        <label className="pl-switch">
          <input
            type="checkbox"
            checked={showJa}
            onChange={(e) => setShowJa(e.currentTarget.checked)}
            data-testid="ais-show-ja"
          />
          {t("ais.show_ja")}
        </label>
      </div>
      <Bubbles
        bubbles={state.bubbles}
        partnerName={scenario.partner.name}
        speakingKey={chat.speakingKey}
        showText={showText}
        showJa={showJa}
        onReplay={state.phase === "answer" ? chat.replay : undefined}
      />
      <div ref={end} />
      <p className="muted ais-status" aria-live="polite" data-testid="ais-status">
        {t(`ais.status.${state.phase}`, { name: scenario.partner.name })}
      </p>
      {state.hint && (
        <p role="alert" className="ais-hint" data-testid="ais-hint" data-hint={state.hint}>
          {t(`ais.hint.${state.hint}`)}
        </p>
      )}
      {answering && state.turn && (
        <div className="ais-answer">
          {state.turn.hint && (
            <div className="ais-hint-box">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-expanded={hint}
                onClick={() => setHintFor(hint ? null : nodeId)}
                data-testid="ais-hint-button"
              >
                {t("ais.hint_button")}
              </button>
              {hint && (
                <p className="muted" data-testid="ais-hint-text">
                  <span lang="en">{state.turn.hint}</span>
                  {state.turn.hint_ja && <span>（{state.turn.hint_ja}）</span>}
                </p>
              )}
            </div>
          )}
          <RecordButton cycle={recordCycle} maxTimeMs={chat.maxTimeMs} />
        </div>
      )}
      {state.phase === "finish_failed" && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={chat.retryFinish}
          data-testid="ais-finish-retry"
        >
          {t("ais.retry")}
        </button>
      )}
    </section>
  );
}
