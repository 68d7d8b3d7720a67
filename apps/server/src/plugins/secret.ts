import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ensureSecret } from "../modules/app/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** the HMAC key for signed URLs (HIBIKI_SECRET, else generated once and kept in config) */
    secret: () => Promise<string>;
  }
}

/** Decorates `app.secret()`, read from the database once (after migrations ran) and then memoised. */
export const secretPlugin = fp(
  async (app: FastifyInstance) => {
    let secret: Promise<string> | undefined;
    app.decorate("secret", () => {
      secret ??= ensureSecret(app.db, app.env.HIBIKI_SECRET).catch((err: unknown) => {
        secret = undefined;
        throw err;
      });
      return secret;
    });
  },
  { name: "hibiki-secret" },
);
