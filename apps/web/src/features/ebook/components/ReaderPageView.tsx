import type { EbookLine, EbookPage } from "@hibiki/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { glossRuns } from "../gloss.ts";
import { ReaderLine } from "./ReaderLine.tsx";

/** Props of {@link ReaderPageView}. */
export type ReaderPageViewProps = {
  page: EbookPage;
  pageCount: number;
  glossary: readonly { word: string; ja: string }[];
  current: string | null;
  showJa: boolean;
  onPlay: (sentenceId: string) => void;
};

/** The page's lines grouped into paragraphs (a line with new_paragraph starts one). */
function paragraphs(lines: readonly EbookLine[]): { line: EbookLine; n: number }[][] {
  const out: { line: EbookLine; n: number }[][] = [];
  lines.forEach((line, i) => {
    const last = out[out.length - 1];
    if (!last || line.new_paragraph) out.push([{ line, n: i + 1 }]);
    else last.push({ line, n: i + 1 });
  });
  return out;
}

/**
 * One page of the book: its chapter title, its illustration and its sentences in paragraphs.
 * @param props - the page, the glossary and the reader's state
 * @returns the page
 */
export function ReaderPageView({ page, pageCount, glossary, current, showJa, onPlay }: ReaderPageViewProps) {
  const { t } = useTranslation();
  const paras = useMemo(() => paragraphs(page.lines), [page.lines]);
  return (
    <article
      className={`card eb-page${showJa ? " eb-show-ja" : ""}`}
      aria-label={t("eb.read.page_of", { page: page.page_no, total: pageCount })}
      data-testid="eb-page"
      data-page={page.page_no}
    >
      {page.chapter && (
        <h2 className="eb-chapter" lang="en" data-testid="eb-chapter">
          {page.chapter}
        </h2>
      )}
      {page.illustration && (
        <img
          className="eb-illustration"
          src={page.illustration}
          alt={t("eb.read.illustration", { page: page.page_no })}
          data-testid="eb-illustration"
        />
      )}
      <div className="eb-text">
        {paras.map((para) => (
          <p key={para[0]?.line.sentence_id} className="eb-para">
            {para.map(({ line, n }) => (
              <ReaderLine
                key={line.sentence_id}
                line={line}
                n={n}
                runs={glossRuns(line.text, glossary)}
                current={current === line.sentence_id}
                showJa={showJa}
                onPlay={onPlay}
              />
            ))}
          </p>
        ))}
      </div>
    </article>
  );
}
