import type { ComponentType } from "react";
import { Navigate, useParams } from "react-router";
import { ArenaSessionProvider } from "../session/context.tsx";
import ArenaIndexPage from "./ArenaIndexPage.tsx";
import ArenaTypePage from "./ArenaTypePage.tsx";
import PkAnswerResultPage from "./PkAnswerResultPage.tsx";
import PkResultPage from "./PkResultPage.tsx";
import PkWaitPage from "./PkWaitPage.tsx";
import "../arena.css";
import "../arena-match.css";

const SCREENS: Record<string, ComponentType> = {
  index: ArenaIndexPage,
  type: ArenaTypePage,
  pkwait: PkWaitPage,
  pkansweresult: PkAnswerResultPage,
  pkresult: PkResultPage,
};

/**
 * The arena's screen of the address (spec children under /arena; the default and any other child go to
 * index). Chosen from the splat rather than nested routes: the shell's router stays as small as it was.
 * @returns the screen
 */
export function ArenaScreens() {
  const child = useParams()["*"] ?? "";
  const Screen = Object.hasOwn(SCREENS, child) ? SCREENS[child] : undefined;
  return Screen ? <Screen /> : <Navigate to="/arena/index" replace />;
}

/**
 * /arena/*: one session (and its websocket) kept across the screens; leaving /arena closes it.
 * @returns the screens inside the session provider
 */
export default function ArenaApp() {
  return (
    <ArenaSessionProvider>
      <ArenaScreens />
    </ArenaSessionProvider>
  );
}
