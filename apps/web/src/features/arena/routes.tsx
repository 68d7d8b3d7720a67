import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/**
 * Versus mode (spec: /arena with the children index, type, pkwait, pkansweresult, pkresult; default
 * index). One lazy route: its screens route among themselves inside one session that holds the arena's
 * websocket for every screen and closes it when the student leaves /arena (pages/ArenaApp.tsx).
 */
export const arenaRoutes: RouteObject[] = [
  { path: "arena/*", lazy: lazyPage("arena", () => import("./pages/ArenaApp.tsx")) },
];
