import { useEffect, useRef, useState } from "react";
import {
  type LiveSocket,
  type LiveSocketOptions,
  type LiveSocketState,
  openLiveSocket,
} from "./live-socket.ts";

/**
 * Keeps one live socket open while the component is mounted and `enabled` (the handlers are read through a
 * ref, so a re-render never reconnects).
 * @param opts - as {@link openLiveSocket}, without onState
 * @param enabled - false to stay disconnected (e.g. no session is open)
 * @returns the connection state and send
 */
export function useLiveSocket(opts: Omit<LiveSocketOptions, "onState">, enabled: boolean) {
  const [state, setState] = useState<LiveSocketState>("connecting");
  const ref = useRef(opts);
  ref.current = opts;
  const socket = useRef<LiveSocket | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const s = openLiveSocket({
      token: () => ref.current.token(),
      hello: () => ref.current.hello(),
      onFrame: (f) => ref.current.onFrame(f),
      onState: setState,
      ...(ref.current.connect ? { connect: ref.current.connect } : {}),
      ...(ref.current.delays ? { delays: ref.current.delays } : {}),
    });
    socket.current = s;
    return () => {
      socket.current = null;
      s.close();
    };
  }, [enabled]);
  return {
    state,
    send: (frame: object) => socket.current?.send(frame) ?? false,
    close: () => socket.current?.close(),
  };
}
