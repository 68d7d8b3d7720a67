// Entry of the writing-checker worker thread: loads harper.js and the dictionary once, then answers
// check requests one at a time so the API's event loop never runs the ~1.5 ms/sentence linting itself.
import { parentPort } from "node:worker_threads";
import { AppError } from "../errors.ts";
import { checkWriting } from "./checker.ts";
import { warmUpWritingChecker } from "./index.ts";
import type { WorkerReply, WorkerRequest } from "./worker-protocol.ts";

const port = parentPort;
if (!port) throw new Error("worker-main.ts must run in a worker thread");

port.on("message", async (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    if (req.kind === "warm-up") {
      await warmUpWritingChecker();
      reply = { id: req.id, ok: true, result: null };
    } else {
      reply = { id: req.id, ok: true, result: await checkWriting(req.text, req.options) };
    }
  } catch (err) {
    const status = err instanceof AppError ? err.status : 500;
    reply = { id: req.id, ok: false, status, message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
