import type { SpeechReport } from "@hibiki/contracts/ws/speech";
import { type OpenAnswerDetail, readOpenAnswer } from "./open-answer-xml.ts";

/** ISE dp_message: 0 ok, 16 omitted, 32 inserted, 64 repeated, 128 mispronounced / replaced. */
export type DpMessage = 0 | 16 | 32 | 64 | 128;

/**
 * Pronunciation problems typical of Japanese speakers that the engine may name on a phone (`tip`):
 * r said like l, l like r, voiceless th like s, voiced th like z/d, v like b, f like h, a vowel added
 * after the word's final consonant, a reduced vowel said in full, and s before an i-vowel said as sh.
 */
export const PRONUNCIATION_TIPS = [
  "r-l",
  "l-r",
  "th-s",
  "dh-z",
  "v-b",
  "f-h",
  "vowel-added",
  "schwa",
  "si-shi",
] as const;
export type PronunciationTip = (typeof PRONUNCIATION_TIPS)[number];

const TIP_SET: ReadonlySet<string> = new Set(PRONUNCIATION_TIPS);

/**
 * Whether a value is a tip key this app knows (newer engines may send keys it does not: they are dropped).
 * @param value - the tip attribute or stored key
 * @returns true for one of PRONUNCIATION_TIPS
 */
export function isPronunciationTip(value: unknown): value is PronunciationTip {
  return typeof value === "string" && TIP_SET.has(value);
}

/**
 * One phone of a word (lower-case ARPAbet); score is 0-5 like the word's, heard is the phone the engine
 * heard instead (with dp_message 128; with the vowel-added tip, the vowel heard after this final
 * consonant), tip a known pronunciation problem. The optional fields are absent when the engine did not
 * send them or sent something unreadable.
 */
export type EvaluatedPhone = {
  content: string;
  dp_message: DpMessage;
  beg_pos: number;
  end_pos: number;
  score?: number;
  heard?: string;
  tip?: PronunciationTip;
};

/** One word of the result; positions are 10 ms frames, scores 0-5 (as in the XML, not percent). */
export type EvaluatedWord = {
  index: number;
  content: string;
  dp_message: DpMessage;
  beg_pos: number;
  end_pos: number;
  total_score: number;
  phones: EvaluatedPhone[];
};

export type StudyReport = SpeechReport["study_report"];

/** The evaluation as the players use it; scores are 0-5 (multiply by 20 for percent). */
export type EvaluationResult = {
  category: string;
  content: string;
  total_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
  standard_score: number;
  is_rejected: boolean;
  except_info: string;
  words: EvaluatedWord[];
  study_report: StudyReport;
  poorly_words: string[];
  /**
   * open answers only (category "open_answer"): the elements, part scores, comment and notes; `words` are
   * then the recognised words, and the four scores above are the open answer's (integrity = content)
   */
  open_answer?: OpenAnswerDetail;
};

/** The XML could not be read as an ISE result. */
export class ResultParseError extends Error {
  override name = "ResultParseError";
}

const DP_VALUES = new Set([0, 16, 32, 64, 128]);
// Pause markers some engines emit as words; they are not part of the reference text.
const NON_WORDS = new Set(["", "sil", "fil", "silv"]);

function num(el: Element, name: string): number {
  const v = Number(el.getAttribute(name));
  return Number.isFinite(v) ? v : 0;
}

function dp(el: Element): DpMessage {
  const v = num(el, "dp_message");
  return (DP_VALUES.has(v) ? v : 0) as DpMessage;
}

// ARPAbet phone names are one or two letters; CMUdict-style stress digits are dropped.
const PHONE_NAME = /^([a-z]{1,2})[0-2]?$/;

/** A phone score on the 0-5 scale, or undefined when missing, not a number or out of range. */
function phoneScore(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const v = Number(raw);
  return Number.isFinite(v) && v >= 0 && v <= 5 ? v : undefined;
}

/** The lower-case ARPAbet name of a heard phone, or undefined when it does not look like one. */
function heardPhone(raw: string | null): string | undefined {
  return PHONE_NAME.exec((raw ?? "").trim().toLowerCase())?.[1];
}

function parsePhone(p: Element): EvaluatedPhone {
  const phone: EvaluatedPhone = {
    content: p.getAttribute("content") ?? "",
    dp_message: dp(p),
    beg_pos: num(p, "beg_pos"),
    end_pos: num(p, "end_pos"),
  };
  const score = phoneScore(p.getAttribute("score"));
  if (score !== undefined) phone.score = score;
  const heard = heardPhone(p.getAttribute("heard"));
  // "Heard the same phone" says nothing; only a different phone is kept.
  if (heard !== undefined && heard !== phone.content.toLowerCase()) phone.heard = heard;
  const tip = p.getAttribute("tip")?.trim();
  if (isPronunciationTip(tip)) phone.tip = tip;
  return phone;
}

function parseWord(el: Element, fallbackIndex: number): EvaluatedWord {
  const phones = [...el.getElementsByTagName("phone")].map(parsePhone);
  return {
    index: el.hasAttribute("global_index") ? num(el, "global_index") : fallbackIndex,
    content: el.getAttribute("content") ?? "",
    dp_message: dp(el),
    beg_pos: num(el, "beg_pos"),
    end_pos: num(el, "end_pos"),
    total_score: num(el, "total_score"),
    phones: phones.filter((p) => p.content !== "sil" && p.content !== "fil"),
  };
}

