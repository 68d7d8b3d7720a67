import { CHUNK_TIMEOUT_MS } from "@hibiki/contracts/constants";

/** Why a chunk failed: the file is missing (404/offline), the load timed out, or it failed to evaluate. */
export type ChunkFailType = "missing" | "timeout" | "load";

/** A page chunk that could not be loaded, with the spec's wording 'Loading chunk {n} failed'. */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  readonly code: string;
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailType,
    readonly css = false,
    cause?: unknown,
  ) {
    super(css ? `Loading CSS chunk ${chunk} failed.` : `Loading chunk ${chunk} failed.\n(${type})`, {
      cause,
    });
    this.code = css ? "CSS_CHUNK_LOAD_FAILED" : "CHUNK_LOAD_FAILED";
  }
}

function classify(err: unknown): { type: ChunkFailType; css: boolean } {
  const msg = err instanceof Error ? err.message : String(err);
  if (/preload CSS|\.css/i.test(msg)) return { type: "load", css: true };
  if (
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading/i.test(msg)
  ) {
    return { type: "missing", css: false };
  }
  return { type: "load", css: false };
}

/**
 * Loads a page chunk with the spec's 120 s timeout, turning failures into ChunkLoadError.
 * @param chunk - the chunk's name (used in the message)
 * @param load - the dynamic import
 * @param timeoutMs - timeout (tests)
 * @returns the module
 * @throws ChunkLoadError with type missing, timeout or load
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, "timeout")), timeoutMs);
    load().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (err: unknown) => {
        clearTimeout(timer);
        const { type, css } = classify(err);
        reject(new ChunkLoadError(chunk, type, css, err));
      },
    );
  });
}
