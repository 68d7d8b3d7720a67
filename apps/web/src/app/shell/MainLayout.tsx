import { PenMount } from "@web/features/dictionary/exports/pen-mount.ts";
import { CardGate } from "@web/features/student/exports/card-gate.ts";
import { isCollegeStudent } from "@web/lib/session.ts";
import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { deniedForCollege } from "../college-routes.ts";
import { mainPath } from "../go-back.ts";
import { Header } from "./Header.tsx";
import { KeepAliveOutlet } from "./KeepAliveOutlet.tsx";
import { TabBar } from "./TabBar.tsx";

// The side menu (and the strings of the features it lists) loads when it first opens, not with home.
const SideMenu = lazy(() => import("./SideMenu.tsx").then((m) => ({ default: m.SideMenu })));

/**
 * The signed-in shell: header, tabs and the page. Pages render only once the study card is active; before
 * that the card gate (activation or expired notice) is all the student can use besides logout. A college
 * student asking for a screen outside the college product (college-routes.ts) is sent to bookList.
 * @returns the layout
 */
export function MainLayout() {
  const [sideOpen, setSideOpen] = useState(false);
  const { pathname } = useLocation();
  // A mission newly reached is announced on a later screen change (not in the app's first 15 s, so home
  // loads nothing more); integral/exports/reach-poll.ts loads then and asks at most every 15 s.
  useEffect(() => {
    if (pathname && performance.now() > 15_000)
      void import("@web/features/integral/exports/reach-poll.ts")
        .then((m) => m.pollMissionReach())
        .catch(() => undefined);
  }, [pathname]);
  // College students have the textbooks and homework only (spec §2/§6): other screens go to bookList.
  if (isCollegeStudent() && deniedForCollege(pathname)) return <Navigate to={mainPath()} replace />;
  return (
    <div className="shell">
      <Header onOpenSide={() => setSideOpen(true)} />
      <div className="shell-body">
        <TabBar />
        <main id="main" className="shell-main" tabIndex={-1}>
          <CardGate>
            <KeepAliveOutlet />
          </CardGate>
        </main>
      </div>
      {sideOpen && (
        <Suspense fallback={null}>
          <SideMenu onClose={() => setSideOpen(false)} />
        </Suspense>
      )}
      <PenMount />
    </div>
  );
}
