import { isNoSpeech } from "@web/lib/speech/open-answer-xml.ts";
import type { OpenAnswerResult } from "@web/lib/speech/result-xml.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { colourWords } from "../evaluate-html.ts";
import { PronunciationTips } from "../PronunciationTips.tsx";
import { WordColouring } from "../WordColouring.tsx";
import { AnswerWithElements } from "./AnswerWithElements.tsx";
import { ElementChecklist } from "./ElementChecklist.tsx";
import { FormChecks } from "./FormChecks.tsx";
import { LanguageNotes } from "./LanguageNotes.tsx";
import { pickText, useEnglish, type Viewer, viewerKey } from "./labels.ts";
import { OpenAnswerScores } from "./OpenAnswerScores.tsx";
import { type HeadingLevel, SectionHeading } from "./SectionHeading.tsx";

/**
 * An open answer in full, calm and in reading order: the total and the three part scores, the comment,
 * what was said with the elements it says underlined and numbered, the checklist of elements, the form checks, the notes on
 * the English, and the pronunciation tips (the coloured words behind a disclosure). When no speech was
 * heard it says so instead of the detail.
 * @param props - the evaluation of the open answer, the level of its section headings (default 3) and
 *   who reads it (the student, addressed as "you", or a teacher)
 * @returns the detail (the caller adds the replay and the sample answers)
 */
export function OpenAnswerDetailView({
  result,
  headingLevel = 3,
  viewer = "student",
}: {
  result: OpenAnswerResult;
  headingLevel?: HeadingLevel;
  viewer?: Viewer;
}) {
  const { t } = useTranslation();
  const english = useEnglish();
  const commentId = useId();
  const detail = result.open_answer;
  const comment = pickText(detail.comment, detail.comment_en, english);
  const coloured = colourWords(result.words);
  return (
    <div className="oa-detail" data-testid="open-answer">
      <OpenAnswerScores detail={detail} />
      {isNoSpeech(detail) ? (
        <p className="oa-no-speech" role="status" data-testid="open-answer-no-speech">
          {t(viewerKey("oa.no_speech", viewer))}
        </p>
      ) : (
        <>
          {comment.text && (
            <section className="oa-comment" aria-labelledby={commentId} data-testid="open-answer-comment">
              <SectionHeading id={commentId} level={headingLevel}>
                {t("oa.comment")}
              </SectionHeading>
              <p lang={comment.lang}>{comment.text}</p>
            </section>
          )}
          <AnswerWithElements
            words={result.words}
            recognized={detail.recognized}
            elements={detail.elements}
            level={headingLevel}
            viewer={viewer}
          />
          <ElementChecklist elements={detail.elements} level={headingLevel} viewer={viewer} />
          <FormChecks checks={detail.checks} level={headingLevel} />
          <LanguageNotes notes={detail.notes} words={result.words} level={headingLevel} />
          <PronunciationTips words={coloured} />
          {coloured.length > 0 && (
            <details className="oa-words">
              <summary>{t("oa.pronunciation_words")}</summary>
              <WordColouring words={coloured} />
            </details>
          )}
        </>
      )}
    </div>
  );
}
