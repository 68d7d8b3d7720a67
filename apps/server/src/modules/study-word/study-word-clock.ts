/**
 * The study-word calls' clock: the real time, replaceable in tests (a Japan day boundary, a week later)
 * without faking Date for the whole app.
 */
export const studyWordClock = { now: (): Date => new Date() };
