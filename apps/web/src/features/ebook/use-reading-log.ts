import type { EbookReadingLogBody } from "@hibiki/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useReadingLogSender } from "./api.ts";

/** A log is sent after this many pages were turned (and on leaving, and on finishing). */
export const LOG_EVERY_PAGES = 3;
/** A log of time alone (no page finished) is worth sending only from this many seconds. */
const MIN_IDLE_SECONDS = 3;

type Chunk = { from: number; counted: Set<number>; seconds: number };
type Sent = Awaited<ReturnType<ReturnType<typeof useReadingLogSender>>>;

/**
 * The pages read since the last log as a reading-log body, or null when there is nothing worth sending.
 * A page counts as read when the student turned forward past it (or finished on it).
 * @param bookId - the book
 * @param chunk - the pages counted and the seconds since the last log
 * @param page - the page on screen (where the student is: the server keeps it as the progress)
 * @param pageWords - words of each page (index page - 1)
 * @param finished - the last page was finished
 * @returns the body, or null
 */
export function logBody(
  bookId: string,
  chunk: Chunk,
  page: number,
  pageWords: readonly number[],
  finished: boolean,
): EbookReadingLogBody | null {
  const counted = [...chunk.counted];
  const words = counted.reduce((sum, p) => sum + (pageWords[p - 1] ?? 0), 0);
  if (!finished && (chunk.seconds < 1 || (words === 0 && chunk.seconds < MIN_IDLE_SECONDS))) return null;
  return {
    book_id: bookId,
    from_page: Math.min(chunk.from, page, ...counted),
    to_page: Math.max(page, ...counted),
    seconds: Math.max(1, Math.round(chunk.seconds)),
    words_read: words,
    finished: finished ? 1 : 0,
  };
}

/**
 * Counts reading time while the page is visible and sends reading logs: every few pages, when the page is
 * hidden or left, and on finishing the last page (whose answer carries the read-through's speed).
 * @param bookId - the book
 * @param pageWords - words of each page (index page - 1)
 * @param page - the page on screen
 * @returns the seconds read on this visit, finish() for the last page, and reopen() to read again
 */
export function useReadingLog(bookId: string, pageWords: readonly number[], page: number) {
  const send = useReadingLogSender();
  const chunk = useRef<Chunk>({ from: page, counted: new Set(), seconds: 0 });
  const pageRef = useRef(page);
  const done = useRef(false);
  const [elapsed, setElapsed] = useState(0);
  const words = useRef(pageWords);
  words.current = pageWords;

  const flush = useCallback(
    (finished: boolean): Promise<Sent> | null => {
      const body = logBody(bookId, chunk.current, pageRef.current, words.current, finished);
      if (!body) return null;
      chunk.current = { from: pageRef.current, counted: new Set(), seconds: 0 };
      return send(body);
    },
    [bookId, send],
  );

  // The clock runs only while the page is visible and the book is not finished.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (done.current || document.visibilityState !== "visible") return;
      chunk.current.seconds += 1;
      setElapsed((s) => s + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  // Turning forward counts the page left; every few pages a log goes out.
  useEffect(() => {
    const before = pageRef.current;
    pageRef.current = page;
    if (page > before && !done.current) {
      chunk.current.counted.add(before);
      if (chunk.current.counted.size >= LOG_EVERY_PAGES) void flush(false)?.catch(() => undefined);
    }
  }, [page, flush]);

  // Leaving the page (another tab, closing, going elsewhere in the app) sends what was read.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden" && !done.current) void flush(false)?.catch(() => undefined);
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      if (!done.current) void flush(false)?.catch(() => undefined);
    };
  }, [flush]);

  /** Finishes on the last page: the log with finished=1 and its speed feedback. */
  const finish = useCallback(async (): Promise<Sent> => {
    chunk.current.counted.add(pageRef.current);
    done.current = true;
    const sent = flush(true);
    if (!sent) throw new Error("nothing to send");
    return sent;
  }, [flush]);

  /** Starts reading again after finishing (a new read-through). */
  const reopen = useCallback(() => {
    done.current = false;
    chunk.current = { from: pageRef.current, counted: new Set(), seconds: 0 };
  }, []);

  return { elapsed, finish, reopen };
}
