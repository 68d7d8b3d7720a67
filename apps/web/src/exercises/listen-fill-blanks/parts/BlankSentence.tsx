import { BLANK_MAX_LENGTH, BLANK_PATTERN, clampBlankInput } from "@hibiki/exercises";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n-objective-b.ts";

/** Props of {@link BlankSentence}. */
export interface BlankSentenceProps {
  /** screen_text with `___` blanks */
  template: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
}

/**
 * A sentence with a text box in each `___` blank. Each box takes at most 20 characters
 * (clampBlankInput, spec §9); Enter submits through the surrounding form.
 * @param props - template, values and change handler
 * @returns the sentence
 */
export function BlankSentence({ template, values, onChange, disabled }: BlankSentenceProps) {
  const { t } = useTranslation();
  // split() with a global pattern keeps the text between blanks; blanks sit between the pieces.
  const pieces = template.split(new RegExp(BLANK_PATTERN.source));
  const count = pieces.length - 1;
  const handleChange = (i: number, value: string) => {
    const next = Array.from({ length: count }, (_, k) => values[k] ?? "");
    next[i] = clampBlankInput(value);
    onChange(next);
  };
  return (
    <p className="objb-sentence">
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one template never move
        <Fragment key={i}>
          {piece}
          {i < count && (
            <input
              className="objb-blank"
              type="text"
              value={values[i] ?? ""}
              onChange={(e) => handleChange(i, e.target.value)}
              maxLength={BLANK_MAX_LENGTH}
              size={Math.max(4, Math.min(BLANK_MAX_LENGTH, (values[i] ?? "").length + 2))}
              aria-label={t("objb.blank_n", { n: i + 1, count })}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              disabled={disabled}
            />
          )}
        </Fragment>
      ))}
    </p>
  );
}
