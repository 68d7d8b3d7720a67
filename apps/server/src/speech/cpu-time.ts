import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux build Node runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system), from /proc/<pid>/stat.
 * @param pid - the process
 * @returns milliseconds, or undefined where /proc is not there (not Linux) or the process is gone
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * How long a request may run: `budgetMs` of the worker's CPU time (an engine stuck in a loop), and at
 * most `wallFactor` times that in wall time (a hung worker, or a machine too busy to ever finish).
 * A starved worker on a busy machine (niced below browsers and other servers) is not cut off at the
 * budget in wall time: the student gets a late score rather than an error and a retake.
 * Where the CPU time cannot be read, the wall limit is the budget itself.
 * @param pid - the worker process
 * @param budgetMs - CPU-time budget
 * @param onExpire - called once when the request is over its limits
 * @param wallFactor - wall-time limit as a multiple of the budget
 * @returns a function that cancels the watch
 */
export function watchRequestTime(
  pid: number | undefined,
  budgetMs: number,
  onExpire: () => void,
  wallFactor = 4,
): () => void {
  const startCpu = processCpuMs(pid);
  const started = Date.now();
  let timer: NodeJS.Timeout;
  const check = () => {
    const cpu = processCpuMs(pid);
    const wall = Date.now() - started;
    const overCpu = startCpu === undefined || cpu === undefined || cpu - startCpu >= budgetMs;
    if (overCpu || wall >= budgetMs * wallFactor) {
      onExpire();
      return;
    }
    // The CPU time cannot grow faster than the wall clock (one thread): check again when it could be spent.
    const cpuLeft = budgetMs - (cpu - startCpu);
    timer = setTimeout(check, Math.max(250, Math.min(cpuLeft, budgetMs * wallFactor - wall)));
    timer.unref();
  };
  timer = setTimeout(check, budgetMs);
  timer.unref();
  return () => clearTimeout(timer);
}
