import type { OpenRecognitionOptions, RecognitionSession } from "./recognize.ts";
import { RecognitionError } from "./recognize-errors.ts";

/** Opens a recognition (`openRecognition`, or a fake in tests). */
export type OpenRecognition = (opts: OpenRecognitionOptions) => Promise<RecognitionSession>;

/**
 * A recognition that can be fed at once, while it is still connecting: audio sent before the socket is
 * open is kept and sent when it opens, so nothing the student said at the start is lost. Same interface
 * as a {@link RecognitionSession}.
 * @param open - opens the recognition
 * @param opts - the live-text callback
 * @returns the feed; `finish()` rejects with the connection error when the recognition never opened
 */
export function startRecognitionFeed(
  open: OpenRecognition,
  opts: OpenRecognitionOptions = {},
): RecognitionSession {
  const pending: Int16Array[] = [];
  let session: RecognitionSession | null = null;
  let cancelled = false;
  let result: Promise<string> | null = null;
  const opening = open(opts).then((s) => {
    if (cancelled) {
      s.cancel();
      throw new RecognitionError("cancelled", "recognition cancelled while connecting");
    }
    session = s;
    for (const pcm of pending.splice(0)) s.send(pcm);
    return s;
  });
  // A failed opening is reported by finish(); until then it must not count as an unhandled rejection.
  opening.catch(() => undefined);
  return {
    send(pcm) {
      if (cancelled || result) return;
      if (session) session.send(pcm);
      else pending.push(pcm);
    },
    finish() {
      result ??= opening.then((s) => s.finish());
      return result;
    },
    cancel() {
      cancelled = true;
      pending.length = 0;
      session?.cancel();
    },
  };
}
