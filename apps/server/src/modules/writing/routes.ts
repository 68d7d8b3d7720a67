import { sensitiveWordsFilter } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { filterSensitiveWords } from "../../writing/index.ts";

/**
 * Writing calls. Today: the sensitive-words filter that custom texts and writings pass through.
 * @param app - the Fastify instance
 */
export async function writingRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, sensitiveWordsFilter, async ({ body }) => ({
    words: filterSensitiveWords(body.words).words,
  }));
}
