import type { DialogueRole } from "@hibiki/exercises";

/**
 * A turn that follows another within this many ms continues the dialogue without a new ready countdown;
 * after a longer pause (the student left the page and came back) the countdown and beep run again.
 */
export const CONTINUE_WINDOW_MS = 15_000;

type Session = { role: DialogueRole | null; lastTurnAt: number | null };

/**
 * Client-only state of a dialogue challenge that outlives one turn's player (the shell mounts a player per
 * item): the chosen role and when the last turn ended. Keyed by res_code (one attempt of a resource is
 * open at a time); never server data.
 */
const sessions = new Map<string, Session>();

const sessionOf = (code: string): Session => sessions.get(code) ?? { role: null, lastTurnAt: null };

/**
 * Starts a fresh dialogue (first turn of a new attempt): forgets the role and the last turn.
 * @param code - the resource's res_code
 */
export function resetChallenge(code: string): void {
  sessions.delete(code);
}

/**
 * The role chosen for a resource in this page session.
 * @param code - the resource's res_code
 * @returns the role, or null before the choice
 */
export function challengeRole(code: string): DialogueRole | null {
  return sessionOf(code).role;
}

/**
 * Remembers the chosen role.
 * @param code - the resource's res_code
 * @param role - the role
 */
export function rememberRole(code: string, role: DialogueRole): void {
  sessions.set(code, { ...sessionOf(code), role });
}

/**
 * Marks that a turn has just ended (its answer is stored or its wait items are over).
 * @param code - the resource's res_code
 * @param now - the time in ms (Date.now())
 */
export function markTurnEnded(code: string, now: number): void {
  sessions.set(code, { ...sessionOf(code), lastTurnAt: now });
}

/**
 * Whether the next turn runs the ready countdown: at the start of the dialogue, and after a pause.
 * @param code - the resource's res_code
 * @param now - the time in ms (Date.now())
 * @returns true to count down and beep first
 */
export function needsReady(code: string, now: number): boolean {
  const last = sessionOf(code).lastTurnAt;
  return last === null || now - last > CONTINUE_WINDOW_MS;
}
