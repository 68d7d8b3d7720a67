import { useCallback, useEffect, useState } from "react";

/**
 * Full-screen state and toggle; F11 toggles the app's full screen and Esc leaves it (spec §2).
 * @returns whether the page is full screen and a toggle
 */
export function useFullscreen(): { isFullscreen: boolean; toggle: () => void } {
  const [isFullscreen, setIs] = useState(() => Boolean(document.fullscreenElement));
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  useEffect(() => {
    const onChange = () => setIs(Boolean(document.fullscreenElement));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F11") {
        e.preventDefault();
        toggle();
      } else if (e.key === "Escape" && document.fullscreenElement) {
        void document.exitFullscreen?.().catch(() => undefined);
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    window.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      window.removeEventListener("keydown", onKey);
    };
  }, [toggle]);
  return { isFullscreen, toggle };
}
