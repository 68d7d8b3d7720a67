import { STORAGE_TTL_MS, STORAGE_VERSION } from "@hibiki/contracts/constants";
import { decryptText, encryptText } from "./crypto.ts";

const PREFIX = "hibiki:";
const VERSION_KEY = `${PREFIX}__version`;

type Entry = { v: unknown; e: number | null };

function origin(): string {
  return globalThis.location?.origin ?? "hibiki";
}

/**
 * Clears every entry of this app when the stored storage version differs from the current one
 * (spec §4: local storage version 1.11.0, cleared on change). Call once at boot.
 * @param version - the current storage version
 * @returns whether the storage was cleared
 */
export function initStorage(version: string = STORAGE_VERSION): boolean {
  const stored = localStorage.getItem(VERSION_KEY);
  if (stored === version) return false;
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  }
  localStorage.setItem(VERSION_KEY, version);
  return stored !== null;
}

/**
 * Stores a value encrypted. Entries expire after one year unless `noExpiry` is set (token and id).
 * @param key - entry name
 * @param value - any JSON-serialisable value
 * @param opts - `noExpiry` keeps the entry forever; `now` is for tests
 */
export function setItem(key: string, value: unknown, opts: { noExpiry?: boolean; now?: number } = {}): void {
  const now = opts.now ?? Date.now();
  const entry: Entry = { v: value, e: opts.noExpiry ? null : now + STORAGE_TTL_MS };
  localStorage.setItem(PREFIX + key, encryptText(JSON.stringify(entry), origin()));
}

/**
 * Reads a value; expired, foreign or corrupted entries read as null and are removed.
 * @param key - entry name
 * @param now - current time in ms (tests)
 * @returns the stored value or null
 */
export function getItem<T>(key: string, now: number = Date.now()): T | null {
  const raw = localStorage.getItem(PREFIX + key);
  if (raw === null) return null;
  const plain = decryptText(raw, origin());
  let entry: Entry | null = null;
  if (plain !== null) {
    try {
      entry = JSON.parse(plain) as Entry;
    } catch {
      entry = null;
    }
  }
  if (!entry || (entry.e !== null && entry.e <= now)) {
    localStorage.removeItem(PREFIX + key);
    return null;
  }
  return entry.v as T;
}

/**
 * Removes one entry.
 * @param key - entry name
 */
export function removeItem(key: string): void {
  localStorage.removeItem(PREFIX + key);
}

/** Storage keys used across the app, in one place so they never collide. */
export const STORAGE_KEYS = {
  token: "token",
  studentId: "student_id",
  isCollege: "is_college_student",
  username: "username",
  lang: "lang",
  playSpeed: "play_speed",
  tipsDismissed: "devops_tips_dismissed",
} as const;
