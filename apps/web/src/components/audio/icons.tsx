/** Shared attributes of the player's decorative icons (the buttons carry the names). */
const svg = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "currentColor",
  focusable: false,
} as const;

/**
 * The play triangle, or the pause bars while playing.
 * @param props - whether the clip is playing
 * @returns the svg
 */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg {...svg} aria-hidden="true">
      <path
        d={
          playing
            ? "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z"
            : "M8 5.5v13a1 1 0 0 0 1.5.86l10-6.5a1 1 0 0 0 0-1.72l-10-6.5A1 1 0 0 0 8 5.5z"
        }
      />
    </svg>
  );
}

/**
 * A double arrow back or forward.
 * @param props - the direction
 * @returns the svg
 */
export function SkipIcon({ direction }: { direction: "back" | "forward" }) {
  return (
    <svg {...svg} aria-hidden="true" style={direction === "back" ? { transform: "scaleX(-1)" } : undefined}>
      <path d="M4 6.5v11l7.5-5.5zM12.5 6.5v11L20 12z" />
    </svg>
  );
}
