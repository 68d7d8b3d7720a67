import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { LetterTile } from "./letter-tiles.ts";
import "../i18n-objective-b.ts";

/** Props of {@link LetterBoard}. */
export interface LetterBoardProps {
  /** screen_text: the word with one `_` per missing letter */
  template: string;
  tiles: readonly LetterTile[];
  /** tile id per blank, or null */
  slots: readonly (number | null)[];
  /** the tile id to place into the first empty blank */
  onPlace: (tileId: number) => void;
  /** empties one blank */
  onTakeBack: (blank: number) => void;
  disabled?: boolean;
}

/**
 * The word with its letter blanks and the shuffled letter tiles. Pressing a tile fills the first
 * empty blank; pressing a filled blank empties it.
 * @param props - template, tiles, blanks and handlers
 * @returns the board
 */
export function LetterBoard({ template, tiles, slots, onPlace, onTakeBack, disabled }: LetterBoardProps) {
  const { t } = useTranslation();
  const letterOf = (id: number | null) => tiles.find((x) => x.id === id)?.letter ?? "";
  const used = new Set(slots.filter((s): s is number => s !== null));
  // Each character cell: a fixed letter, or the number of the blank it is (template order never changes).
  let blanks = 0;
  const cells = [...template].map((ch, pos) => ({
    id: `cell-${pos}`,
    ch,
    blank: ch === "_" ? blanks++ : -1,
  }));
  return (
    <div className="objb-board">
      <p className="objb-word">
        {cells.map(({ id: cellId, ch, blank: at }) => {
          if (at === -1) return <Fragment key={cellId}>{ch}</Fragment>;
          const id = slots[at] ?? null;
          return (
            <button
              key={cellId}
              type="button"
              className={`objb-slot is-letter${id === null ? "" : " is-filled"}`}
              onClick={() => onTakeBack(at)}
              disabled={disabled || id === null}
              aria-label={
                id === null
                  ? t("objb.letter_slot_empty", { n: at + 1 })
                  : t("objb.letter_slot_filled", { n: at + 1, text: letterOf(id) })
              }
            >
              {id === null ? "\u00A0" : letterOf(id)}
            </button>
          );
        })}
      </p>
      <ul className="objb-chips" aria-label={t("objb.letters")}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <button
              type="button"
              className="objb-chip"
              onClick={() => onPlace(tile.id)}
              disabled={disabled || used.has(tile.id)}
            >
              {tile.letter}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
