import { useId, useRef, useState } from "react";

/**
 * A glossary word of the text: underlined, its Japanese shown on tap or keyboard focus (and always given
 * to screen readers as the word's description). Its own tap does not read the line aloud.
 * @param props - the word as written and its Japanese
 * @returns the word
 */
export function GlossWord({ text, ja }: { text: string; ja: string }) {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const tipId = useId();
  return (
    <span className="eb-gloss-wrap">
      <button
        type="button"
        className="eb-gloss"
        aria-describedby={tipId}
        data-testid="eb-gloss"
        onPointerDown={() => {
          wasOpen.current = open;
        }}
        onClick={(e) => {
          e.stopPropagation();
          // a keyboard press (detail 0) toggles what is shown; a tap toggles what was shown before it
          setOpen(e.detail === 0 ? !open : !wasOpen.current);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
      >
        {text}
      </button>
      <span
        id={tipId}
        role="tooltip"
        lang="ja"
        className={open ? "eb-gloss-tip" : "sr-only"}
        data-testid="eb-gloss-tip"
      >
        {ja}
      </span>
    </span>
  );
}
