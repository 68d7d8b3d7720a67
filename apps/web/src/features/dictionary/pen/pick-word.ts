import { DICTIONARY_WORD_MAX } from "@hibiki/contracts/dictionary";

/**
 * Word picking for the dictionary pen: which English word a tap or a selection names. The string parts are
 * pure; the DOM parts read the caret under the pointer (caretPositionFromPoint / caretRangeFromPoint).
 */

/** A Latin letter (English, plus accented letters as in "café"); never kana, kanji or full-width forms. */
const LETTER = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/;
/** Characters that may sit inside a word: apostrophes (straight or curly) and hyphens. */
const JOINER = /['\u2019-]/;
/** One English word: letters, with apostrophes or hyphens only between letters. */
const WORD = /^[A-Za-z\u00C0-\u024F]+(?:['-][A-Za-z\u00C0-\u024F]+)*$/;
/** Kana, kanji, full-width forms and CJK punctuation: text the pen leaves alone. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** Most words a selection may hold to be looked up as a phrase ("look after", "in front of"). */
const PHRASE_MAX_WORDS = 3;

const isLetter = (ch: string | undefined) => ch !== undefined && LETTER.test(ch);
const isWordChar = (text: string, i: number) =>
  isLetter(text[i]) || (JOINER.test(text[i] ?? "") && isLetter(text[i - 1]) && isLetter(text[i + 1]));

/**
 * Cleans a candidate word: curly apostrophes made straight, a possessive "'s" dropped, the length capped.
 * @param raw - the word as it appears in the text
 * @returns the word to look up, or null when it is not an English word
 */
export function normalizeWord(raw: string): string | null {
  let word = raw.replace(/\u2019/g, "'").replace(/^[-']+|[-']+$/g, "");
  if (/'s$/i.test(word) && word.length > 2) word = word.slice(0, -2);
  if (!WORD.test(word) || word.length > DICTIONARY_WORD_MAX) return null;
  return word;
}

/**
 * The English word of a text at a caret offset. A caret just after a word's last letter (where a tap on the
 * right half of that letter puts it) still names the word.
 * @param text - the text node's text
 * @param offset - the caret offset in it
 * @returns the word and where it starts and ends, or null when no English word is there
 */
export function wordAt(text: string, offset: number): { word: string; start: number; end: number } | null {
  let at = offset;
  if (!isWordChar(text, at) && isWordChar(text, at - 1)) at -= 1;
  if (at < 0 || at >= text.length || !isWordChar(text, at)) return null;
  let start = at;
  while (start > 0 && isWordChar(text, start - 1)) start--;
  let end = at + 1;
  while (end < text.length && isWordChar(text, end)) end++;
  const word = normalizeWord(text.slice(start, end));
  return word ? { word, start, end } : null;
}

/**
 * The word or short phrase a selection names: punctuation around it dropped; null for Japanese text, for
 * more than three words, or for anything that is not English words.
 * @param selected - the selected text
 * @returns the word or phrase to look up, or null
 */
export function wordFromSelection(selected: string): string | null {
  if (JAPANESE.test(selected)) return null;
  const trimmed = selected
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[^A-Za-z\u00C0-\u024F]+|[^A-Za-z\u00C0-\u024F]+$/g, "");
  if (trimmed === "") return null;
  const words = trimmed.split(" ").map(normalizeWord);
  if (words.length > PHRASE_MAX_WORDS || words.some((w) => w === null)) return null;
  const phrase = words.join(" ");
  return phrase.length <= DICTIONARY_WORD_MAX ? phrase : null;
}

/** Elements whose own text the pen never reads: controls, links, form fields and media. */
const INTERACTIVE =
  "button,a,input,textarea,select,option,label,summary,audio,video,[contenteditable=''],[contenteditable='true'],[role='button'],[role='link'],[role='checkbox'],[role='radio'],[role='option'],[role='tab'],[role='switch'],[role='menuitem'],[data-pen-ignore]";

/**
 * Whether the pen may read the text an element shows: inside the scope (the page's main content) and not
 * part of a control (choice buttons, links, inputs keep their own behaviour).
 * @param el - the element under the pointer (or holding the selection)
 * @param scope - the element whose text the pen reads
 * @returns true when a tap there may look a word up
 */
export function isPenTarget(el: Element | null, scope: Element): boolean {
  if (!el || !scope.contains(el)) return false;
  return el.closest(INTERACTIVE) === null;
}

/** A caret: the text node and the offset in it. */
export type Caret = { node: Node; offset: number };

type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/**
 * The caret under a point, with whichever API the browser has.
 * @param doc - the document
 * @param x - client x
 * @param y - client y
 * @returns the caret, or null
 */
export function caretFromPoint(doc: Document, x: number, y: number): Caret | null {
  const d = doc as CaretDocument;
  if (typeof d.caretPositionFromPoint === "function") {
    const pos = d.caretPositionFromPoint(x, y);
    return pos ? { node: pos.offsetNode, offset: pos.offset } : null;
  }
  if (typeof d.caretRangeFromPoint === "function") {
    const range = d.caretRangeFromPoint(x, y);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  }
  return null;
}

/**
 * A picked word and the box it sits in (client coordinates), where the popup points; `anchor` is the word's
 * range, to follow it when the page scrolls.
 */
export type PickedWord = {
  word: string;
  rect: { left: number; top: number; width: number; height: number };
  anchor?: Range;
};

const boxOf = (r: DOMRect | { left: number; top: number; width: number; height: number }) => ({
  left: r.left,
  top: r.top,
  width: r.width,
  height: r.height,
});

/** Slack around a word's box when checking that the pointer really was on it (px). */
const SLOP = 4;

/**
 * The word under a pointer, or the word the user selected, when the pen may read it there.
 * @param doc - the document
 * @param scope - the main content element
 * @param x - pointer client x
 * @param y - pointer client y
 * @returns the picked word with its box, or null
 */
export function pickWord(doc: Document, scope: Element, x: number, y: number): PickedWord | null {
  const selection = doc.getSelection();
  if (selection && !selection.isCollapsed && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    const holder = range.commonAncestorContainer;
    const el = holder.nodeType === Node.ELEMENT_NODE ? (holder as Element) : holder.parentElement;
    if (!isPenTarget(el, scope)) return null;
    const word = wordFromSelection(selection.toString());
    const box = range.getBoundingClientRect?.();
    if (!word) return null;
    return {
      word,
      rect: box ? boxOf(box) : { left: x, top: y, width: 0, height: 0 },
      anchor: range.cloneRange(),
    };
  }
  const caret = caretFromPoint(doc, x, y);
  if (!caret || caret.node.nodeType !== Node.TEXT_NODE) return null;
  if (!isPenTarget(caret.node.parentElement, scope)) return null;
  const found = wordAt(caret.node.textContent ?? "", caret.offset);
  if (!found) return null;
  const range = doc.createRange();
  range.setStart(caret.node, found.start);
  range.setEnd(caret.node, found.end);
  const rects = [...(range.getClientRects?.() ?? [])];
  // The caret API answers with the nearest caret even for a tap on empty space beside the text: the
  // pointer must be on the word itself (layout-less environments give no boxes and skip the check).
  const hit = rects.find(
    (r) => x >= r.left - SLOP && x <= r.right + SLOP && y >= r.top - SLOP && y <= r.bottom + SLOP,
  );
  if (rects.length > 0 && !hit) return null;
  return {
    word: found.word,
    rect: hit ? boxOf(hit) : { left: x, top: y, width: 0, height: 0 },
    anchor: range,
  };
}