/**
 * Derives a study report from the words when the server sent none (e.g. iFlytek, which has no such
 * extension): omitted and repeated word counts, words per minute over the spoken span, and the words
 * read wrongly or scored under 3 of 5.
 * @param words - parsed words
 * @returns the report
 */
export function deriveStudyReport(words: readonly EvaluatedWord[]): StudyReport {
  const reference = words.filter((w) => w.dp_message !== 32);
  const spoken = reference.filter((w) => w.dp_message !== 16);
  const begin = Math.min(...spoken.map((w) => w.beg_pos));
  const end = Math.max(...spoken.map((w) => w.end_pos));
  const minutes = spoken.length > 0 && end > begin ? (end - begin) / 100 / 60 : 0;
  const errorwords = reference
    .filter((w) => w.dp_message === 128 || (w.dp_message === 0 && w.total_score < 3))
    .map((w) => w.content);
  return {
    leak: reference.filter((w) => w.dp_message === 16).length,
    repeat: words.filter((w) => w.dp_message === 64).length,
    speed: minutes > 0 ? Math.round(spoken.length / minutes) : 0,
    info: "",
    errorwords: [...new Set(errorwords)],
  };
}

/**
 * Parses an ISE result XML (xml_result / read_* / rec_paper / read_chapter|read_sentence|read_word /
 * sentence / word / [syll /] phone) into a typed result. A Hibiki open-answer result (rec_paper holding
 * an `open_answer` paper, then the `read_chapter` of the recognised words) reads as category "open_answer":
 * the scores are the open answer's (total, accuracy and fluency as named, integrity = content), the words
 * and content are the recognised ones, and `open_answer` holds the detail.
 * @param xml - the decoded XML text
 * @param report - the server's study report and poorly words, if it sent them beside the XML
 * @returns the result
 * @throws ResultParseError when the XML is malformed or has no scored paper
 */
export function parseEvaluationXml(xml: string, report?: SpeechReport): EvaluationResult {
  const doc = new DOMParser().parseFromString(xml.replace(/^\uFEFF/, ""), "application/xml");
  if (doc.getElementsByTagName("parsererror").length > 0 || doc.documentElement?.nodeName !== "xml_result") {
    throw new ResultParseError("evaluation result is not ISE XML (xml_result expected)");
  }
  const paperHolder = doc.getElementsByTagName("rec_paper")[0];
  const papers = paperHolder ? [...paperHolder.children] : [];
  const open = papers.find((p) => p.nodeName === "open_answer" && p.hasAttribute("total_score"));
  if (open) return openAnswerResult(open, papers, report);
  const paper = papers[0];
  if (!paper?.hasAttribute("total_score"))
    throw new ResultParseError("evaluation result has no scored rec_paper");
  const words = wordsOf(paper);
  return {
    category: paper.nodeName,
    content: paper.getAttribute("content") ?? "",
    total_score: num(paper, "total_score"),
    accuracy_score: num(paper, "accuracy_score"),
    fluency_score: num(paper, "fluency_score"),
    integrity_score: num(paper, "integrity_score"),
    standard_score: num(paper, "standard_score"),
    is_rejected: paper.getAttribute("is_rejected") === "true",
    except_info: paper.getAttribute("except_info") ?? "0",
    words,
    study_report: report?.study_report ?? deriveStudyReport(words),
    poorly_words: report?.poorly_words ?? [],
  };
}

/** The words of a paper, in order, without pause markers. */
function wordsOf(paper: Element): EvaluatedWord[] {
  return [...paper.getElementsByTagName("word")]
    .map((el, i) => parseWord(el, i))
    .filter((w) => !NON_WORDS.has(w.content.toLowerCase()));
}

/** An open-answer result: scores from the open_answer paper, words from the read_chapter beside it. */
function openAnswerResult(
  open: Element,
  papers: readonly Element[],
  report?: SpeechReport,
): EvaluationResult {
  const detail = readOpenAnswer(open);
  const chapter = papers.find((p) => p.nodeName === "read_chapter");
  const words = chapter ? wordsOf(chapter) : [];
  return {
    category: "open_answer",
    content: detail.recognized || chapter?.getAttribute("content") || "",
    total_score: detail.total_score,
    accuracy_score: detail.accuracy_score,
    fluency_score: detail.fluency_score,
    integrity_score: detail.content_score,
    standard_score: chapter ? num(chapter, "standard_score") : 0,
    is_rejected: detail.is_rejected,
    except_info: detail.except_info,
    words,
    study_report: report?.study_report ?? deriveStudyReport(words),
    poorly_words: report?.poorly_words ?? [],
    open_answer: detail,
  };
}

/** An evaluation of an open answer: its detail is always there. */
export type OpenAnswerResult = EvaluationResult & { open_answer: OpenAnswerDetail };

/**
 * Reads a stored result XML as an open answer.
 * @param xml - the XML (null: none was stored)
 * @returns the result, or null when there is no XML, it cannot be read, or it is a reading
 */
export function parseOpenAnswerResult(xml: string | null | undefined): OpenAnswerResult | null {
  if (!xml) return null;
  try {
    const result = parseEvaluationXml(xml);
    return result.open_answer ? (result as OpenAnswerResult) : null;
  } catch {
    // An unreadable XML shows the answer's stored scores and words instead.
    return null;
  }
}
