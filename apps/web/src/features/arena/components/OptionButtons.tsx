import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ArenaItemState } from "../session/types.ts";

/** @returns the class of an option: the correct one once known, my wrong choice, my pending choice */
function optionClass(item: ArenaItemState, i: number): string {
  const mine = item.myChoice === i;
  if (item.correctIndex === i) return "is-correct";
  if (mine && (item.mine?.correct === false || item.correctIndex !== null)) return "is-wrong";
  if (mine) return "is-chosen";
  return "";
}

/**
 * The four options as large buttons numbered 1-4 (the number keys pick them too). After answering they
 * stay focusable but do nothing; when the item closes the correct one is marked.
 * @param props - the item and what a choice does
 * @returns the option group
 */
export function OptionButtons({ item, onChoose }: { item: ArenaItemState; onChoose: (i: number) => void }) {
  const { t } = useTranslation();
  const locked = item.closed || item.myChoice !== null;
  useEffect(() => {
    if (locked) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= item.frame.options.length) {
        e.preventDefault();
        onChoose(n - 1);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [locked, item.frame.options.length, onChoose]);
  return (
    <fieldset className="arena-options">
      <legend className="sr-only">{t("arena.options")}</legend>
      {item.frame.options.map((text, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the options of an item never reorder
          key={i}
          type="button"
          className={`arena-option ${optionClass(item, i)}`}
          aria-disabled={locked || undefined}
          aria-pressed={item.myChoice === i}
          data-testid={`arena-option-${i}`}
          data-correct={item.correctIndex === i ? "1" : undefined}
          onClick={() => {
            if (!locked) onChoose(i);
          }}
        >
          <span className="arena-option-n" aria-hidden="true">
            {i + 1}
          </span>
          <span>{text}</span>
        </button>
      ))}
    </fieldset>
  );
}
