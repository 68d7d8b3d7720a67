import { TOAST_MS } from "@hibiki/contracts/constants";

/** One toast on screen. */
export type Toast = { id: number; text: string; tone: "info" | "error" | "success" };

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

/**
 * Shows a toast that closes by itself after `ms` (3000 ms by default, spec §9).
 * @param text - message
 * @param tone - colour of the toast
 * @param ms - how long it stays
 * @returns the toast id
 */
export function showToast(text: string, tone: Toast["tone"] = "info", ms: number = TOAST_MS): number {
  const id = nextId++;
  // The same text twice in a row (e.g. several failed requests) is shown once.
  if (toasts.some((t) => t.text === text)) return id;
  toasts = [...toasts, { id, text, tone }];
  emit();
  setTimeout(() => dismissToast(id), ms);
  return id;
}

/**
 * Removes a toast early.
 * @param id - toast id
 */
export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

/** @returns the toasts on screen */
export function getToasts(): Toast[] {
  return toasts;
}

/**
 * Subscribes to toast changes (for useSyncExternalStore).
 * @param l - listener
 * @returns unsubscribe
 */
export function subscribeToasts(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
