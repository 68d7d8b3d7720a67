import {
  ARENA_ITEM_COUNT,
  ARENA_WS_PATH,
  arenaHistory,
  arenaIndex,
  arenaMatchResult,
  arenaTypeList,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { Arena } from "./arena.ts";
import { loadArenaCatalog } from "./items.ts";
import * as service from "./service.ts";
import { arenaSettings } from "./settings.ts";
import { LocalSockets, serveArenaSocket } from "./socket.ts";

/**
 * The arena (issue 25 part 4): `/v3/arena/*` calls (the caller's totals, the types, the history, one match's
 * result) and the match websocket `/v3/arena/ws` (matchmaking by school or level, a bot after a wait, live
 * matches across processes through app.bus and the store). The items are loaded and validated here: a bad
 * content file stops the start. Students only, not college students.
 * @param app - the Fastify instance (db, bus, redis)
 */
export async function arenaRoutes(app: FastifyInstance): Promise<void> {
  const settings = arenaSettings();
  const catalog = loadArenaCatalog(settings.contentDir);
  const arena = new Arena(app, settings, catalog);
  const local = new LocalSockets(app, arena);
  // before the server closes its sockets: their close handlers then leave the queue and matches alone
  app.addHook("preClose", async () => {
    arena.stop();
  });
  app.addHook("onClose", async () => {
    await arena.close();
    await local.close();
  });
  const opts = { denyCollege: true };
  registerCall(app, arenaIndex, ({ caller }) => service.index(app.db, caller), opts);
  registerCall(app, arenaTypeList, async () => service.typeList(settings, ARENA_ITEM_COUNT), opts);
  registerCall(app, arenaHistory, ({ caller, query }) => service.history(app.db, caller, query), opts);
  registerCall(
    app,
    arenaMatchResult,
    ({ caller, query }) => service.matchResult(app.db, caller, query.match_id),
    opts,
  );
  app.get(ARENA_WS_PATH, { websocket: true }, (socket) => {
    void serveArenaSocket(app, arena, local, socket).catch((err: unknown) => {
      app.log.error({ err }, "arena: the socket failed");
      socket.close(1011);
    });
  });
}
