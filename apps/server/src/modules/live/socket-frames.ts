import type { WebSocket } from "ws";
import type { z } from "zod";
import { AppError } from "../../errors.ts";
import { sendError } from "../../realtime/socket-auth.ts";
import type { Deps } from "./service.ts";

const SERVER_ERROR = "サーバーで問題が起きました。しばらくしてからもう一度お試しください。";

/** The first problem of a frame that fits no schema, as "field: message". */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "送られたデータが正しくありません。";
  const path = issue.path.join(".");
  return `送られたデータが正しくありません（${path || "type"}: ${issue.message}）。`;
}

/**
 * The frame handler of a signed-in live socket: frames are handled one at a time, in order; a frame
 * that fits no schema gets bad_request (one of the other side's kinds: forbidden), a refusal its error
 * key, anything unexpected server_error (logged). The socket stays open.
 * @param schema - the frames this side may send
 * @param otherSide - frame types only the other account kind sends
 * @param handle - runs one valid frame
 * @returns the handler to give acceptSocket's onFrame
 */
export function frameHandler<T>(
  deps: Deps,
  socket: WebSocket,
  schema: z.ZodType<T>,
  otherSide: readonly string[],
  handle: (frame: T) => Promise<void>,
): (frame: unknown) => void {
  let queue: Promise<void> = Promise.resolve();
  const run = async (raw: unknown) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: unknown } | null)?.type;
      if (typeof type === "string" && otherSide.includes(type))
        return sendError(socket, "forbidden", "この操作は許可されていません。");
      return sendError(socket, "bad_request", problemOf(parsed.error));
    }
    try {
      await handle(parsed.data);
    } catch (err) {
      if (err instanceof AppError) return sendError(socket, err.errorKey, err.message);
      deps.log.error({ err }, "live socket: a frame failed");
      sendError(socket, "server_error", SERVER_ERROR);
    }
  };
  return (frame) => {
    queue = queue.then(() => run(frame));
  };
}
