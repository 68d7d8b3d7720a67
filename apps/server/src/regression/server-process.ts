import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The real server (`src/main.ts` under tsx, as `npm run dev` runs it) as a child process in its own
 * process group, so `kill -9` takes its speech workers down with it, as a power cut would.
 */

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), "../..");
const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  proc: ChildProcess;
  /** SIGKILL to the whole process group; resolves when the server process has exited */
  kill9(): Promise<void>;
  /** SIGTERM (a clean shutdown); resolves on exit */
  stop(): Promise<void>;
};

function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => proc.once("exit", () => resolve()));
}

/**
 * Starts the server and waits for its "Server listening" log line and a healthy /healthz.
 * @param env - variables on top of the test's environment (HIBIKI_DATA_DIR or DATABASE_URL, …)
 * @returns the running server
 * @throws when the process exits before it listens (its log is in the message)
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      HIBIKI_SPEECH_WORKERS: "1",
      HIBIKI_WEB_DIST: "/nonexistent-web-dist",
      ...env,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = LISTENING.exec(log);
      if (m?.[1]) resolve(m[1]);
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    proc.once("exit", (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${log.slice(-3000)}`)),
    );
  });
  // Keep draining the pipes so a chatty log never blocks the server.
  proc.stdout?.resume();
  proc.stderr?.resume();
  const health = await fetch(`${url}/healthz`);
  if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
  const pid = proc.pid as number;
  return {
    url,
    proc,
    kill9: () => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
      return exited(proc);
    },
    stop: () => {
      proc.kill("SIGTERM");
      return exited(proc);
    },
  };
}
