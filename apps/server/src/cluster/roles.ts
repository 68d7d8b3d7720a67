import type { FastifyInstance } from "fastify";
import { apiNotFound } from "../plugins/errors.ts";
import type { Role } from "./settings.ts";

/**
 * Paths a speech-only process (HIBIKI_ROLE=speech) answers: the health check, the evaluation and
 * recognition websockets and speech synthesis. A load balancer sends these prefixes to speech processes
 * and everything else to API processes (docs/DEPLOY.md).
 */
export const SPEECH_ROLE_PATHS = ["/healthz", "/v3/speech/", "/v3/tts/"] as const;

/** @returns true when a speech-only process serves this request path (query ignored) */
export function speechRoleServes(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return SPEECH_ROLE_PATHS.some((p) => (p.endsWith("/") ? path.startsWith(p) : path === p));
}

/**
 * Narrows a built app to its role. `speech`: every other path (the /v3 API, the web app, signed files)
 * answers 404 in the envelope before any handler or body parsing runs. `api` and `all`: unchanged (an
 * API-only process simply never starts the speech service, so /v3/speech/* is an unknown path there).
 * Call after buildApp and before listen().
 * @param app - the built app
 * @param role - HIBIKI_ROLE
 */
export function applyRole(app: FastifyInstance, role: Role): void {
  if (role !== "speech") return;
  app.addHook("onRequest", async (req, reply) => {
    if (speechRoleServes(req.url)) return;
    return reply.code(404).send(apiNotFound(req.method, req.url));
  });
}
