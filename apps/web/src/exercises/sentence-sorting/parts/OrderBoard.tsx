import { BLANK_PATTERN, type OrderOption } from "@hibiki/exercises";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n-objective-b.ts";

/** Props of {@link OrderBoard}. */
export interface OrderBoardProps {
  /** the options in display order (the shell shuffles them unless option_random is 0) */
  options: readonly OrderOption[];
  /** per blank, the chosen option's index, or null */
  slots: readonly (number | null)[];
  /** screen_text with `___` blanks, when the item has one; else the blanks stand in a row */
  template?: string | undefined;
  onChange: (slots: (number | null)[]) => void;
  disabled?: boolean;
}

/**
 * Tap-to-order board (sentence sorting, word-order blank fill, fill-in order): pressing a choice
 * puts it into the first empty blank; pressing a filled blank puts the choice back. Every part is
 * a real button, so Tab / Enter / Space work without a mouse.
 * @param props - options, blanks and change handler
 * @returns the board
 */
export function OrderBoard({ options, slots, template, onChange, disabled }: OrderBoardProps) {
  const { t } = useTranslation();
  const contentOf = (index: number | null) => options.find((o) => o.index === index)?.content ?? "";
  const used = new Set(slots.filter((s): s is number => s !== null));

  const place = (index: number) => {
    const at = slots.indexOf(null);
    if (at === -1 || used.has(index)) return;
    const next = [...slots];
    next[at] = index;
    onChange(next);
  };
  const takeBack = (at: number) => {
    const next = [...slots];
    next[at] = null;
    onChange(next);
  };

  const slot = (at: number) => {
    const chosen = slots[at] ?? null;
    const text = contentOf(chosen);
    return (
      <button
        type="button"
        className={`objb-slot${chosen === null ? "" : " is-filled"}`}
        onClick={() => takeBack(at)}
        disabled={disabled || chosen === null}
        aria-label={
          chosen === null ? t("objb.slot_empty", { n: at + 1 }) : t("objb.slot_filled", { n: at + 1, text })
        }
      >
        {chosen === null ? "\u00A0" : text}
      </button>
    );
  };

  const pieces = template ? template.split(new RegExp(BLANK_PATTERN.source)) : null;
  return (
    <div className="objb-board">
      {pieces && pieces.length > 1 ? (
        <p className="objb-sentence">
          {pieces.map((piece, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one template never move
            <Fragment key={i}>
              {piece}
              {i < pieces.length - 1 && i < slots.length && slot(i)}
            </Fragment>
          ))}
        </p>
      ) : (
        <p className="objb-sentence">
          {slots.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positions
            <Fragment key={i}>{slot(i)} </Fragment>
          ))}
        </p>
      )}
      <ul className="objb-chips" aria-label={t("objb.choices")}>
        {options.map((o) => (
          <li key={o.index}>
            <button
              type="button"
              className="objb-chip"
              onClick={() => place(o.index)}
              disabled={disabled || used.has(o.index)}
            >
              {o.content}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
