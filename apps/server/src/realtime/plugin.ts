import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { memoryBus, type RealtimeBus, redisBus } from "./bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** pub/sub between processes for live features: Redis when REDIS_URL is set, else in this process */
    bus: RealtimeBus;
  }
}

/** Decorates `app.bus` (arena matches and live classes fan out through it) and closes it with the app. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const bus = app.redis ? redisBus(app.redis, app.log) : memoryBus(app.log);
    app.decorate("bus", bus);
    app.addHook("onClose", async () => {
      await bus.close();
    });
  },
  { name: "hibiki-realtime" },
);
