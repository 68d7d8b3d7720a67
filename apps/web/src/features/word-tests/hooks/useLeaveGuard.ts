import { reportError } from "@web/lib/error-reporter.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving the page while `active()` holds: in-app navigation waits for a confirmation (and
 * `onLeave`, e.g. abort-word-exam, before it proceeds); closing or reloading the tab gets the browser prompt.
 * @param active - read at navigation time (a ref-backed function, so finishing never races a render)
 * @param question - the confirmation text
 * @param onLeave - runs after OK and before leaving; if it throws, the student stays
 */
export function useLeaveGuard(active: () => boolean, question: string, onLeave?: () => Promise<unknown>) {
  const activeRef = useRef(active);
  activeRef.current = active;
  const leaveRef = useRef(onLeave);
  leaveRef.current = onLeave;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search)
      return false;
    return activeRef.current();
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    confirmBox(question)
      .then(async () => {
        await leaveRef.current?.();
        if (live) blocker.proceed();
      })
      .catch((err: unknown) => {
        // A failed abort is already shown by the request layer; the student stays on the test.
        if (!(err instanceof BoxClosedError)) reportError(err);
        if (live) blocker.reset();
      });
    return () => {
      live = false;
    };
  }, [blocker, question]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!activeRef.current()) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
}
