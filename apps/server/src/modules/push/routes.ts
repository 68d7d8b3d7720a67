import { appPushPublicKey } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { ensureVapidKeys } from "./service.ts";

/**
 * GET /v3/app/push-public-key: the VAPID public key browsers subscribe with. The key pair is created on
 * the first start (onReady) so it exists before any client asks.
 * @param app - the Fastify instance
 */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onReady", async () => {
    await ensureVapidKeys(app.db);
  });
  registerCall(app, appPushPublicKey, async () => ({
    public_key: (await ensureVapidKeys(app.db)).publicKey,
  }));
}
