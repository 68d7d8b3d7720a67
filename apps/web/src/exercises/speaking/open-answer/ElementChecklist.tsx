import type { OpenAnswerElement } from "@web/lib/speech/open-answer-xml.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { pickText, useEnglish, type Viewer, viewerKey } from "./labels.ts";
import { type HeadingLevel, SectionHeading } from "./SectionHeading.tsx";

/**
 * The rubric's elements as a numbered checklist: each said (✓) or not yet (○), with the state also in
 * words (screen readers, and not colour alone), the label in Japanese (English in the English UI when the
 * server gave one), and how many were said.
 * @param props - the scored elements, the level of the section's heading and who reads it
 * @returns the checklist, or nothing without elements
 */
export function ElementChecklist({
  elements,
  level = 3,
  viewer = "student",
}: {
  elements: readonly OpenAnswerElement[];
  level?: HeadingLevel;
  viewer?: Viewer;
}) {
  const { t } = useTranslation();
  const english = useEnglish();
  const headingId = useId();
  if (elements.length === 0) return null;
  const found = elements.filter((e) => e.found).length;
  return (
    <section className="oa-checklist" aria-labelledby={headingId} data-testid="open-answer-checklist">
      <SectionHeading id={headingId} level={level}>
        {t("oa.checklist")}
      </SectionHeading>
      <p className="muted oa-count" data-testid="found-count">
        {t(viewerKey("oa.found_count", viewer), { found, total: elements.length })}
      </p>
      <ol className="oa-elements">
        {elements.map((e, i) => {
          const label = pickText(e.label, e.label_en, english);
          return (
            <li
              key={e.id}
              className={`oa-element ${e.found ? "is-found" : "is-missing"}`}
              data-testid="open-answer-element"
              data-found={e.found}
            >
              <span className="oa-mark" aria-hidden="true">
                {e.found ? "✓" : "○"}
              </span>
              <span className="oa-n" aria-hidden="true">
                {i + 1}.
              </span>
              <span className="oa-label" lang={label.lang}>
                {label.text}
              </span>
              <span className={`oa-state ${e.found ? "" : "muted"}`}>
                {e.found ? t("oa.found") : t("oa.missing")}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
