import { SPEECH_TEXT_LIMITS, type SpeechCategory } from "@hibiki/contracts/ws/speech";

/** One word of the reference text: as shown, as aligned, and which sentence it belongs to. */
export interface RefWord {
  /** The word as written, without surrounding punctuation ("Don't", "Tokyo"). */
  content: string;
  /** Lower-case dictionary form used by the aligner ("don't", "tokyo"). */
  norm: string;
  /** Index of its sentence in the text. */
  sentence: number;
}

/** The parsed reference: words plus sentence texts (for the XML). */
export interface RefText {
  words: RefWord[];
  sentences: string[];
}

/** Why a text was refused; mapped to the paper_error codes by the protocol. */
export type RefTextProblem = "empty" | "too_long";

const CURLY = /[\u2018\u2019\u02bc\uff07]/g;

/**
 * Removes what ISE clients put around the text: a UTF-8 BOM and a `[word]` / `[content]` line.
 * @param raw text from the first frame
 * @returns the bare text
 */
export function stripIsePrefix(raw: string): string {
  return raw
    .replace(/^\uFEFF/, "")
    .replace(/^\s*\[(word|content)\]\s*/i, "")
    .trim();
}

function normalise(token: string): string {
  return token
    .replace(CURLY, "'")
    .toLowerCase()
    .replace(/[^a-z0-9']/g, "")
    .replace(/^'+|'+$/g, "");
}

/**
 * Splits the reference text into words and sentences. Hyphenated words become separate words,
 * punctuation is dropped, and for read_word every line or space-separated token is its own "sentence".
 * @param raw text as sent by the client (BOM and ISE prefixes allowed)
 * @param category evaluation category
 * @returns the words, or the problem that makes the text unusable
 */
export function parseReferenceText(raw: string, category: SpeechCategory): RefText | RefTextProblem {
  const text = stripIsePrefix(raw);
  const limits = SPEECH_TEXT_LIMITS[category];
  if (text.length > limits.maxChars) return "too_long";
  const sentenceTexts =
    category === "read_word"
      ? text.split(/\s+/)
      : (text.match(/[^.!?\n]+[.!?]*["')\]]*/g) ?? []).map((s) => s.trim());
  const words: RefWord[] = [];
  const sentences: string[] = [];
  for (const sentence of sentenceTexts) {
    const before = words.length;
    for (const token of sentence.split(/[\s\u2013\u2014-]+/)) {
      const norm = normalise(token);
      if (!norm) continue;
      const content = token.replace(CURLY, "'").replace(/^[^A-Za-z0-9']+|[^A-Za-z0-9']+$/g, "");
      words.push({ content, norm, sentence: sentences.length });
    }
    if (words.length > before) sentences.push(sentence);
  }
  if (!words.length) return "empty";
  if (words.length > limits.maxWords) return "too_long";
  return { words, sentences };
}
