import type { WordQuizItem } from "@hibiki/contracts";

/** Where a word-test run is: the items in play order and the position of the current one. */
export type WordQueue = { items: readonly WordQuizItem[]; pos: number };

/**
 * Whether this browser can record and score speech (microphone, audio worklet, websocket).
 * @returns true when word reading can be taken
 */
export function speechAvailable(): boolean {
  return (
    typeof navigator !== "undefined" &&
    typeof navigator.mediaDevices?.getUserMedia === "function" &&
    typeof AudioWorkletNode !== "undefined" &&
    typeof WebSocket !== "undefined"
  );
}

/**
 * The playable queue. Reading items need speech scoring: without it they are left out.
 * @param items - items from word-quiz-resource or wrong-topic-resource
 * @param withReading - whether speech is available (reading items kept)
 * @returns the first queue state
 */
export function startQueue(items: readonly WordQuizItem[], withReading = false): WordQueue {
  return { items: withReading ? items : items.filter((i) => i.test_type !== "reading"), pos: 0 };
}

/**
 * Moves past the current item. In wrong-topic mode a wrong answer puts the item at the end again, so it
 * repeats until answered right; in the exam every item is asked once.
 * @param q - the queue
 * @param mode - exam or wrong
 * @param isRight - whether the current item was answered right
 * @returns the next queue state
 */
export function advanceQueue(q: WordQueue, mode: "exam" | "wrong", isRight: boolean): WordQueue {
  const current = q.items[q.pos];
  if (!current) return q;
  const items = mode === "wrong" && !isRight ? [...q.items, current] : q.items;
  return { items, pos: q.pos + 1 };
}

/**
 * @param q - the queue
 * @returns the item to answer now, or null when the queue is used up
 */
export function currentItem(q: WordQueue): WordQuizItem | null {
  return q.items[q.pos] ?? null;
}

/**
 * Whether a word test of this type can be taken here (type 4 is word reading only).
 * @param testType - word-test type 1-5
 * @param withReading - whether speech is available
 * @returns false for reading-only tests without speech
 */
export function isPlayableType(testType: number, withReading = speechAvailable()): boolean {
  return testType !== 4 || withReading;
}

/**
 * Seconds as m:ss for the time-left label.
 * @param seconds - seconds left (negative reads as 0)
 * @returns e.g. "4:05"
 */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${r}` : `${m}:${r}`;
}

/**
 * Reads task_id from the query.
 * @param value - raw query value
 * @returns the id, or null when missing or malformed
 */
export function taskIdFromQuery(value: string | null): number | null {
  const s = value?.trim() ?? "";
  return /^[1-9]\d{0,11}$/.test(s) ? Number(s) : null;
}
