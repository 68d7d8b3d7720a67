import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

/**
 * The sample answers of a record step, each with its translation when the translation switch is on.
 * @param props - the samples
 * @returns the list, or nothing without samples
 */
export function SampleAnswers({
  samples,
}: {
  samples: readonly { text: string; translation?: string | undefined }[];
}) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  if (samples.length === 0) return null;
  return (
    <section className="ps-samples" data-testid="sample-answers">
      <h3 className="ps-small-title">{t("steps.sample_answer")}</h3>
      {samples.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: samples keep the authored order
        <div key={i}>
          <p lang="en">{s.text}</p>
          {on.translation && s.translation && <p className="pl-translation">{s.translation}</p>}
        </div>
      ))}
    </section>
  );
}
