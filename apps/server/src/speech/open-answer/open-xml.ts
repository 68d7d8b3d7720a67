import type { ElementMatch, OpenAnswer } from "@hibiki/exercises";
import { attrs, iseDocument, paperXml, type XmlInput } from "../ise-xml.ts";
import type { FormCheckResult } from "./form-checks.ts";
import type { LanguageNote } from "./language.ts";
import type { OpenComment, OpenScores } from "./score-open.ts";

/** Everything the open-answer result describes. */
export interface OpenXmlInput {
  rubric: OpenAnswer;
  matches: readonly ElementMatch[];
  /** the form checks run (none when the rubric has none) */
  checks?: readonly FormCheckResult[];
  scores: OpenScores;
  comment: OpenComment;
  notes: readonly LanguageNote[];
  recognized: string;
  wordCount: number;
  /** the recognised words aligned to the audio (a read_chapter of the recognised text) */
  paper: XmlInput;
}

/**
 * Renders an open answer's result: xml_result > open_answer > rec_paper > open_answer (scores,
 * comment, elements, form checks, language notes) + read_chapter (the recognised words aligned to the audio, so word
 * colouring, replay and phone tips work as for a reading). Element and note word indices count the
 * read_chapter's words from 0.
 * @param input scores, matches and the aligned words
 * @returns the XML document
 */
export function buildOpenXml(input: OpenXmlInput): string {
  const { scores, paper } = input;
  const elements = input.rubric.elements.map((e) => {
    const m = input.matches.find((x) => x.id === e.id);
    // surface word indices of the recognised text, which are the read_chapter's words (end inclusive)
    const where: Record<string, number> =
      m?.found && m.startWord !== undefined && m.endWord !== undefined
        ? { beg_word: m.startWord, end_word: m.endWord - 1 }
        : {};
    return `<element ${attrs({ id: e.id, label: e.ja, label_en: e.en, found: !!m?.found, ...where })}/>`;
  });
  const checks = (input.checks ?? []).map(
    (c) => `<form_check ${attrs({ id: c.id, label: c.ja, label_en: c.en, passed: c.passed })}/>`,
  );
  const notes = input.notes.map(
    (n) => `<language_note ${attrs({ beg_word: n.begWord, end_word: n.endWord, message: n.message })}/>`,
  );
  const summary = `<open_answer ${attrs({
    total_score: scores.total,
    content_score: scores.content,
    language_score: scores.language,
    delivery_score: scores.delivery,
    accuracy_score: paper.scores.accuracy,
    fluency_score: paper.scores.fluency,
    word_count: input.wordCount,
    is_rejected: paper.scores.isRejected,
    except_info: paper.exceptInfo,
    recognized: input.recognized,
    comment: input.comment.ja,
    comment_en: input.comment.en,
  })}>${elements.join("")}${checks.join("")}${notes.join("")}</open_answer>`;
  return iseDocument(
    "open_answer",
    "hibiki-2",
    `${summary}${paperXml({ ...paper, category: "read_chapter" })}`,
  );
}
