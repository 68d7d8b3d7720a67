import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";

/**
 * A private Redis for fault suites: `redis-server` on a free port with no persistence (`--save ''
 * --appendonly no`), so killing it loses everything it held, as a crashed cache would. The machine's own
 * Redis is never touched.
 */
export type RedisProcess = {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** SIGKILL; resolves once it has exited */
  kill9(): Promise<void>;
  /** starts it again on the same port (empty); resolves once it accepts connections */
  restart(): Promise<void>;
};

/** @returns true when `redis-server` is installed */
export const redisServerAvailable = (): boolean =>
  spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

/** @returns a port nothing listens on right now */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function launch(port: number): Promise<ChildProcess> {
  const proc = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes("Ready to accept connections")) return;
      proc.stdout?.off("data", onData);
      proc.stdout?.resume();
      proc.stderr?.resume();
      resolve(proc);
    };
    proc.stdout?.on("data", onData);
    proc.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
}

function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => proc.once("exit", () => resolve()));
}

/**
 * Starts a private Redis and waits until it accepts connections.
 * @returns the running Redis
 */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let proc = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    kill9: () => {
      proc.kill("SIGKILL");
      return exited(proc);
    },
    restart: async () => {
      proc = await launch(port);
    },
  };
}
