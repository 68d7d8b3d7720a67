import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./errors.ts";

/** One year: the longest lifetime browsers honour, for files whose name changes with their content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The cache policy of a file of the web app: a year for /assets, where vite writes only files named by
 * their content hash (`index-DO9zObT7.js`), otherwise `no-cache` (index.html, which names the current
 * hashed files; the service worker `sw.js`, which browsers must re-check to update; the other public
 * files): revalidated with their ETag, a 304 when unchanged.
 * @param dist - folder of the built web app
 * @param path - the file sent (its .br/.gz form when compressed)
 * @returns the Cache-Control value
 */
export function cachePolicy(dist: string, path: string): string {
  return path.startsWith(join(dist, "assets") + sep) ? IMMUTABLE : "no-cache";
}

/**
 * Serves the built web app from `dist` and answers unknown non-/v3 GETs with index.html so client-side
 * routes load. Unknown /v3 paths get the 404 envelope.
 *
 * The build writes `<file>.br` and `<file>.gz` beside each compressible file (apps/web/scripts/
 * precompress.mjs); `preCompressed` sends the best one the browser's Accept-Encoding allows (q-values
 * honoured, br before gzip on a tie), with the original's Content-Type, the compressed file's length and
 * ETag, and `Vary: Accept-Encoding`; without a usable encoding (or compressed file) the original is sent.
 * @param app - the Fastify instance
 * @param dist - folder of the built web app (may not exist, e.g. in API tests)
 */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<void> {
  const hasWeb = existsSync(join(dist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // "/" is the startup page: serve index.html for it; other folders have no listing.
      index: "index.html",
      redirect: false,
      list: false,
      // The build's .vite/manifest.json names source paths: hidden files are never served.
      dotfiles: "ignore",
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header("cache-control", cachePolicy(dist, path));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    if (path === "/v3" || path.startsWith("/v3/"))
      return reply.status(404).send(apiNotFound(req.method, req.url));
    if ((req.method === "GET" || req.method === "HEAD") && hasWeb && !path.startsWith("/assets/")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send(
      hasWeb
        ? apiNotFound(req.method, req.url)
        : {
            code: 404,
            message: "the web app is not built (npm run build -w apps/web)",
            data: { error_key: "not_found" },
          },
    );
  });
}
