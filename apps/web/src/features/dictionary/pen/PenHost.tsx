import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usePenSwitchQuery } from "../api-pen.ts";
import { PenBadge } from "./PenBadge.tsx";
import { isPenTarget, type PickedWord, pickWord } from "./pick-word.ts";
import "./pen.css";

// The popup (with the lookup calls and the dictionary's strings) loads on the first tap.
const PenPopup = lazy(() => import("./PenPopup.tsx"));

/** How long a selection must stay still before the pen reads it (long-press or keyboard selection), ms. */
const SELECTION_SETTLE_MS = 400;

/** A tap that happened before the pen had loaded, read once the switch is known. */
export type PenReplay = { x: number; y: number; target: Element | null };

/** The element whose text the pen reads: the page's main content. */
const scopeOf = () => document.getElementById("main");

/**
 * The dictionary pen: while the stored switch is on, a tap on an English word in the page's text (or a
 * selected word) opens the lookup popup next to it. Controls keep their own behaviour (pick-word.ts); with
 * the pen off nothing listens. The popup closes when the page changes.
 * @param props - the tap that loaded the pen, if any
 * @returns the badge and the popup, or nothing while the pen is off
 */
export default function PenHost({ replay = null }: { replay?: PenReplay | null }) {
  const pen = usePenSwitchQuery();
  const enabled = pen.data?.enabled === true;
  const [picked, setPicked] = useState<PickedWord | null>(null);
  const pointerDown = useRef(false);
  const pending = useRef(replay);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the popup
  useEffect(() => setPicked(null), [pathname]);

  useEffect(() => {
    if (!enabled) {
      setPicked(null);
      if (pen.isSuccess) pending.current = null;
      return;
    }
    let settle = 0;
    const read = (x: number, y: number) => {
      const scope = scopeOf();
      const found = scope ? pickWord(document, scope, x, y) : null;
      if (found) setPicked(found);
    };
    const first = pending.current;
    const scope = scopeOf();
    if (first && scope && isPenTarget(first.target, scope)) read(first.x, first.y);
    pending.current = null;
    const onDown = () => {
      pointerDown.current = true;
    };
    const onUp = (e: PointerEvent) => {
      pointerDown.current = false;
      const scope = scopeOf();
      if (
        e.button !== 0 ||
        !e.isPrimary ||
        !scope ||
        !(e.target instanceof Element) ||
        // a tap on a control (a choice with a word still selected elsewhere) is the control's own
        !isPenTarget(e.target, scope)
      )
        return;
      const { clientX, clientY } = e;
      // a double-click or drag selection is final only once the browser has handled the pointer-up
      window.setTimeout(() => read(clientX, clientY), 0);
    };
    const onSelection = () => {
      window.clearTimeout(settle);
      if (pointerDown.current || document.getSelection()?.isCollapsed !== false) return;
      settle = window.setTimeout(() => {
        const box = document.getSelection()?.getRangeAt(0).getBoundingClientRect();
        if (box) read(box.left + box.width / 2, box.top + box.height / 2);
      }, SELECTION_SETTLE_MS);
    };
    document.addEventListener("pointerdown", onDown, true);
    document.addEventListener("pointerup", onUp);
    document.addEventListener("selectionchange", onSelection);
    return () => {
      window.clearTimeout(settle);
      document.removeEventListener("pointerdown", onDown, true);
      document.removeEventListener("pointerup", onUp);
      document.removeEventListener("selectionchange", onSelection);
    };
  }, [enabled, pen.isSuccess]);

  if (!enabled) return null;
  return (
    <>
      <PenBadge />
      {picked && (
        <Suspense fallback={null}>
          <PenPopup
            key={`${picked.word}:${picked.rect.left}:${picked.rect.top}`}
            picked={picked}
            onClose={() => setPicked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
