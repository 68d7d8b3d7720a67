import {
  aiSpeakingDetail,
  aiSpeakingFinish,
  aiSpeakingHistory,
  aiSpeakingList,
  aiSpeakingResult,
  aiSpeakingStart,
  aiSpeakingTurn,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { sharedCheckerRunner } from "../writing/checker-runner.ts";
import { startSession } from "./commands/start-session.ts";
import { takeTurn } from "./commands/take-turn.ts";
import type { Deps } from "./deps.ts";
import { createLlmClient } from "./llm-client.ts";
import { assertAiChat } from "./policy.ts";
import * as service from "./service.ts";

/**
 * The AI speaking calls (issue 24 part 2, `/v3/ai-speaking/*`): the scenarios with the student's totals,
 * one scenario with its sessions, starting a conversation, answering a line, finishing, a session's
 * result and the history. Students with the `ai_chat` flag only (403 ai_chat_not_available), not college
 * students; every call reads only the caller's own sessions (another student's id is 404).
 * @param app - the Fastify instance (db, content, env)
 */
export async function aiSpeakingRoutes(app: FastifyInstance): Promise<void> {
  // the writing calls' runner: one checker worker per process
  const checker = sharedCheckerRunner(app);
  const { env } = app;
  const llm = createLlmClient(
    env.HIBIKI_LLM_URL
      ? {
          url: env.HIBIKI_LLM_URL,
          model: env.HIBIKI_LLM_MODEL,
          apiKey: env.HIBIKI_LLM_API_KEY,
          timeoutMs: env.HIBIKI_LLM_TIMEOUT_MS,
        }
      : null,
    (err) => app.log.warn({ err }, "ai-speaking reply generation failed; the scripted reply is used"),
  );
  const deps: Deps = { db: app.db, content: app.content, checker, llm };
  const opts = { denyCollege: true };

  registerCall(
    app,
    aiSpeakingList,
    async ({ caller }) => {
      await assertAiChat(deps.db, caller);
      return service.list(deps, caller);
    },
    opts,
  );
  registerCall(
    app,
    aiSpeakingDetail,
    async ({ caller, query }) => {
      await assertAiChat(deps.db, caller);
      return service.detail(deps, caller, query.scenario_id);
    },
    opts,
  );
  registerCall(
    app,
    aiSpeakingStart,
    async ({ caller, body }) => {
      await assertAiChat(deps.db, caller);
      return startSession(deps, caller, body.scenario_id);
    },
    opts,
  );
  registerCall(
    app,
    aiSpeakingTurn,
    async ({ caller, body }) => {
      await assertAiChat(deps.db, caller);
      return takeTurn(deps, caller, body);
    },
    opts,
  );
  registerCall(
    app,
    aiSpeakingFinish,
    async ({ caller, body }) => {
      await assertAiChat(deps.db, caller);
      return service.finish(deps, caller, body.session_id);
    },
    opts,
  );
  registerCall(
    app,
    aiSpeakingResult,
    async ({ caller, query }) => {
      await assertAiChat(deps.db, caller);
      return service.result(deps, caller, query.session_id);
    },
    opts,
  );
  registerCall(
    app,
    aiSpeakingHistory,
    async ({ caller, query }) => {
      await assertAiChat(deps.db, caller);
      return service.history(deps, caller, query.page, query.limit);
    },
    opts,
  );
}
