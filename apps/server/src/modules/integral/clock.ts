/** The integral calls' clock: the real time, replaceable in tests (a Japan day, a weekend, a holiday). */
export const integralClock = { now: (): Date => new Date() };
