import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import {
  AUTH_MESSAGES,
  callerFromToken,
  type StudentCaller,
  type TeacherCaller,
} from "../../plugins/auth.ts";
import {
  AUTH_TIMEOUT_MS,
  acceptSocket,
  CLOSE_UNAUTHORISED,
  closeWithError,
  parseFrame,
} from "../../realtime/socket-auth.ts";

type Handlers = {
  teacher(caller: TeacherCaller): (frame: unknown) => void;
  student(caller: StudentCaller): (frame: unknown) => void;
};

/** The account kind a first frame's token belongs to; anything unusable is left to acceptSocket to refuse. */
async function kindOf(
  app: FastifyInstance,
  data: unknown,
  isBinary: boolean,
): Promise<"teacher" | "student"> {
  const parsed = parseFrame(data, isBinary);
  if ("error" in parsed) return "student";
  const f = parsed.frame as { type?: unknown; token?: unknown } | null;
  if (f?.type !== "auth" || typeof f.token !== "string" || f.token.length === 0 || f.token.length > 200)
    return "student";
  try {
    const caller = await callerFromToken(app.db, f.token);
    return "error" in caller ? "student" : caller.kind;
  } catch {
    return "student";
  }
}

/**
 * One live socket path for both account kinds: the first frame's token says which, then the socket goes
 * to acceptSocket for that kind with every frame received so far handed over again, in order (acceptSocket
 * checks the token itself and refuses as usual). No first frame within AUTH_TIMEOUT_MS closes it (4401).
 * @param handlers - the frame handler of a signed-in teacher and of a signed-in student
 */
export function acceptLiveSocket(app: FastifyInstance, socket: WebSocket, handlers: Handlers): void {
  const held: Array<[unknown, boolean]> = [];
  const hold = (data: unknown, isBinary: boolean) => held.push([data, isBinary]);
  const timeout = setTimeout(
    () => closeWithError(socket, "token_missing", AUTH_MESSAGES.token_missing, CLOSE_UNAUTHORISED),
    AUTH_TIMEOUT_MS,
  );
  socket.on("close", () => clearTimeout(timeout));
  socket.on("message", hold);
  socket.once("message", (data: unknown, isBinary: boolean) => {
    void kindOf(app, data, isBinary).then((kind) => {
      clearTimeout(timeout);
      socket.off("message", hold);
      if (socket.readyState !== socket.OPEN) return;
      if (kind === "teacher")
        void acceptSocket(app, socket, "teacher").then((s) => s?.onFrame(handlers.teacher(s.caller)));
      else void acceptSocket(app, socket, "student").then((s) => s?.onFrame(handlers.student(s.caller)));
      for (const [d, b] of held.splice(0)) socket.emit("message", d, b);
    });
  });
}
