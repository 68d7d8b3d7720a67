import type { EbookLine } from "@hibiki/contracts";
import { Icon } from "@web/components/Icon.tsx";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TextRun } from "../gloss.ts";
import { GlossWord } from "./GlossWord.tsx";

/** Props of {@link ReaderLine}. */
export type ReaderLineProps = {
  line: EbookLine;
  /** the line's number on its page (from 1), for its play button's name */
  n: number;
  runs: readonly TextRun[];
  current: boolean;
  showJa: boolean;
  onPlay: (sentenceId: string) => void;
};

/**
 * One sentence of the page: a play button for the keyboard and screen readers, the English text (a tap on
 * it reads the line; the dictionary pen can read its words, so it is plain text, not a control), glossary
 * words with their Japanese, and the Japanese translation under it when shown. The line being read is
 * marked with aria-current and scrolled into view.
 * @param props - the line, its text runs and the reader's state
 * @returns the line
 */
export function ReaderLine({ line, n, runs, current, showJa, onPlay }: ReaderLineProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (current) ref.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [current]);
  return (
    <span
      ref={ref}
      className={`eb-line${current ? " is-current" : ""}`}
      aria-current={current ? "true" : undefined}
      data-testid="eb-line"
      data-sentence-id={line.sentence_id}
      data-voice={line.voice}
    >
      <button
        type="button"
        className="eb-line-play"
        aria-label={t("eb.read.play_line", { n })}
        onClick={() => onPlay(line.sentence_id)}
        data-testid="eb-line-play"
      >
        <Icon name="speaker" size={16} />
      </button>
      {/* a tap on the sentence reads it; a selection (the pen, copying) does not */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the play button beside it is the keyboard's way */}
      <span
        className="eb-line-text"
        lang="en"
        data-testid="eb-line-text"
        onClick={() => {
          if (document.getSelection()?.isCollapsed === false) return;
          onPlay(line.sentence_id);
        }}
      >
        {runs.map((r, i) =>
          r.ja === undefined ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
            <span key={i}>{r.text}</span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
            <GlossWord key={i} text={r.text} ja={r.ja} />
          ),
        )}
      </span>
      {showJa && (
        <span className="eb-line-ja" lang="ja" data-testid="eb-line-ja">
          {line.ja}
        </span>
      )}{" "}
    </span>
  );
}
