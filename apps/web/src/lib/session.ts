import { getItem, removeItem, STORAGE_KEYS, setItem } from "./storage.ts";

/** What the shell keeps about the signed-in student. */
export type SessionInfo = { token: string; id: number; username: string; isCollege: boolean };

type Listener = (event: "signIn" | "signOut") => void;
const listeners = new Set<Listener>();

/** @returns the bearer token, or null when signed out */
export function getToken(): string | null {
  return getItem<string>(STORAGE_KEYS.token);
}

/** @returns the signed-in student's id, or null */
export function getStudentId(): number | null {
  return getItem<number>(STORAGE_KEYS.studentId);
}

/** @returns whether the signed-in student is a college student (reduced tab set) */
export function isCollegeStudent(): boolean {
  return getItem<boolean>(STORAGE_KEYS.isCollege) === true;
}

/** @returns the stored user name shown in the header menu */
export function getUsername(): string {
  return getItem<string>(STORAGE_KEYS.username) ?? "";
}

/**
 * Stores a new session (token and id never expire) and emits the sign-in event.
 * @param info - token, id, name and college flag from the login response
 */
export function signIn(info: SessionInfo): void {
  setItem(STORAGE_KEYS.token, info.token, { noExpiry: true });
  setItem(STORAGE_KEYS.studentId, info.id, { noExpiry: true });
  setItem(STORAGE_KEYS.username, info.username);
  setItem(STORAGE_KEYS.isCollege, info.isCollege);
  for (const l of listeners) l("signIn");
}

/**
 * Replaces the token only (password change hands out a fresh one).
 * @param token - the new bearer token
 */
export function replaceToken(token: string): void {
  setItem(STORAGE_KEYS.token, token, { noExpiry: true });
}

/** Clears the session and emits the sign-out event; the shell then returns to the startup route. */
export function signOut(): void {
  const hadToken = getToken() !== null;
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.studentId);
  removeItem(STORAGE_KEYS.username);
  removeItem(STORAGE_KEYS.isCollege);
  if (hadToken) for (const l of listeners) l("signOut");
}

/**
 * Subscribes to sign-in/sign-out events.
 * @param listener - called with the event name
 * @returns unsubscribe function
 */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
