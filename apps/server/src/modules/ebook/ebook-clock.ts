/**
 * The e-book calls' clock: the real time, replaceable in tests (Japan day boundaries, free-reading
 * periods) without faking Date for the whole app.
 */
export const ebookClock = { now: (): Date => new Date() };
