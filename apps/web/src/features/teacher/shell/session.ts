import { getItem, removeItem, setItem } from "@web/lib/storage.ts";
import { useSyncExternalStore } from "react";

// The teacher console keeps its own session, apart from the student's, so a teacher and a student can be
// signed in on the same browser (e.g. a demo in class) without one replacing the other.
const KEYS = { token: "teacher_token", name: "teacher_name" } as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function emit(): void {
  version++;
  for (const l of listeners) l();
}

/** @returns the teacher's bearer token, or null when no teacher is signed in */
export function getTeacherToken(): string | null {
  return getItem<string>(KEYS.token);
}

/** @returns the signed-in teacher's account name ("" when unknown) */
export function getTeacherName(): string {
  return getItem<string>(KEYS.name) ?? "";
}

/**
 * Stores the teacher session (the token does not expire; the server decides when it ends).
 * @param token - bearer token from teacher/login
 * @param username - the teacher's account name
 */
export function teacherSignIn(token: string, username: string): void {
  setItem(KEYS.token, token, { noExpiry: true });
  setItem(KEYS.name, username);
  emit();
}

/** Forgets the teacher session; the console then shows its login page. */
export function teacherSignOut(): void {
  removeItem(KEYS.token);
  removeItem(KEYS.name);
  emit();
}

function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * Re-renders when the teacher signs in or out.
 * @returns the current teacher token (null when signed out)
 */
export function useTeacherToken(): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return getTeacherToken();
}
