/** Line drawings of the skill-up types (24×24, stroked with the text colour). */
const PATHS: Record<string, string> = {
  reading: "M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z",
  listening: "M4 16v-4a8 8 0 0 1 16 0v4M4 14h3v6H4zM17 14h3v6h-3z",
  speaking: "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3M5 11a7 7 0 0 0 14 0M12 18v3",
  narration: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  dialogue: "M3 4h11v8H7l-4 3zM10 15v2h7l4 3V9h-4",
  "grammar-choice": "M4 6l2 2 3-3M12 7h8M4 14l2 2 3-3M12 15h8",
  "reading-comprehension":
    "M5 3h9l4 4v5M5 3v18h7M14 3v4h4M8 9h6M8 13h3M16.5 14a3 3 0 1 0 0 6a3 3 0 0 0 0-6M18.7 19.2L21 21.5",
  writing: "M4 20h4L19 9l-4-4L4 16zM13 7l4 4",
};
const FALLBACK = "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z";

/**
 * The icon of a skill-up type (a star for types added later); decorative, hidden from screen readers.
 * @param props - type code and size in px
 * @returns the svg
 */
export function SkillupIcon({ type, size = 28 }: { type: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={PATHS[type] ? type : "default"}
    >
      <path d={PATHS[type] ?? FALLBACK} />
    </svg>
  );
}
