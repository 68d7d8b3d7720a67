import { useEffect, useReducer } from "react";
import { useLocation, useMatches, useOutlet } from "react-router";
import { asHandle } from "../route-handle.ts";
import { aliveEntries, dropAlive, keepAlive, subscribeAlive } from "./keep-alive.ts";

/**
 * Outlet that keeps routes marked `keepAlive` mounted (hidden) after the student leaves them.
 * @returns the current route plus the hidden kept-alive ones
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => subscribeAlive(rerender), []);
  const leaf = matches.at(-1);
  const handle = asHandle(leaf?.handle);
  const alive = handle.keepAlive === true;
  const drops = handle.dropAlive?.join("|") ?? "";
  useEffect(() => {
    for (const path of drops.split("|")) if (path) dropAlive(path);
  }, [drops]);
  if (alive) keepAlive(pathname, outlet);
  return (
    <>
      {aliveEntries().map(([path, entry]) => (
        <div key={`${path}:${entry.version}`} hidden={path !== pathname} className="keep-alive">
          {entry.node}
        </div>
      ))}
      {!alive && outlet}
    </>
  );
}
