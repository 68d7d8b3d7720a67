import type { EikenRubric } from "@hibiki/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./writing.css";

/** The four bands of the Eiken-style rubric in the order they are listed. */
export const RUBRIC_BANDS = ["content", "organisation", "vocabulary", "grammar"] as const;

/** Four cells, the first `score` of them filled (decorative: the band is written beside it). */
function Cells({ score }: { score: number }) {
  return (
    <span className="writing-band-cells" aria-hidden="true">
      {[1, 2, 3, 4].map((n) => (
        <span
          key={n}
          className="writing-band-cell"
          data-on={n <= score || undefined}
          style={{ background: n <= score ? "var(--c-primary, #2f6fde)" : "var(--c-surface-2, #eef3fb)" }}
        />
      ))}
    </span>
  );
}

/**
 * The Eiken-style rubric of an exam writing task (opinion essay or e-mail reply): content, organisation,
 * vocabulary and grammar, each 0-4 as text and four cells, the total out of 16 and the notes in Japanese.
 * @param props - the engine result's rubric
 * @returns the rubric section
 */
export function EikenRubricView({ rubric }: { rubric: EikenRubric }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="writing-rubric card" aria-labelledby={titleId} data-testid="writing-rubric">
      <h2 id={titleId}>
        {t("writing.rubric_title")} <span className="chip">{t(`writing.rubric_kind_${rubric.kind}`)}</span>
      </h2>
      <p className="writing-rubric-total" data-testid="writing-rubric-total">
        {t("writing.rubric_total", { total: rubric.total })}
      </p>
      <ul className="writing-bands" aria-label={t("writing.rubric_plot")}>
        {RUBRIC_BANDS.map((band) => (
          <li key={band} className="writing-band" data-testid={`writing-band-${band}`}>
            <span className="writing-band-name">{t(`writing.rubric_${band}`)}</span>
            <Cells score={rubric[band]} />
            <span className="writing-band-score">{t("writing.rubric_band", { score: rubric[band] })}</span>
          </li>
        ))}
      </ul>
      {rubric.notes_ja.length > 0 && (
        <>
          <h3>{t("writing.rubric_notes")}</h3>
          <ul className="writing-rubric-notes" data-testid="writing-rubric-notes">
            {rubric.notes_ja.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
