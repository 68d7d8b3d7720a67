import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./errors.ts";

/**
 * Serves the built web app from `dist` (long cache for hashed /assets, no cache for index.html) and
 * answers unknown non-/v3 GETs with index.html so client-side routes load. Unknown /v3 paths get the
 * 404 envelope.
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
      // Vite names files in /assets by content hash, so they never change; everything else may.
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(dist, "assets"));
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
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
