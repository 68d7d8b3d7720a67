import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n-free-speech.ts";
import "./free-speech.css";
import { usePlayerSwitches } from "../shell/switches.ts";
import type { ShownSample } from "./free-speech.ts";

/** Props of {@link SampleAnswers}. */
export type SampleAnswersProps = {
  samples: readonly ShownSample[];
  /** the student may ask for the samples (false in an exam or when homework turned sample answers off) */
  canAsk: boolean;
  /** always open (result screens) */
  open?: boolean;
};

/**
 * Sample answers, hidden until asked: the sample-answer switch of the switch bar opens them for every
 * item, the button here for this item only. The Japanese of each sample follows the language switch.
 * @param props - the samples and whether they may be shown
 * @returns the samples (or the button to show them), or nothing
 */
export function SampleAnswers({ samples, canAsk, open = false }: SampleAnswersProps) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const [asked, setAsked] = useState(false);
  const id = useId();
  if (samples.length === 0 || (!open && !canAsk)) return null;
  const shown = open || on.sampleAnswer || asked;
  const toggle = !open && !on.sampleAnswer && (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-expanded={shown}
      aria-controls={id}
      data-testid="toggle-samples"
      onClick={() => setAsked((a) => !a)}
    >
      {shown ? t("free_speech.hide_samples") : t("free_speech.show_samples")}
    </button>
  );
  return (
    <div>
      {toggle}
      {shown && (
        <section className="fs-samples" id={id} data-testid="samples" aria-label={t("free_speech.samples")}>
          <h3>{t("free_speech.samples")}</h3>
          <ol>
            {samples.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: samples keep the authored order
              <li key={i}>
                <span lang="en">{s.content}</span>
                {on.translation && s.content_jp && (
                  <p className="pl-translation" data-testid="sample-translation">
                    {s.content_jp}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
