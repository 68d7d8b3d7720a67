import { stat } from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NotFound, Unavailable } from "../../errors.ts";
import { ContentCatalog, contentDirOf } from "./catalog-store.ts";
import { ContentAudio } from "./content-audio.ts";

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
 * A model recording the build did not render (`audio/<name>.mp3` named in the version's audio-jobs.json)
 * is rendered on this first request and kept in HIBIKI_DATA_DIR/content-audio (content-audio.ts).
 * Encapsulated (not fastify-plugin) so its @fastify/static reply decorator does not clash with the web
 * app's. Unknown or unsafe paths get the 404 envelope.
 */
async function resRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: app.content.dir, serve: false });
  const dataDir = (app.env as { HIBIKI_DATA_DIR: string }).HIBIKI_DATA_DIR;
  const audio = new ContentAudio(() => app.content.dir, join(dataDir, "content-audio"));
  const sendOpts = { immutable: true, maxAge: ONE_YEAR_MS, dotfiles: "deny" } as const;
  app.get("/res/*", async (req, reply) => {
    const rel = (req.params as { "*": string })["*"] ?? "";
    const parts = rel.split("/");
    if (parts.length < 3 || !parts.every((p) => SEGMENT.test(p) && !p.startsWith("."))) {
      throw NotFound(`ファイルが見つかりません: /res/${rel}`);
    }
    const root = join(app.content.dir, "res");
    const info = await stat(join(root, ...parts)).catch(() => undefined);
    if (info?.isFile()) return reply.sendFile(parts.join(sep), root, sendOpts);
    const [code, version, folder, name] = parts as [string, string, string, string];
    if (parts.length === 4 && folder === "audio") {
      const clip = await audio.clip(code, version, name).catch((err: unknown) => {
        req.log.error({ err, path: rel }, "model audio could not be rendered");
        throw Unavailable("音声を用意できませんでした。しばらくしてからもう一度お試しください。");
      });
      if (clip) return reply.sendFile(basename(clip), dirname(clip), sendOpts);
    }
    throw NotFound(`ファイルが見つかりません: /res/${rel}`);
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
