import type { SpeechCategory } from "@hibiki/contracts/ws/speech";
import type { ReadingScores, WordScore } from "./scoring.ts";

/** Everything the XML describes. */
export interface XmlInput {
  category: SpeechCategory;
  /** reference text as sent (prefixes removed) */
  content: string;
  sentences: string[];
  words: WordScore[];
  scores: ReadingScores;
  /** ISE except_info: 0, 28673 (no speech), 28676 (garbage / different text) */
  exceptInfo: number;
  /** total 10 ms frames of audio */
  frames: number;
}

/** Escapes text for an XML attribute value. */
export function xmlAttr(s: string): string {
  // Control characters are not allowed in XML 1.0; newlines would be folded to spaces anyway.
  const clean = Array.from(s, (c) => (c.charCodeAt(0) < 0x20 ? " " : c)).join("");
  return clean.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function attrs(map: Record<string, string | number | boolean>): string {
  return Object.entries(map)
    .map(([k, v]) => `${k}="${xmlAttr(String(v))}"`)
    .join(" ");
}

function wordXml(w: WordScore, globalIndex: number, index: number): string {
  const phones = (w.phones ?? [])
    .map(
      (p) =>
        `<phone ${attrs({
          beg_pos: p.begPos,
          end_pos: p.endPos,
          content: p.content.toLowerCase(),
          dp_message: p.dp,
          score: p.score,
          ...(p.heard ? { heard: p.heard.toLowerCase() } : {}),
          ...(p.tip ? { tip: p.tip } : {}),
        })}/>`,
    )
    .join("");
  const syll = w.phones?.length
    ? `<syll ${attrs({
        beg_pos: w.begPos,
        end_pos: w.endPos,
        content: (w.phones ?? []).map((p) => p.content.toLowerCase()).join(" "),
        syll_score: w.score,
      })}>${phones}</syll>`
    : "";
  return `<word ${attrs({
    beg_pos: w.begPos,
    end_pos: w.endPos,
    content: w.content,
    dp_message: w.dp,
    global_index: globalIndex,
    index,
    total_score: w.score,
  })}>${syll}</word>`;
}

/**
 * Renders the paper of a result: read_chapter (read_word for words) > sentence > word > syll > phone.
 * @param input words, scores and text
 * @returns the XML element
 */
export function paperXml(input: XmlInput): string {
  const { category, scores, words } = input;
  const sentences = input.sentences.map((text, si) => {
    const own = words.map((w, gi) => ({ w, gi })).filter(({ w }) => w.sentence === si);
    const read = own.filter(({ w }) => w.dp !== 16);
    // Inserted words (32) are listed but are not words of the text: they do not count or score.
    const ref = own.filter(({ w }) => w.dp !== 32);
    const score = ref.length ? ref.reduce((s, { w }) => s + w.score, 0) / ref.length : 0;
    return `<sentence ${attrs({
      beg_pos: read[0]?.w.begPos ?? 0,
      end_pos: read[read.length - 1]?.w.endPos ?? 0,
      content: text,
      index: si,
      total_score: Math.round(score * 100) / 100,
      word_count: ref.length,
    })}>${own.map(({ w, gi }, i) => wordXml(w, gi, i)).join("")}</sentence>`;
  });
  const inner = category === "read_word" ? "read_word" : "read_chapter";
  const paper = `<${inner} ${attrs({
    beg_pos: 0,
    end_pos: input.frames,
    content: input.content,
    total_score: scores.total,
    accuracy_score: scores.accuracy,
    fluency_score: scores.fluency,
    integrity_score: scores.integrity,
    standard_score: scores.standard,
    is_rejected: scores.isRejected,
    except_info: input.exceptInfo,
    word_count: words.filter((w) => w.dp !== 32).length,
  })}>${sentences.join("")}</${inner}>`;
  return paper;
}

/**
 * Wraps result elements in the ISE document: xml_result > category > rec_paper.
 * @param category the evaluation category (the element's name)
 * @param version engine version label
 * @param body elements inside rec_paper
 * @returns the XML document
 */
export function iseDocument(category: string, version: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><xml_result><${category} ${attrs({
    lan: "en",
    type: "study",
    version,
  })}><rec_paper>${body}</rec_paper></${category}></xml_result>`;
}

/**
 * Renders the ISE-shaped result: xml_result > read_sentence|read_word|read_chapter > rec_paper >
 * read_chapter (read_word for words) > sentence > word > syll > phone. Scores are 0-5.
 * @param input words, scores and text
 * @returns the XML document
 */
export function buildIseXml(input: XmlInput): string {
  return iseDocument(input.category, "hibiki-1", paperXml(input));
}
