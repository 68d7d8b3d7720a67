import { poorlyWordsCollect } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { collectPoorlyWords } from "./service.ts";

/**
 * Poorly-read words: POST /v3/poorly-words keeps the words an evaluation marked (spec §5 rules).
 * @param app - the Fastify instance
 */
export async function poorlyWordsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerCall(app, poorlyWordsCollect, ({ caller, body }) => collectPoorlyWords(db, caller, body.words));
}
