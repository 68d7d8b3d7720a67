import { ARENA_MESSAGES, ArenaClientFrameSchema, type ArenaServerFrame } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { acceptSocket, closeWithError, sendError, sendFrame } from "../../realtime/socket-auth.ts";
import type { Arena, Reply } from "./arena.ts";
import { profile } from "./repository.ts";

/** The sockets of each student on this process, with their one subscription to the student's channel. */
export class LocalSockets {
  private readonly byStudent = new Map<
    number,
    { sockets: Set<WebSocket>; off: Promise<() => Promise<void>> }
  >();

  constructor(
    private readonly app: FastifyInstance,
    private readonly arena: Arena,
  ) {}

  /** Adds a socket; the first of a student subscribes to the student's channel. */
  async add(studentId: number, socket: WebSocket): Promise<void> {
    let entry = this.byStudent.get(studentId);
    if (!entry) {
      const sockets = new Set<WebSocket>();
      const off = this.app.bus.subscribe(this.arena.playerChannel(studentId), (msg) => {
        const frame = (msg as { frame?: ArenaServerFrame }).frame;
        if (!frame) return;
        if (frame.type === "matched") this.arena.matched(studentId);
        for (const s of sockets) sendFrame(s, frame);
      });
      entry = { sockets, off };
      this.byStudent.set(studentId, entry);
    }
    entry.sockets.add(socket);
    await entry.off;
  }

  /** @returns whether that was the student's last socket here (then the subscription ends) */
  remove(studentId: number, socket: WebSocket): boolean {
    const entry = this.byStudent.get(studentId);
    if (!entry) return false;
    entry.sockets.delete(socket);
    if (entry.sockets.size > 0) return false;
    this.byStudent.delete(studentId);
    void entry.off.then((off) => off()).catch(() => undefined);
    return true;
  }

  /** Ends every subscription (app.close()). */
  async close(): Promise<void> {
    const entries = [...this.byStudent.values()];
    this.byStudent.clear();
    await Promise.all(entries.map((e) => e.off.then((off) => off()).catch(() => undefined)));
  }
}

const BAD_FRAME = "送られたデータの形式が正しくありません。";

/**
 * Serves one arena socket: signs it in (first frame `auth`), then handles join, cancel, answer and rejoin
 * frames in order, replying with error frames to what it refuses. Closing it takes the student out of the
 * queue or starts the grace of their match.
 */
export async function serveArenaSocket(
  app: FastifyInstance,
  arena: Arena,
  local: LocalSockets,
  socket: WebSocket,
): Promise<void> {
  const accepted = await acceptSocket(app, socket, "student");
  if (!accepted) return;
  const id = accepted.caller.id;
  const me = await profile(app.db, id).catch(() => undefined);
  if (!me) return closeWithError(socket, "server_error", "サーバーで問題が起きました。", 1011);
  if (me.isCollege) return closeWithError(socket, "forbidden", "この機能は利用できません。", 4403);
  let open = true;
  socket.on("close", () => {
    open = false;
    if (local.remove(id, socket)) void arena.disconnected(id).catch(() => undefined);
  });
  await local.add(id, socket);
  if (!open) {
    if (local.remove(id, socket)) void arena.disconnected(id).catch(() => undefined);
    return;
  }
  // Frames are handled one after another (a join finishes before the next frame is read).
  let chain = Promise.resolve();
  const reply = (r: Reply) => {
    if (r) sendError(socket, r.error_key, ARENA_MESSAGES[r.error_key]);
  };
  accepted.onFrame((raw) => {
    chain = chain
      .then(async () => {
        const parsed = ArenaClientFrameSchema.safeParse(raw);
        if (!parsed.success) {
          const where = parsed.error.issues[0]?.path.join(".");
          return sendError(socket, "bad_frame", where ? `${BAD_FRAME} (${where})` : BAD_FRAME);
        }
        const f = parsed.data;
        if (f.type === "auth") return;
        // read again at each join: the level may have changed since the socket opened
        if (f.type === "join")
          return reply(await arena.join((await profile(app.db, id)) ?? me, f.arena_type));
        if (f.type === "cancel") {
          const type = await arena.cancel(id);
          if (type) sendFrame(socket, { type: "cancelled", arena_type: type });
          return;
        }
        if (f.type === "answer")
          return reply(
            await arena.toCurrentMatch(id, f.match_id, {
              kind: "answer",
              s: id,
              item_index: f.item_index,
              choice_index: f.choice_index,
            }),
          );
        return reply(await arena.toCurrentMatch(id, f.match_id, { kind: "rejoin", s: id }));
      })
      .catch((e: unknown) => {
        app.log.error({ err: e }, "arena: a frame failed");
        sendError(socket, "server_error", "サーバーで問題が起きました。");
      });
  });
}
