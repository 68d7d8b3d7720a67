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
  /** everything the server (and, under HIBIKI_PROCESSES, its cluster workers) logged so far */
  log(): string;
  /**
   * Resolves once the log holds at least `count` matches of `pattern` (a log event, not a sleep).
   * @throws after timeoutMs, or when the server exits first
   */
  waitForLog(pattern: RegExp, count: number, timeoutMs?: number): Promise<void>;
};

const matches = (text: string, pattern: RegExp) =>
  (
    text.match(
      new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
    ) ?? []
  ).length;

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
      // no suite here looks a word up: skip the dictionary's first-start import (about 10 s each)
      HIBIKI_DICTIONARY_IMPORT: "0",
      ...env,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The whole log is kept (read by waitForLog); reading the pipes also keeps a chatty server from blocking.
  let log = "";
  const append = (chunk: Buffer) => {
    log += chunk.toString();
  };
  proc.stdout?.on("data", append);
  proc.stderr?.on("data", append);
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const m = LISTENING.exec(log);
      if (!m?.[1]) return;
      proc.stdout?.off("data", onData);
      proc.stderr?.off("data", onData);
      resolve(m[1]);
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    // 'close' comes after the pipes are drained, so the message names the log's last lines.
    proc.once("close", (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${log.slice(-3000)}`)),
    );
  });
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
    log: () => log,
    waitForLog: (pattern, count, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (matches(log, pattern) < count) return;
          done();
          resolve();
        };
        const gone = () => {
          done();
          reject(new Error(`server exited while waiting for ${pattern}:\n${log.slice(-3000)}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${count}× ${pattern} in ${timeoutMs} ms:\n${log.slice(-3000)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          proc.stdout?.off("data", check);
          proc.stderr?.off("data", check);
          proc.off("exit", gone);
        };
        proc.stdout?.on("data", check);
        proc.stderr?.on("data", check);
        proc.once("exit", gone);
        check();
      }),
  };
}
