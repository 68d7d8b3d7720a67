import { WRITING_TEXT_MAX_CHARS } from "@hibiki/contracts";
import { type ForeignChar, normalizeWriting, validateWriting, wordCount } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { FieldLimit } from "@web/components/FieldLimit.tsx";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./writing.css";

/** Props of {@link WritingPanel}. */
export type WritingPanelProps = {
  /** text to start with (e.g. the last submission when trying again) */
  initialText?: string;
  /** the submitting flag: editor and button stay disabled until the caller's callback clears it */
  submitting: boolean;
  /** called with the normalised text once it passes the spec §5 checks */
  onSubmit: (text: string) => void;
  minWords?: number;
  maxWords?: number;
  /** the "last result" link (shown once the item is complete; hidden after the next edit) */
  lastResult?: ReactNode;
};

/** The text with each offending character wrapped in a red mark. */
function Highlighted({ text, positions }: { text: string; positions: ForeignChar[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const p of positions) {
    if (p.start > at) parts.push(text.slice(at, p.start));
    parts.push(
      <mark key={p.start} className="writing-bad" data-testid="writing-bad-char">
        {p.char}
      </mark>,
    );
    at = p.end;
  }
  parts.push(text.slice(at));
  return (
    <div className="writing-highlight" data-testid="writing-highlight">
      {parts}
    </div>
  );
}

/**
 * The writing editor (spec §4/§5): live word count (whitespace tokens of the normalised text, as the server
 * counts), shown against the task's range when there is one (「42語 / 25〜80語」), and the character limit
 * with a live counter: past WRITING_TEXT_MAX_CHARS the submit button is disabled and a message says by how
 * much, so a too-long text never reaches the server. Submit blocked
 * with skill_writing_content_cannot_empty at 0 words, hint_common_has_emoji for emoji, and
 * skill_writing_content_include_not_english with the characters shown in red; the text is normalised
 * before it is handed to onSubmit. While `submitting` the editor and button are disabled.
 * @param props - see {@link WritingPanelProps}
 * @returns the panel
 */
export function WritingPanel({
  initialText = "",
  submitting,
  onSubmit,
  minWords,
  maxWords,
  lastResult,
}: WritingPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [edited, setEdited] = useState(false);
  const [problem, setProblem] = useState<{ key: string; text: string; positions?: ForeignChar[] } | null>(
    null,
  );
  // counted on the normalised text, as the server counts (its word_count and its length limit)
  const normalisedNow = normalizeWriting(text);
  const count = wordCount(normalisedNow);
  const over = normalisedNow.length - WRITING_TEXT_MAX_CHARS;
  const limitId = useId();
  const overId = useId();
  const hasRange = minWords !== undefined && maxWords !== undefined;
  const range = !hasRange ? undefined : count < minWords ? "short" : count > maxWords ? "long" : "ok";

  const handleChange = (value: string) => {
    setText(value);
    setEdited(true);
    setProblem(null);
  };
  const handleSubmit = () => {
    if (submitting || over > 0) return;
    const normalised = normalisedNow;
    const check = validateWriting(normalised);
    if (!check.ok) {
      setProblem({ key: check.key, text: normalised, positions: check.positions });
      return;
    }
    setProblem(null);
    onSubmit(normalised);
  };

  return (
    <div className="writing-panel" data-testid="writing-panel">
      <textarea
        className="writing-editor"
        data-testid="writing-editor"
        aria-label={t("writing.placeholder")}
        placeholder={t("writing.placeholder")}
        value={text}
        disabled={submitting}
        spellCheck={false}
        aria-describedby={limitId}
        onChange={(e) => handleChange(e.target.value)}
      />
      <FieldLimit id={limitId} value={normalisedNow} max={WRITING_TEXT_MAX_CHARS} />
      <div className="writing-meta">
        <span data-testid="writing-word-count" data-range={range}>
          {hasRange
            ? t("writing.words_of_range", { count, min: minWords, max: maxWords })
            : t("writing.words", { count })}
        </span>
        {!edited && lastResult ? <span data-testid="writing-last-result">{lastResult}</span> : null}
      </div>
      {over > 0 && (
        // no live role: FieldLimit above already announces "N 文字多すぎます"; the button points here
        <p id={overId} className="writing-error" data-testid="writing-over-limit">
          {t("writing.over_limit", { max: WRITING_TEXT_MAX_CHARS.toLocaleString("en-US") })}
        </p>
      )}
      {problem && (
        <p role="alert" className="writing-error" data-testid="writing-error">
          {t(problem.key)}
        </p>
      )}
      {problem?.positions && problem.positions.length > 0 && (
        <Highlighted text={problem.text} positions={problem.positions} />
      )}
      <Button
        busy={submitting}
        disabled={over > 0}
        aria-describedby={over > 0 ? overId : undefined}
        onClick={handleSubmit}
        data-testid="writing-submit"
      >
        {submitting ? t("writing.submitting") : t("writing.submit")}
      </Button>
    </div>
  );
}
