import type { EbookSpeedBand } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ebookUrls } from "../urls.ts";

/** What the last reading log answered. */
export type FinishResult = {
  wpm: number;
  speed_band: EbookSpeedBand;
  through_words: number;
  through_seconds: number;
  book_words: number;
};

/**
 * After the last page: the words per minute of the read-through with the spec's speed feedback (faster
 * than average above 120, average 80-120, slower under 80, or "read at least half"), then the way on to
 * the exercise and the impression.
 * @param props - the book, the log's answer and "read again"
 * @returns the panel
 */
export function FinishPanel({
  bookId,
  result,
  onReadAgain,
}: {
  bookId: string;
  result: FinishResult;
  onReadAgain: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const minutes = Math.max(1, Math.round(result.through_seconds / 60));
  return (
    <section className="card eb-finish" aria-labelledby="eb-finish-title" data-testid="eb-finish">
      <h2 id="eb-finish-title" ref={heading} tabIndex={-1}>
        {t("eb.finish.title")}
      </h2>
      {result.speed_band === "too_little" ? (
        <p className="eb-speed-band" data-testid="eb-speed-band" data-band={result.speed_band}>
          {t("eb.finish.too_little")}
        </p>
      ) : (
        <>
          <p className="eb-wpm" data-testid="eb-wpm" data-wpm={result.wpm}>
            {t("eb.finish.wpm", { wpm: result.wpm })}
          </p>
          <p className="eb-speed-band" data-testid="eb-speed-band" data-band={result.speed_band}>
            {t(`eb.finish.band.${result.speed_band}`)}
          </p>
        </>
      )}
      <p className="muted">
        {t("eb.finish.summary", { words: result.through_words.toLocaleString(), minutes })}
      </p>
      <p className="muted eb-note">{t("eb.finish.note")}</p>
      <div className="eb-actions">
        <Link className="btn btn-primary" to={ebookUrls.exerciseInfo(bookId)} data-testid="eb-to-exercise">
          {t("eb.finish.exercise")}
        </Link>
        <Link className="btn btn-secondary" to={ebookUrls.impression(bookId)} data-testid="eb-to-impression">
          {t("eb.finish.impression")}
        </Link>
        <Link className="btn btn-ghost" to={ebookUrls.details(bookId)}>
          {t("eb.finish.details")}
        </Link>
        <Button variant="ghost" onClick={onReadAgain}>
          {t("eb.finish.again")}
        </Button>
      </div>
    </section>
  );
}
