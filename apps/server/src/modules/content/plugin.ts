import { stat } from "node:fs/promises";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NotFound } from "../../errors.ts";
import { ContentCatalog, contentDirOf } from "./catalog-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** the built course content (catalog.json + resources) read from HIBIKI_CONTENT_DIR */
    content: ContentCatalog;
  }
}

/** One path segment under /res/: letters, digits, _ . - (no "..", no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;
/** A year: every file under /res/ has its res_version in the path, so it never changes. */
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves `GET /res/<res_code>/<res_version>/<file>` from <content dir>/res with immutable cache headers.
 * Encapsulated (not fastify-plugin) so its @fastify/static reply decorator does not clash with the web
 * app's. Unknown or unsafe paths get the 404 envelope.
 */
async function resRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: app.content.dir, serve: false });
  app.get("/res/*", async (req, reply) => {
    const rel = (req.params as { "*": string })["*"] ?? "";
    const parts = rel.split("/");
    if (parts.length < 3 || !parts.every((p) => SEGMENT.test(p) && !p.startsWith("."))) {
      throw NotFound(`ファイルが見つかりません: /res/${rel}`);
    }
    const root = join(app.content.dir, "res");
    const info = await stat(join(root, ...parts)).catch(() => undefined);
    if (!info?.isFile()) throw NotFound(`ファイルが見つかりません: /res/${rel}`);
    return reply.sendFile(parts.join(sep), root, { immutable: true, maxAge: ONE_YEAR_MS, dotfiles: "deny" });
  });
}

/**
 * Decorates `app.content` (the content catalogue store, shared by the textbook and history modules) and
 * serves the built content under /res/.
 * @param app - the Fastify instance (app.env read for HIBIKI_CONTENT_DIR)
 */
export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    // Read through app.env on every use: HIBIKI_CONTENT_DIR (optional) may be set after boot by tests.
    const env = app.env as { HIBIKI_CONTENT_DIR?: string };
    app.decorate("content", new ContentCatalog(() => contentDirOf(env)));
    await app.register(resRoutes);
  },
  { name: "hibiki-content" },
);
