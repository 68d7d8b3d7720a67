import { pronounce } from "./pronunciation.ts";
import type { EngineReply, WorkerProcess } from "./worker-process.ts";

/** An item language model to recognise with (see task-lm.ts buildTaskLm). */
export interface ItemLm {
  /** stable key of the model ([A-Za-z0-9_-], at most 64 characters) */
  key: string;
  /** the model in ARPA text */
  arpa: string;
  /** interpolation weight of the item model against the generic one, in (0, 1) */
  weight: number;
}

/** Item models a worker keeps (LM_CACHE in native/speech-worker.h). */
export const WORKER_LM_CACHE = 16;
/**
 * Keys believed loaded per worker: the most recently used half of what the worker keeps, so with the same
 * order of use a believed key is always still there (a miss still works: the worker says lm_missing).
 */
const BELIEVED = WORKER_LM_CACHE / 2;
const loaded = new WeakMap<WorkerProcess, string[]>();

function touch(proc: WorkerProcess, key: string): void {
  const keys = (loaded.get(proc) ?? []).filter((k) => k !== key);
  keys.push(key);
  loaded.set(proc, keys.slice(-BELIEVED));
}

/**
 * Loads an item model into a worker (L), adding pronunciations of its words the dictionary lacks first.
 * @param proc the worker
 * @param lm the model
 * @returns the worker's reply (ok false with `error` when the model is refused)
 */
async function loadLm(proc: WorkerProcess, lm: ItemLm): Promise<EngineReply> {
  const body = Buffer.from(lm.arpa, "utf8");
  const args = [lm.key, String(lm.weight)];
  let reply = await proc.request("L", args, body);
  if (!reply.ok && reply.oov) {
    const oov = reply.oov;
    await Promise.all(oov.map(async (w) => proc.request("W", [w, ...(await pronounce(w)).split(" ")])));
    reply = await proc.request("L", args, body);
  }
  if (reply.ok) touch(proc, lm.key);
  else
    reply.error = `language model ${lm.key} refused: ${reply.error ?? `unknown words ${reply.oov?.join(" ")}`}`;
  return reply;
}

/**
 * Free recognition on one worker, with an item model when given: sends it first unless the worker is
 * believed to hold it, and again (then decodes once more) if the worker answers that it does not.
 * @param proc the worker
 * @param pcm 16 kHz 16-bit mono audio
 * @param lm the item model, or undefined for the generic one
 * @returns the recognition reply, or a failed reply (ok false, `error`)
 */
export async function recognizeOn(proc: WorkerProcess, pcm: Buffer, lm?: ItemLm): Promise<EngineReply> {
  if (!lm) return proc.request("R", [], pcm);
  if (!loaded.get(proc)?.includes(lm.key)) {
    const load = await loadLm(proc, lm);
    if (!load.ok) return load;
  } else {
    touch(proc, lm.key);
  }
  const reply = await proc.request("R", [lm.key], pcm);
  if (!reply.ok || !reply.lm_missing) return reply;
  const load = await loadLm(proc, lm);
  return load.ok ? proc.request("R", [lm.key], pcm) : load;
}
