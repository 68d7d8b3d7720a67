import type { ebookContent } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { ApiError } from "@web/lib/errors.ts";
import type { TtsVoice } from "@web/lib/speech/tts-url.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { useBookmarksQuery, useLineAudio } from "../api.ts";
import type { LineClip } from "../line-player.ts";
import { ebookUrls } from "../urls.ts";
import { useLinePlayer } from "../use-line-player.ts";
import { useReadingLog } from "../use-reading-log.ts";
import { BookmarkForm } from "./BookmarkForm.tsx";
import { FinishPanel, type FinishResult } from "./FinishPanel.tsx";
import { ReaderPageView } from "./ReaderPageView.tsx";
import { ReaderToolbar } from "./ReaderToolbar.tsx";
import "../i18n.ts";

type Content = z.output<typeof ebookContent.data>;

/**
 * The reader of one book: the page with its sentences, the toolbar, page turns by buttons and ←/→, the
 * line player (Play reads from the page's first line to the end of the book, turning pages as it goes; a
 * tapped line is read alone, or playing continues from it), bookmarks, the reading clock and logs, and
 * the speed feedback after the last page.
 * @param props - the book's text and the page to open at
 * @returns the reader
 */
export function Reader({ content, startAt }: { content: Content; startAt: number }) {
  const { t } = useTranslation();
  const { book, pages, glossary } = content;
  const bookId = book.book_id;
  const pageCount = pages.length;
  const [page, setPage] = useState(startAt);
  const [showJa, setShowJa] = useState(false);
  const [bookmarkOpen, setBookmarkOpen] = useState(false);
  const [continuous, setContinuous] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [result, setResult] = useState<FinishResult | null>(null);
  const bookmarks = useBookmarksQuery(bookId);
  const pageWords = useMemo(() => pages.map((p) => p.lines.reduce((n, l) => n + l.word_count, 0)), [pages]);
  const log = useReadingLog(bookId, pageWords, page);

  const speed = usePlaySpeed();
  const { urlOf, ready } = useLineAudio();
  const clipUrl = useCallback((c: LineClip) => urlOf(c.text, c.voice as TtsVoice, speed), [urlOf, speed]);
  const onAudioError = useCallback(() => showToast(t("eb.read.audio_failed"), "error"), [t]);
  const player = useLinePlayer(clipUrl, onAudioError);
  const clips = useMemo<LineClip[]>(
    () => pages.flatMap((p) => p.lines.map((l) => ({ id: l.sentence_id, text: l.text, voice: l.voice }))),
    [pages],
  );
  const pageOfLine = useMemo(
    () => new Map(pages.flatMap((p) => p.lines.map((l) => [l.sentence_id, p.page_no] as const))),
    [pages],
  );

  // While reading aloud, the page follows the line whose audio has started.
  useEffect(() => {
    const p = player.current ? pageOfLine.get(player.current) : undefined;
    if (p) setPage(p);
  }, [player.current, pageOfLine]);

  const firstLineIndex = useCallback(
    (p: number) => clips.findIndex((c) => pageOfLine.get(c.id) === p),
    [clips, pageOfLine],
  );
  const playFromPage = useCallback(
    (p: number) => {
      const at = firstLineIndex(p);
      if (at < 0) return;
      setContinuous(true);
      player.play(clips, at);
    },
    [clips, firstLineIndex, player],
  );
  const playLine = (id: string) => {
    if (!ready) return;
    const at = clips.findIndex((c) => c.id === id);
    const clip = clips[at];
    if (!clip) return;
    if (continuous && (player.state === "playing" || player.state === "loading")) player.play(clips, at);
    else {
      setContinuous(false);
      player.play([clip]);
    }
  };
  const turnTo = useCallback(
    (p: number) => {
      if (p < 1 || p > pageCount) return;
      setBookmarkOpen(false);
      setPage(p);
      if (continuous && (player.state === "playing" || player.state === "loading")) playFromPage(p);
      else player.stop();
    },
    [pageCount, continuous, player, playFromPage],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || result) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (e.key === "ArrowRight") turnTo(page + 1);
      else if (e.key === "ArrowLeft") turnTo(page - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [page, turnTo, result]);

  const finish = async () => {
    player.stop();
    setFinishing(true);
    try {
      setResult(await log.finish());
    } catch (err) {
      log.reopen();
      showToast(err instanceof ApiError ? err.message : t("common.unexpected"), "error");
    } finally {
      setFinishing(false);
    }
  };
  const readAgain = () => {
    log.reopen();
    setResult(null);
    setPage(1);
  };

  const shown = pages[page - 1];
  const marks = bookmarks.data?.items.filter((b) => b.page_no === page) ?? [];
  return (
    <div className="page eb-reader" data-testid="eb-reader" data-book-id={bookId}>
      <nav className="eb-back">
        <Link to={ebookUrls.details(bookId)} data-testid="eb-reader-back">
          ‹ {t("eb.read.back")}
        </Link>
      </nav>
      <h1 className="eb-reader-title">
        <span lang="en">{book.title}</span> <span className="muted eb-title-ja">{book.title_ja}</span>
      </h1>
      <ReaderToolbar
        state={player.state}
        canPlay={ready}
        onPlay={() => playFromPage(page)}
        onPause={player.pause}
        onResume={player.resume}
        showJa={showJa}
        onToggleJa={() => setShowJa((v) => !v)}
        bookmarkOpen={bookmarkOpen}
        onBookmark={() => setBookmarkOpen((v) => !v)}
        elapsed={log.elapsed}
      />
      {bookmarkOpen && <BookmarkForm bookId={bookId} page={page} onDone={() => setBookmarkOpen(false)} />}
      {marks.length > 0 && (
        <p className="eb-page-marks muted" data-testid="eb-page-marks">
          {t("eb.read.marked", { names: marks.map((m) => m.name).join("、") })}
        </p>
      )}
      {shown && (
        <ReaderPageView
          page={shown}
          pageCount={pageCount}
          glossary={glossary}
          current={player.current}
          showJa={showJa}
          onPlay={playLine}
        />
      )}
      <nav className="eb-pager" aria-label={t("eb.read.pages")}>
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => turnTo(page - 1)}
          data-testid="eb-prev"
        >
          ‹ {t("eb.read.prev")}
        </Button>
        <span className="eb-page-no" aria-live="polite" data-testid="eb-page-no">
          {t("eb.read.page_no", { page, total: pageCount })}
        </span>
        {page < pageCount ? (
          <Button variant="secondary" onClick={() => turnTo(page + 1)} data-testid="eb-next">
            {t("eb.read.next")} ›
          </Button>
        ) : (
          <Button
            busy={finishing}
            disabled={result !== null}
            onClick={() => void finish()}
            data-testid="eb-finish-btn"
          >
            {t("eb.read.finish")}
          </Button>
        )}
      </nav>
      <p className="muted eb-keys">{t("eb.read.keys")}</p>
      {result && <FinishPanel bookId={bookId} result={result} onReadAgain={readAgain} />}
    </div>
  );
}
