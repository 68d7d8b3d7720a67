/** A box in client coordinates. */
export type Box = { left: number; top: number; width: number; height: number };

/** Where the popup goes: fixed position, width and the height it may use. */
export type PopupPlacement = {
  left: number;
  width: number;
  maxHeight: number;
  /** distance from the viewport's top (placed below the word) or bottom (placed above it) */
  top?: number;
  bottom?: number;
};

/** Widest the popup gets, and its margin from the viewport's edges (px). */
export const POPUP_MAX_WIDTH = 360;
const EDGE = 8;
const GAP = 6;
/** Room below the word that is enough to open downwards (px). */
const ENOUGH_BELOW = 240;

/**
 * Places the popup next to a word: below it when there is room (or more room than above), else above it;
 * never wider than the viewport less its margins (a 390 px phone gets 374 px), centred on the word and
 * kept inside the viewport.
 * @param word - the word's box
 * @param viewport - the viewport's size
 * @returns the placement
 */
export function placePopup(word: Box, viewport: { width: number; height: number }): PopupPlacement {
  const width = Math.max(0, Math.min(POPUP_MAX_WIDTH, viewport.width - 2 * EDGE));
  const centre = word.left + word.width / 2;
  const left = Math.min(Math.max(EDGE, centre - width / 2), Math.max(EDGE, viewport.width - width - EDGE));
  const below = viewport.height - (word.top + word.height) - GAP - EDGE;
  const above = word.top - GAP - EDGE;
  if (below >= ENOUGH_BELOW || below >= above)
    return { left, width, top: word.top + word.height + GAP, maxHeight: Math.max(120, below) };
  return { left, width, bottom: viewport.height - word.top + GAP, maxHeight: Math.max(120, above) };
}
