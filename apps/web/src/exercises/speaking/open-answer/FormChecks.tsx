import type { FormCheck } from "@web/lib/speech/open-answer-xml.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { pickText, useEnglish } from "./labels.ts";
import { type HeadingLevel, SectionHeading } from "./SectionHeading.tsx";

/**
 * The form the answer had to take (an interview's "is … -ing", a story in the past, two reasons, Yes or
 * No first): each check done (✓) or not yet (△), the state also in words.
 * @param props - the checks and the level of the section's heading
 * @returns the list, or nothing without checks
 */
export function FormChecks({ checks, level = 3 }: { checks: readonly FormCheck[]; level?: HeadingLevel }) {
  const { t } = useTranslation();
  const english = useEnglish();
  const headingId = useId();
  if (checks.length === 0) return null;
  return (
    <section className="oa-checklist" aria-labelledby={headingId} data-testid="form-checks">
      <SectionHeading id={headingId} level={level}>
        {t("oa.checks")}
      </SectionHeading>
      <ul className="oa-elements">
        {checks.map((c) => {
          const label = pickText(c.label, c.label_en, english);
          return (
            <li
              key={c.id}
              className={`oa-element ${c.passed ? "is-found" : "is-missing"}`}
              data-testid="form-check"
              data-passed={c.passed}
            >
              <span className="oa-mark" aria-hidden="true">
                {c.passed ? "✓" : "△"}
              </span>
              <span className="oa-label" lang={label.lang}>
                {label.text}
              </span>
              <span className={`oa-state ${c.passed ? "" : "muted"}`}>
                {c.passed ? t("oa.check_passed") : t("oa.check_failed")}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
