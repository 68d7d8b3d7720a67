import { Button } from "@web/components/Button.tsx";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerSwitches } from "../../shell/switches.ts";
import type { AnswerFlow } from "./use-answer-flow.ts";
import "../../i18n-objective-b.ts";
import "../../shell/i18n.ts";
import "./objective-b.css";

/** Props of {@link PlayerFrame}. */
export interface PlayerFrameProps {
  /** the exercise kind (root test id `player-<kind>`) */
  kind: string;
  /** the item's own instruction, else the kind's default one */
  instruction?: string | undefined;
  /** the answer flow's state (locked, busy, validation message, save failure) */
  flow: Pick<AnswerFlow<never>, "locked" | "busy" | "hint" | "failed">;
  /** validates and posts the answer (Enter in a text box and the Check button both call it) */
  onCheck: () => void;
  /** hint_jp / hint_en, shown when the tips switch is on */
  hint?: string | undefined;
  /** translation, shown when the translation switch is on */
  translation?: string | undefined;
  /** shown under the input once the answer is scored */
  feedback?: ReactNode;
  /** extra buttons beside Check while answering (e.g. "Start over") */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the typed / ordering players: instruction, the input (children), tips and
 * translation per the shell's switches, the validation message, Check, and the feedback.
 * It is a form, so Enter in a text box submits (spec §5); IME composition Enter does not.
 * @param props - the kind, flow and content
 * @returns the player
 */
export function PlayerFrame(props: PlayerFrameProps) {
  const { kind, instruction, flow, onCheck, hint, translation, feedback, actions, children } = props;
  const { t } = useTranslation();
  const switches = usePlayerSwitches();
  const titleId = useId();
  const msgId = useId();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const wasLocked = useRef(flow.locked);
  // The Check button disappears once the answer is in: move focus to the feedback (read out, and
  // the next Tab reaches the shell's Next button) instead of losing it to the page.
  useEffect(() => {
    if (flow.locked && !wasLocked.current) feedbackRef.current?.focus();
    wasLocked.current = flow.locked;
  }, [flow.locked]);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onCheck();
  };
  // Enter that confirms Japanese IME input must not submit (Safari fires it after compositionend).
  const handleKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === "Enter" && (e.nativeEvent.isComposing || e.keyCode === 229)) e.preventDefault();
  };
  return (
    <section data-testid={`player-${kind}`} className="objb-player" aria-labelledby={titleId}>
      <h2 id={titleId} className="objb-instruction">
        {instruction ?? t(`objb.instruction.${kind}`)}
      </h2>
      <form
        onSubmit={handleSubmit}
        onKeyDown={handleKeyDown}
        noValidate
        aria-describedby={flow.hint ? msgId : undefined}
      >
        {children}
        {switches.on.translation && translation && (
          <p className="objb-translation" lang="ja">
            {translation}
          </p>
        )}
        {switches.on.tips && hint && (
          <p className="objb-hint">
            <span className="objb-label">{t("objb.hint")}</span> {hint}
          </p>
        )}
        {flow.hint && (
          <p id={msgId} className="field-error" role="alert">
            {t(flow.hint)}
          </p>
        )}
        {flow.failed && (
          <p className="field-error" role="alert">
            {t("player.save_failed")}
          </p>
        )}
        {!flow.locked && (
          <div className="objb-actions">
            {actions}
            <Button type="submit" busy={flow.busy}>
              {t("player.submit")}
            </Button>
          </div>
        )}
      </form>
      {flow.locked && (
        <div ref={feedbackRef} tabIndex={-1} className="objb-feedback-wrap" data-testid="objb-feedback">
          {feedback}
        </div>
      )}
    </section>
  );
}
