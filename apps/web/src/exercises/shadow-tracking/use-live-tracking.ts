import type { RecognitionSession } from "@web/lib/speech/recognize.ts";
import { startRecognitionFeed } from "@web/lib/speech/recognize-feed.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSpeakingServices } from "../speaking/services.ts";

/** How long saving waits for the final recognised text before posting without it. */
export const TRACKING_TEXT_WAIT_MS = 3000;

/** The live tracking text of one take: what was recognised so far, and the final text. */
export type LiveTracking = {
  /** the text recognised so far (partial while recording, final afterwards) */
  text: string;
  /** opens a recognition for a new take (the previous one is cancelled) */
  begin: () => void;
  /** feeds a chunk of the take */
  send: (pcm: Int16Array) => void;
  /** the take ended: resolves with the final text, or null when recognition failed */
  end: () => Promise<string | null>;
  /** the final text, waiting at most TRACKING_TEXT_WAIT_MS (null when it is not there by then) */
  finalText: () => Promise<string | null>;
  /** abandons the take's recognition */
  cancel: () => void;
};

/**
 * Runs the recognition that shows, while the student reads, what has been heard so far (spec §2 "live
 * tracking text"). The recognition is auxiliary: its failure never stops the recording or the scoring.
 * @returns the live text and the take's controls
 */
export function useLiveTracking(): LiveTracking {
  const services = useSpeakingServices();
  const [text, setText] = useState("");
  const feed = useRef<RecognitionSession | null>(null);
  const ending = useRef<Promise<string | null> | null>(null);
  const alive = useRef(true);

  const cancel = useCallback(() => {
    feed.current?.cancel();
    feed.current = null;
  }, []);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      cancel();
    };
  }, [cancel]);

  const begin = useCallback(() => {
    cancel();
    setText("");
    ending.current = null;
    const open =
      services.openRecognition ??
      (async (o) => (await import("@web/lib/speech/recognize.ts")).openRecognition(o));
    const mine = startRecognitionFeed(open, {
      onPartial: (partial) => {
        if (alive.current && feed.current === mine) setText(partial);
      },
    });
    feed.current = mine;
  }, [services, cancel]);

  const send = useCallback((pcm: Int16Array) => feed.current?.send(pcm), []);

  const end = useCallback(() => {
    if (ending.current) return ending.current;
    const mine = feed.current;
    if (!mine) return Promise.resolve(null);
    ending.current = mine.finish().then(
      (final) => {
        if (alive.current && feed.current === mine) setText(final);
        return final;
      },
      // Only the live text is lost: the recording is scored by the evaluation all the same.
      () => null,
    );
    return ending.current;
  }, []);

  const finalText = useCallback(() => {
    const waiting = end();
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), TRACKING_TEXT_WAIT_MS));
    return Promise.race([waiting, timeout]);
  }, [end]);

  return { text, begin, send, end, finalText, cancel };
}
