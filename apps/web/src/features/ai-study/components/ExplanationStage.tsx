import type { AiExplanationPoint } from "@hibiki/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Speak, useExplanationSubmitMutation } from "../api.ts";
import "../i18n.ts";
import { useSentenceVoice } from "../use-sentence-voice.ts";
import { CheckQuestion } from "./CheckQuestion.tsx";
import { ExampleLine } from "./ExampleLine.tsx";
import { StageDone } from "./StageDone.tsx";
import "./stages.css";

/**
 * The explanation stage: the points one after another, each with its examples (tap the English to hear
 * it; the Japanese shown or hidden) and its check; the next point opens once the check is answered, and
 * answering the last one saves the stage with the chosen options.
 * @param props - the lesson, its explanation points and the voice
 * @returns the stage
 */
export function ExplanationStage({
  lessonId,
  points,
  speak,
}: {
  lessonId: string;
  points: readonly AiExplanationPoint[];
  speak: Speak;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<(number | null)[]>(() => points.map(() => null));
  const [showJa, setShowJa] = useState(false);
  const voice = useSentenceVoice(speak);
  const submit = useExplanationSubmitMutation();
  const answeredCount = chosen.filter((c) => c !== null).length;
  const allAnswered = answeredCount === points.length;
  const open = chosen.indexOf(null);
  const shownUpTo = open === -1 ? points.length - 1 : open;
  const answers = chosen.map((c) => c ?? -1);
  const send = () => submit.mutate({ lessonId, answers });
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the last check is answered
  useEffect(() => {
    if (!allAnswered || sent.current) return;
    sent.current = true;
    send();
  }, [allAnswered]);
  const right = points.filter((p, i) => chosen[i] === p.check.answer).length;
  return (
    <section className="aist-explanation" aria-labelledby="aist-explain-title" data-testid="aist-explanation">
      <h2 id="aist-explain-title">{t("aist.explain.title")}</h2>
      <div className="aist-switches">
        <p className="muted">{t("aist.explain.tap")}</p>
        <label className="aist-switch">
          <input
            type="checkbox"
            checked={showJa}
            onChange={(e) => setShowJa(e.currentTarget.checked)}
            data-testid="aist-show-ja"
          />
          {t("aist.explain.show_ja")}
        </label>
      </div>
      <p className="muted" aria-live="polite" data-testid="aist-check-progress">
        {t("aist.explain.progress", { done: answeredCount, total: points.length })}
      </p>
      {points.slice(0, shownUpTo + 1).map((p, i) => (
        <article
          // biome-ignore lint/suspicious/noArrayIndexKey: points are positional (answers are sent in order)
          key={i}
          className="card aist-point"
          aria-labelledby={`aist-point-${i}`}
          data-testid="aist-point"
        >
          <h3 id={`aist-point-${i}`}>{p.heading_ja}</h3>
          <p>{p.body_ja}</p>
          <ul className="aist-examples">
            {p.examples.map((ex) => (
              <ExampleLine
                key={ex.en}
                example={ex}
                showJa={showJa}
                speaking={voice.speaking === ex.en}
                onSpeak={voice.say}
              />
            ))}
          </ul>
          <CheckQuestion
            check={p.check}
            index={i}
            chosen={chosen[i] ?? null}
            onChoose={(o) => setChosen((c) => c.map((v, k) => (k === i ? o : v)))}
          />
        </article>
      ))}
      {allAnswered && (
        <StageDone
          stage="explanation"
          status={submit.isError ? "failed" : submit.isSuccess ? "saved" : "saving"}
          message={t("aist.explain.saved", { right, total: points.length })}
          nextOpen={submit.data?.next_stage ?? null}
          onRetry={send}
        />
      )}
    </section>
  );
}
