import { isCollegeStudent } from "@web/lib/session.ts";
import { lazy, Suspense, useEffect, useState } from "react";
import type { PenReplay } from "./PenHost.tsx";
import { penHintOn } from "./pen-hint.ts";

// The pen (its switch, listener, badge and popup) is its own chunk. It loads with the page when this device
// last saw the pen on; otherwise on the first tap or key press, and that first tap is then read as a pen
// tap once the switch is known. Pages open without it either way; if it cannot load, they work without it.
const PenHost = lazy(() => import("./PenHost.tsx").catch(() => ({ default: () => null })));

/**
 * The dictionary pen's mount point in the main shell (not for college students, whose product has no
 * dictionary).
 * @returns the pen host once it is wanted
 */
export function PenMount() {
  const college = isCollegeStudent();
  const [wanted, setWanted] = useState<{ replay: PenReplay | null } | null>(() =>
    penHintOn() ? { replay: null } : null,
  );
  useEffect(() => {
    if (wanted || college) return;
    const onUp = (e: PointerEvent) => {
      const main = document.getElementById("main");
      const inMain = e.target instanceof Node && main?.contains(e.target) === true;
      const target = e.target instanceof Element ? e.target : null;
      setWanted({ replay: inMain && e.button === 0 ? { x: e.clientX, y: e.clientY, target } : null });
    };
    const onKey = () => setWanted({ replay: null });
    document.addEventListener("pointerup", onUp);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerup", onUp);
      document.removeEventListener("keydown", onKey);
    };
  }, [wanted, college]);
  if (!wanted || college) return null;
  return (
    <Suspense fallback={null}>
      <PenHost replay={wanted.replay} />
    </Suspense>
  );
}
