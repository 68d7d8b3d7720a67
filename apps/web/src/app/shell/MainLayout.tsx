import { CardGate } from "@web/features/student/exports/card-gate.ts";
import { lazy, Suspense, useState } from "react";
import { Header } from "./Header.tsx";
import { KeepAliveOutlet } from "./KeepAliveOutlet.tsx";
import { TabBar } from "./TabBar.tsx";

// The side menu (and the strings of the features it lists) loads when it first opens, not with home.
const SideMenu = lazy(() => import("./SideMenu.tsx").then((m) => ({ default: m.SideMenu })));

/**
 * The signed-in shell: header, tabs and the page. Pages render only once the study card is active; before
 * that the card gate (activation or expired notice) is all the student can use besides logout.
 * @returns the layout
 */
export function MainLayout() {
  const [sideOpen, setSideOpen] = useState(false);
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
    </div>
  );
}
