import type { OpenAnswerElement } from "@web/lib/speech/open-answer-xml.ts";
import type { EvaluatedWord } from "@web/lib/speech/result-xml.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { type AnswerSegment, answerSegments } from "./answer-segments.ts";
import { pickText, useEnglish, type Viewer, viewerKey } from "./labels.ts";
import { type HeadingLevel, SectionHeading } from "./SectionHeading.tsx";

/** Props of {@link AnswerWithElements}. */
export type AnswerWithElementsProps = {
  /** the recognised words (read_chapter of the result) */
  words: readonly EvaluatedWord[];
  /** the recognised text, shown as is when there are no words */
  recognized: string;
  elements: readonly OpenAnswerElement[];
  /** level of the section's heading */
  level?: HeadingLevel;
  viewer?: Viewer;
};

/**
 * What the student said, with the words that say an element of the rubric underlined and numbered like the
 * checklist below (not colour alone); screen readers hear the element's label after those words.
 * @param props - the recognised words and text, and the scored elements
 * @returns the answer block
 */
export function AnswerWithElements({
  words,
  recognized,
  elements,
  level = 3,
  viewer = "student",
}: AnswerWithElementsProps) {
  const { t } = useTranslation();
  const english = useEnglish();
  const legendId = useId();
  const headingId = useId();
  const segments = answerSegments(words, elements);
  const hits = segments.some((s) => s.kind === "hit");
  const empty = segments.length === 0 && recognized.trim() === "";
  return (
    <section className="oa-answer" data-testid="open-answer-text" aria-labelledby={headingId}>
      <SectionHeading id={headingId} level={level}>
        {t(viewerKey("oa.your_answer", viewer))}
      </SectionHeading>
      <p className="oa-said" lang="en" aria-describedby={hits ? legendId : undefined}>
        {empty && <span lang={english ? "en" : "ja"}>{t("oa.no_words")}</span>}
        {segments.length === 0
          ? recognized
          : segments.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the runs keep the spoken order and never reorder
              <Run key={i} segment={s} elements={elements} english={english} />
            ))}
      </p>
      {hits && (
        <p id={legendId} className="muted oa-legend">
          {t(viewerKey("oa.hit_legend", viewer))}
        </p>
      )}
    </section>
  );
}

/** One run of the answer: plain words, or the words of a found element (underlined, numbered, named). */
function Run({
  segment,
  elements,
  english,
}: {
  segment: AnswerSegment;
  elements: readonly OpenAnswerElement[];
  english: boolean;
}) {
  const { t } = useTranslation();
  if (segment.kind === "plain") return <span>{segment.text} </span>;
  const n = segment.element + 1;
  const element = elements[segment.element];
  const label = element ? pickText(element.label, element.label_en, english) : { text: "", lang: "ja" };
  return (
    <span>
      <mark className="oa-hit" data-testid="answer-hit" data-element={element?.id}>
        {segment.text}
        <sup className="oa-hit-n" aria-hidden="true">
          {n}
        </sup>
      </mark>
      <span className="sr-only" lang={label.lang}>
        {t("oa.hit", { n, label: label.text })}
      </span>{" "}
    </span>
  );
}
