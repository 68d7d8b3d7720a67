import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { processCpuMs, watchRequestTime } from "./cpu-time.ts";

const children: ReturnType<typeof spawn>[] = [];
function child(code: string) {
  const c = spawn(process.execPath, ["-e", code], { stdio: "ignore" });
  children.push(c);
  return c;
}
afterEach(() => {
  for (const c of children.splice(0)) c.kill("SIGKILL");
});

const expiry = (pid: number | undefined, budgetMs: number, wallFactor: number) =>
  new Promise<number>((resolve) => {
    const started = Date.now();
    watchRequestTime(pid, budgetMs, () => resolve(Date.now() - started), wallFactor);
  });

describe("request time limits by CPU time", () => {
  it("reads a process's CPU time, which grows while it computes", async () => {
    const before = processCpuMs(process.pid) as number;
    // 200 ms of this process's own CPU time, however long that takes on a busy machine
    const spent = process.cpuUsage();
    while (process.cpuUsage(spent).user < 200_000) Math.sqrt(Math.random());
    expect(processCpuMs(process.pid)).toBeGreaterThan(before + 150);
    expect(processCpuMs(2 ** 22 + 12345)).toBeUndefined();
  });

  it("stops a worker that spent its CPU budget, however busy the machine", async () => {
    const burner = child("for(;;){}");
    await once(burner, "spawn");
    const start = processCpuMs(burner.pid) as number;
    await expiry(burner.pid, 300, 1000);
    expect((processCpuMs(burner.pid) as number) - start).toBeGreaterThanOrEqual(300);
  }, 60_000);

  it("gives a starved (here: paused) worker four budgets of wall time before stopping it", async () => {
    const paused = child("setInterval(() => {}, 1000)");
    await once(paused, "spawn");
    paused.kill("SIGSTOP");
    expect(await expiry(paused.pid, 300, 4)).toBeGreaterThanOrEqual(1200);
  });

  it("falls back to the budget in wall time where CPU time cannot be read", async () => {
    // With CPU time it would wait 100 budgets (30 s) for a process that does nothing.
    const ms = await expiry(undefined, 300, 100);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(10_000);
  });
});
