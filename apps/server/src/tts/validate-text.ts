/** Longest text (after normalising) that one synthesis request accepts. */
export const TTS_TEXT_MAX = 600;

/** Why a text was refused; the route sends it back in `data.fields.text`. */
export type TextProblem = "empty" | "too_long" | "control_chars" | "not_english";

export type TextCheck = { ok: true; text: string } | { ok: false; problem: TextProblem };

// Typographic characters that content authors paste; mapped to their ASCII equivalents.
const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": " - ",
  "\u2015": " - ",
  "\u2026": "...",
  "\u00A0": " ",
  "\u3000": " ",
};

// Tab, line feed and carriage return are layout, not control input: passages contain line breaks.
// Also refused: zero-width and bidirectional-override characters, which hide what is really spoken.
function hasControlChars(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 9 || c === 10 || c === 13) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
    if ((c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
      return true;
  }
  return false;
}
// What flite can read as English: basic Latin letters, digits and ordinary punctuation.
const ENGLISH = /^[A-Za-z0-9 .,!?;:'"()\-&%$/+#@*=]+$/;

/**
 * Normalises a text for speech synthesis and checks it is speakable English.
 * Full-width characters (common in Japanese input) and typographic quotes become ASCII first, so
 * "Ｈｅｌｌｏ" and “quoted” text are accepted; Japanese or other scripts are refused.
 * @param raw - the text as received
 * @returns the normalised text, or the problem found
 */
export function normalizeTtsText(raw: string): TextCheck {
  if (hasControlChars(raw)) return { ok: false, problem: "control_chars" };
  let text = raw.normalize("NFKC");
  text = text.replace(
    /[\u2018\u2019\u201A\u2032\u201C\u201D\u201E\u2033\u2010-\u2015\u2026\u00A0\u3000]/g,
    (c) => {
      return TYPOGRAPHIC[c] ?? c;
    },
  );
  text = text.replace(/\s+/g, " ").trim();
  if (text === "" || !/[A-Za-z0-9]/.test(text)) return { ok: false, problem: "empty" };
  if (text.length > TTS_TEXT_MAX) return { ok: false, problem: "too_long" };
  if (!ENGLISH.test(text)) return { ok: false, problem: "not_english" };
  return { ok: true, text };
}
