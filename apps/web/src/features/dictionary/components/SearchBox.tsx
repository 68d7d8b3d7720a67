import { DICTIONARY_WORD_MAX } from "@hibiki/contracts";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFuzzyQuery } from "../api.ts";
import { useDebounced } from "../hooks/useDebounced.ts";
import "../i18n.ts";
import { searchTypeOf } from "../urls.ts";

/** How long typing must pause before the autocomplete asks (ms). */
export const AUTOCOMPLETE_DELAY_MS = 250;

/**
 * The search field with autocomplete (fuzzy-search-word while typing, debounced): a combobox whose list
 * is driven by the arrow keys, Enter and Escape, or by pointer. Choosing an item or submitting looks it up.
 * @param props - the starting text and what a lookup does
 * @returns the form
 */
export function SearchBox({
  initial = "",
  onSearch,
}: {
  initial?: string;
  onSearch: (word: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(text.trim(), AUTOCOMPLETE_DELAY_MS);
  const fuzzy = useFuzzyQuery(open ? typed : "", searchTypeOf(typed));
  const items = open && typed !== "" ? (fuzzy.data?.items ?? []) : [];
  const shown = items.length > 0;

  const choose = (word: string) => {
    setOpen(false);
    setActive(-1);
    setText(word);
    onSearch(word);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = active >= 0 && items[active] ? items[active].word : text.trim();
    if (word !== "") choose(word);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && items.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === "ArrowUp" && items.length > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === "Escape" && shown) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search>
      <form className="dict-search" onSubmit={submit} data-testid="dict-search-form">
        <label htmlFor={`${id}-input`} className="dict-search-label">
          {t("dict.search_label")}
        </label>
        <div className="dict-search-row">
          <div className="dict-combo">
            <input
              id={`${id}-input`}
              type="search"
              role="combobox"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={DICTIONARY_WORD_MAX}
              placeholder={t("dict.search_placeholder")}
              aria-expanded={shown}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKey}
              onBlur={() => setOpen(false)}
              data-testid="dict-search-input"
            />
            <div
              id={listId}
              role="listbox"
              aria-label={t("dict.suggest_label")}
              className="dict-suggest"
              hidden={!shown}
            >
              {items.map((item, i) => (
                <div
                  key={item.word_id}
                  id={`${id}-opt-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className="dict-suggest-item"
                  data-testid="dict-suggest-item"
                  data-word={item.word}
                  // mousedown, not click: the input's blur would close the list first
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(item.word);
                  }}
                >
                  <span lang="en" className="dict-suggest-word">
                    {item.word}
                  </span>
                  <span lang="ja" className="dict-suggest-ja">
                    {item.ja_short}
                  </span>
                </div>
              ))}
            </div>
          </div>
          <button type="submit" className="btn btn-primary" data-testid="dict-search-submit">
            {t("dict.search_submit")}
          </button>
        </div>
      </form>
    </search>
  );
}
