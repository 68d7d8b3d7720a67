import type { EngineResult } from "@hibiki/contracts/writing";
import type { CheckWritingOptions } from "./checker.ts";

/** What the writing worker is asked to do. */
export type WorkerTask = { kind: "check"; text: string; options: CheckWritingOptions } | { kind: "warm-up" };

/** A message to the writing worker: a task with the id its reply will carry. */
export type WorkerRequest = WorkerTask & { id: number };

/** The worker's answer to one request. */
export type WorkerReply =
  | { id: number; ok: true; result: EngineResult | null }
  | { id: number; ok: false; status: number; message: string };
