import {
  type EvaluatedPhone,
  type EvaluatedWord,
  isPronunciationTip,
  type PronunciationTip,
} from "@web/lib/speech/result-xml.ts";

/** How a reference word was read (spec: omitted / mispronounced / ok, from dp_message). */
export type WordMark = "ok" | "mispronounced" | "omitted";

// Lower-case ARPAbet phone names. A stored note is "phone:heard:tip" (heard and tip may be empty), notes
// separated by spaces.
const PHONE = /^[a-z]{1,2}$/;

/**
 * A phone of a word worth pointing out: mispronounced (with the phone heard instead, when the engine named
 * it) or carrying a pronunciation tip. With the vowel-added tip, heard is the vowel added after this
 * final consonant. Phones are lower-case ARPAbet.
 */
export type PhoneNote = { phone: string; heard?: string; tip?: PronunciationTip };

/** One word of the coloured sentence; notes only when some phone of a read word is worth pointing out. */
export type ColouredWord = { text: string; mark: WordMark; notes?: PhoneNote[] };

/**
 * The mark of an evaluated word: 16 omitted, 128 mispronounced/replaced, anything else read.
 * @param dp - the word's dp_message
 * @returns the mark, or null for an inserted word (32: not part of the reference); a repeated word (64)
 *   was read, so it counts as ok
 */
export function markOf(dp: number): WordMark | null {
  if (dp === 16) return "omitted";
  if (dp === 128) return "mispronounced";
  if (dp === 32) return null;
  return "ok";
}

/**
 * A word the aligner placed but scored under this (of 5) was not recognisably said: Hibiki's engine
 * counts each word by its probability of being said (experts scoring it above 3 of 10), and its
 * integrity is the expected share of words said.
 */
export const SAID_WORD_MIN_SCORE = 3;

const NON_WORDS = new Set(["sil", "fil", ""]);

/**
 * The read words (dp 0 / 64) the engine's integrity says were never said: an integrity of i out of 5 over
 * n reference words means n − round(n × i / 5) words left out; those beyond the words already marked
 * omitted are the lowest-scored read words under {@link SAID_WORD_MIN_SCORE}. An engine that marks every
 * left-out word (integrity matching its omissions) gets none.
 * @param words - the parsed words
 * @param integrity - the paper's integrity_score (0-5)
 * @returns the indexes (into words) of the words to show as omitted
 */
export function unsaidWords(words: readonly EvaluatedWord[], integrity: number): Set<number> {
  const ref = words
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => w.dp_message !== 32 && !NON_WORDS.has(w.content.trim().toLowerCase()));
  const n = ref.length;
  if (n === 0 || !Number.isFinite(integrity)) return new Set();
  const leftOut = n - Math.round((n * Math.min(5, Math.max(0, integrity))) / 5);
  const extra = leftOut - ref.filter(({ w }) => w.dp_message === 16).length;
  if (extra <= 0) return new Set();
  const candidates = ref
    .filter(({ w }) => (w.dp_message === 0 || w.dp_message === 64) && w.total_score < SAID_WORD_MIN_SCORE)
    .sort((a, b) => a.w.total_score - b.w.total_score || a.i - b.i);
  return new Set(candidates.slice(0, extra).map(({ i }) => i));
}

/**
 * The reference words of an evaluation with their marks, in order (insertions dropped: they are not
 * words the student was asked to read). With the paper's integrity, a word the engine placed but did not
 * count as said is shown as omitted, never as read well (issue 16 #9).
 * @param words - the parsed words of the result XML
 * @param integrity - the paper's integrity_score (0-5) of a reading; omitted for open answers, whose
 *   integrity is the content score
 * @returns the coloured words
 */
export function colourWords(words: readonly EvaluatedWord[], integrity?: number): ColouredWord[] {
  const out: ColouredWord[] = [];
  const unsaid = integrity === undefined ? new Set<number>() : unsaidWords(words, integrity);
  for (const [i, w] of words.entries()) {
    const mark = unsaid.has(i) ? "omitted" : markOf(w.dp_message);
    if (!mark || w.content.trim() === "") continue;
    const notes = mark === "omitted" ? [] : phoneNotes(w.phones);
    out.push(notes.length > 0 ? { text: w.content.trim(), mark, notes } : { text: w.content.trim(), mark });
  }
  return out;
}

