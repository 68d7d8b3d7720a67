import { rejectedRawScore } from "@hibiki/exercises";

/** The scores of one kept evaluation, as a speaking answer stores them (0-5). */
export type EvaluationScores = {
  /** the scored paper: read_word, read_sentence, read_chapter or open_answer */
  category: string;
  /** the reference text of a reading ('' for an open answer) */
  content: string;
  total_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The attributes of one start tag's text (`name="value"` pairs, entities decoded). */
function attributesOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([A-Za-z_][\w.-]*)="([^"]*)"/g)) {
    const value = (m[2] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? "");
    out.set(m[1] ?? "", value);
  }
  return out;
}

/** A 0-5 score attribute; unreadable or missing is 0 (as the web client's result parser reads it). */
function score(attrs: Map<string, string>, name: string): number {
  const v = Number(attrs.get(name));
  return Number.isFinite(v) ? Math.min(5, Math.max(0, v)) : 0;
}

/**
 * Reads the scores of an evaluation XML the way the web client's result parser does (lib/speech/result-xml):
 * inside rec_paper, an `open_answer` paper with total_score is an open answer (integrity = its
 * content_score), else the first paper is the reading. Each score is divided by 10 when the paper says
 * is_rejected="true" and floored to 2 decimals (rejectedRawScore), as the client's answer payload does.
 * @param xml - an ISE-shaped XML the speech socket produced
 * @returns the scores, or null when the XML has no scored paper
 */
export function scoresOfEvaluationXml(xml: string): EvaluationScores | null {
  const at = xml.indexOf("<rec_paper");
  if (at < 0) return null;
  const body = xml.slice(at);
  const open = /<open_answer\b[^>]*\btotal_score="[^"]*"[^>]*>/.exec(body);
  const paper = open ?? /<rec_paper\b[^>]*>\s*<([A-Za-z_][\w-]*)\b[^>]*>/.exec(body);
  if (!paper) return null;
  const tag = open ? open[0] : paper[0].slice(paper[0].indexOf(">") + 1);
  const attrs = attributesOf(tag);
  if (!attrs.has("total_score")) return null;
  const rejected = attrs.get("is_rejected") === "true";
  const s = (name: string) => rejectedRawScore(score(attrs, name), rejected);
  return {
    category: open ? "open_answer" : (/^<\s*([A-Za-z_][\w-]*)/.exec(tag.trim())?.[1] ?? ""),
    content: open ? "" : (attrs.get("content") ?? ""),
    total_score: s("total_score"),
    accuracy_score: s("accuracy_score"),
    fluency_score: s("fluency_score"),
    integrity_score: s(open ? "content_score" : "integrity_score"),
  };
}
