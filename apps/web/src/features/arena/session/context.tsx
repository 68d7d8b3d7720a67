import { getToken } from "@web/lib/session.ts";
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { ArenaSession, arenaSocketUrl } from "./arena-session.ts";
import type { ArenaState } from "./types.ts";

const Ctx = createContext<ArenaSession | null>(null);

/** @returns a session on this page's server with the signed-in student's token */
export function createBrowserArenaSession(): ArenaSession {
  return new ArenaSession({ url: arenaSocketUrl(), token: getToken, WebSocketImpl: WebSocket });
}

/**
 * Holds the arena's one session for its screens; the socket closes when the provider goes (the student
 * left /arena).
 * @param props - the screens, and the session factory (tests hand in a fake socket)
 * @returns the provider
 */
export function ArenaSessionProvider({
  children,
  create = createBrowserArenaSession,
}: {
  children: ReactNode;
  create?: () => ArenaSession;
}) {
  const [session] = useState(create);
  useEffect(() => () => session.close(), [session]);
  return <Ctx.Provider value={session}>{children}</Ctx.Provider>;
}

/** @returns the arena session of the provider above */
export function useArenaSession(): ArenaSession {
  const s = useContext(Ctx);
  if (!s) throw new Error("useArenaSession outside ArenaSessionProvider");
  return s;
}

/** @returns the arena state, re-rendering on each change */
export function useArenaState(): ArenaState {
  const s = useArenaSession();
  return useSyncExternalStore(s.subscribe, s.getState, s.getState);
}

/**
 * The client clock, ticking while `active` (countdowns and elapsed seconds).
 * @param active - whether to tick
 * @param everyMs - tick interval
 * @returns the clock in ms
 */
export function useNow(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs]);
  return now;
}
