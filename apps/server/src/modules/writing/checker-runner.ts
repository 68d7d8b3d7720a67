import type { EngineResult, WritingLevel } from "@hibiki/contracts";
import { AppError } from "../../errors.ts";
import { checkWriting, WritingWorker } from "../../writing/index.ts";
import { WHITE_LIST_WORDS } from "../app/word-lists.ts";

/** Runs the offline checker for the API: in the worker thread when the build has one, else in-process. */
export type CheckerRunner = {
  check(text: string, level: WritingLevel): Promise<EngineResult>;
  close(): Promise<void>;
};

/**
 * Creates the API's checker runner. The worker keeps linting off the event loop; its own timeout turns a
 * hung check into a 503 with a clear message instead of a request that never ends.
 * @param timeoutMs - how long one check may take
 * @returns the runner
 */
export function createCheckerRunner(timeoutMs = 30_000): CheckerRunner {
  const worker = WritingWorker.create(timeoutMs);
  const options = (level: WritingLevel) => ({ level, whiteListWords: WHITE_LIST_WORDS });
  return {
    async check(text, level) {
      try {
        return worker ? await worker.check(text, options(level)) : await checkWriting(text, options(level));
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError(
          503,
          "server_error",
          `作文のチェックに失敗しました。もう一度送信してください。(${String(err)})`,
        );
      }
    },
    close: async () => worker?.close(),
  };
}