/**
 * The phones of a read word worth pointing out: mispronounced ones (128) and those with a tip.
 * @param phones - the word's evaluated phones
 * @returns the notes, in the word's order
 */
export function phoneNotes(phones: readonly EvaluatedPhone[]): PhoneNote[] {
  const out: PhoneNote[] = [];
  for (const p of phones) {
    if (p.dp_message !== 128 && !p.tip) continue;
    const phone = p.content.trim().toLowerCase();
    if (!PHONE.test(phone)) continue;
    const note: PhoneNote = { phone };
    if ((p.dp_message === 128 || p.tip) && p.heard) note.heard = p.heard;
    if (p.tip) note.tip = p.tip;
    out.push(note);
  }
  return out;
}

/**
 * The data-phones attribute value of a word's notes.
 * @param notes - the word's phone notes
 * @returns e.g. "v:b:v-b ng::vowel-added"
 */
function notesToAttr(notes: readonly PhoneNote[]): string {
  return notes.map((n) => `${n.phone}:${n.heard ?? ""}:${n.tip ?? ""}`).join(" ");
}

/**
 * Reads a stored data-phones value back; malformed notes are skipped and unknown tips dropped (a newer
 * engine may name problems this app has no text for).
 * @param raw - the attribute value (may be missing or hostile)
 * @returns the notes
 */
function notesFromAttr(raw: string | null): PhoneNote[] {
  const out: PhoneNote[] = [];
  for (const part of (raw ?? "").split(/\s+/).slice(0, 50)) {
    const [phone = "", heard = "", tip = ""] = part.split(":");
    if (!PHONE.test(phone)) continue;
    const note: PhoneNote = { phone };
    if (PHONE.test(heard) && heard !== phone) note.heard = heard;
    if (isPronunciationTip(tip)) note.tip = tip;
    // A bare note is a mispronounced phone the engine named nothing about; a note whose only content was
    // an unknown tip or an unreadable heard phone says nothing this app can show.
    if (note.heard || note.tip || (heard === "" && tip === "")) out.push(note);
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The evaluate_html of the answer payload: one span per word with its mark as a class (and its phone notes
 * in data-phones), so the result screen can colour the sentence and give pronunciation tips again after a
 * reload without the XML.
 * @param words - the coloured words
 * @returns the HTML string (word text and notes escaped)
 */
export function wordsToHtml(words: readonly ColouredWord[]): string {
  return words
    .map((w) => {
      const notes = w.notes?.length ? ` data-phones="${escapeHtml(notesToAttr(w.notes))}"` : "";
      return `<span class="sw sw-${w.mark}"${notes}>${escapeHtml(w.text)}</span>`;
    })
    .join(" ");
}

const MARKS: readonly WordMark[] = ["ok", "mispronounced", "omitted"];

/**
 * Reads a stored evaluate_html back into coloured words. The HTML comes from the server (and before
 * that from a client), so nothing of it is rendered: it is parsed in an inert document (scripts never
 * run there) and only the text of innermost spans, a known mark class and well-formed phone notes are
 * kept; a span without a known mark counts as read, text outside spans is ignored.
 * @param html - the stored evaluate_html (may be empty or hostile)
 * @returns the coloured words (empty for empty or unreadable input)
 */
export function parseEvaluateHtml(html: string | null | undefined): ColouredWord[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, "text/html");
  const out: ColouredWord[] = [];
  for (const span of doc.body.querySelectorAll("span")) {
    if (span.querySelector("span")) continue;
    const text = (span.textContent ?? "").trim();
    if (text === "") continue;
    const mark = MARKS.find((m) => span.classList.contains(`sw-${m}`)) ?? "ok";
    const notes = mark === "omitted" ? [] : notesFromAttr(span.getAttribute("data-phones"));
    out.push(notes.length > 0 ? { text, mark, notes } : { text, mark });
  }
  return out;
}

/**
 * Sanitises evaluate_html by rebuilding it from its words: the output holds only escaped word text in
 * spans with a known mark class and validated phone notes, whatever the input held (an allow-list stricter
 * than a generic HTML sanitiser, and the same one the result screen reads with).
 * @param html - HTML to clean (built by wordsToHtml, or stored)
 * @returns the sanitised HTML
 */
export function sanitizeEvaluateHtml(html: string): string {
  return wordsToHtml(parseEvaluateHtml(html));
}
