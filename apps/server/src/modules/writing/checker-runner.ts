import type { EngineResult, WritingLevel, WritingTask } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { checkWriting, WritingWorker } from "../../writing/index.ts";
import { WHITE_LIST_WORDS } from "../app/word-lists.ts";

/** Runs the offline checker for the API: in the worker thread when the build has one, else in-process. */
export type CheckerRunner = {
  /** @param task - the word range, prompt and sample the score is measured against (free writing without) */
  check(text: string, level: WritingLevel, task?: WritingTask): Promise<EngineResult>;
  close(): Promise<void>;
};

/** Shown to the student when the checker fails or times out (the cause goes to the log, not the client). */
export const CHECKER_UNAVAILABLE = "作文のチェックに失敗しました。しばらくしてからもう一度送信してください。";

/**
 * Creates the API's checker runner. The worker keeps linting off the event loop; its timeout turns a hung
 * check into a 503 with a clear message instead of a request that never ends.
 * @param timeoutMs - how long one check may take
 * @param onFailure - receives the internal cause of a failed check (for the log)
 * @returns the runner
 */
export function createCheckerRunner(
  timeoutMs = 30_000,
  onFailure: (err: unknown) => void = () => undefined,
): CheckerRunner {
  const worker = WritingWorker.create(timeoutMs);
  const options = (level: WritingLevel, task?: WritingTask) => ({
    level,
    whiteListWords: WHITE_LIST_WORDS,
    ...(task ? { task } : {}),
  });
  return {
    async check(text, level, task) {
      try {
        const o = options(level, task);
        return worker ? await worker.check(text, o) : await checkWriting(text, o);
      } catch (err) {
        // bad input (400) is the student's to fix and keeps its message; anything else is ours
        if (err instanceof AppError && err.status < 500) throw err;
        onFailure(err);
        throw new AppError(503, "server_error", CHECKER_UNAVAILABLE);
      }
    },
    close: async () => worker?.close(),
  };
}

/** One runner per server (keyed by its HTTP server, which every encapsulated plugin context shares). */
const shared = new WeakMap<object, CheckerRunner>();

/**
 * The server's one checker runner, shared by the writing calls and AI speaking so the checker's worker
 * (and the tagger it loads) exists once per process; closed with the server.
 * @param app - the Fastify instance (any plugin context of the server)
 * @returns the runner
 */
export function sharedCheckerRunner(app: FastifyInstance): CheckerRunner {
  const existing = shared.get(app.server);
  if (existing) return existing;
  const runner = createCheckerRunner(30_000, (err) => app.log.error({ err }, "writing check failed"));
  shared.set(app.server, runner);
  app.addHook("onClose", () => runner.close());
  return runner;
}
