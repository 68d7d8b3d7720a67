import { DEFAULT_PLAY_SPEED, PLAY_SPEEDS } from "@hibiki/contracts/constants";
import { getItem, STORAGE_KEYS, setItem } from "@web/lib/storage.ts";
import { useSyncExternalStore } from "react";

type Speed = (typeof PLAY_SPEEDS)[number];
const listeners = new Set<() => void>();

/** @returns the stored playback speed (1 by default) */
export function getPlaySpeed(): Speed {
  const v = getItem<number>(STORAGE_KEYS.playSpeed);
  return (PLAY_SPEEDS as readonly number[]).includes(v ?? -1) ? (v as Speed) : DEFAULT_PLAY_SPEED;
}

/**
 * Stores the playback speed every player uses.
 * @param speed - one of 0.5, 0.75, 1, 1.25, 1.5
 */
export function setPlaySpeed(speed: Speed): void {
  setItem(STORAGE_KEYS.playSpeed, speed);
  for (const l of listeners) l();
}

/** @returns the playback speed, re-rendering when the header picker changes it */
export function usePlaySpeed(): Speed {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getPlaySpeed,
    getPlaySpeed,
  );
}
