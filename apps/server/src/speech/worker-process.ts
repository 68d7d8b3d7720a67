import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** One decoded segment (a word, filler or phone) with its frames (10 ms) and acoustic score. */
export interface EngineSegment {
  w: string;
  sf: number;
  ef: number;
  ascr: number;
}

/** One expected phone of an aligned word, placed by the CI phone models (native/phones.c). */
export interface EnginePhone {
  /** the expected phone */
  p: string;
  sf: number;
  ef: number;
  /** mean per-frame log posterior of the expected phone (acoustic scale 1) */
  lpp: number;
  /** the same at acoustic scale 0.1 */
  lpps: number;
  /** mean per-frame log-likelihood of every CI phone (order of EngineReply.ci), relative to the best senone */
  ll: number[];
}

/** A vowel the aligner found added after a word's final consonant ("desk" → "desuku"). */
export interface EngineAddedVowel {
  p: string;
  sf: number;
  ef: number;
  /** log-likelihood gained by explaining the frames with the vowel */
  gain: number;
}

/**
 * The phones of one text word: `k` indexes EngineReply.words (-1 for a substitution), `ref` the
 * reference word. A substitution (`sub`) is a word the grammar skipped while speech stood in its place,
 * explained by insertion units: the speaker tried the word (native/word-phones.c).
 */
export interface EngineWordPhones {
  k: number;
  ref: number;
  sub?: 1;
  ph: EnginePhone[];
  epen?: EngineAddedVowel;
}

/** The worker's answer to a request (align, recognise, load a language model, add a word, ping). */
export interface EngineReply {
  id: string;
  ok: boolean;
  error?: string;
  oov?: string[];
  frames?: number;
  /** Dictionary pronunciation of each reference word (align only). */
  prons?: string[];
  words?: EngineSegment[];
  phones?: EngineSegment[];
  /** phone detail of every aligned text word (align only) */
  wph?: EngineWordPhones[];
  /** the model's CI phone names (align only) */
  ci?: string[];
  hyp?: string;
  /** recognition: the key of the item language model it decoded with (native/lm.c) */
  lm?: string;
  /** recognition: the requested item model is not loaded in this worker; decoded with the generic one */
  lm_missing?: boolean;
  /** recognition: ms spent setting the language model up (a new lexicon tree costs ~150 ms) */
  ms_lm?: number;
  /** S, E: every stream decoder of the worker holds another take */
  busy?: boolean;
  /** S, E: the worker does not hold the take (dropped, taken over, or the audio does not continue it) */
  lost?: boolean;
  /** L: words in the loaded model */
  vocab?: number;
  ms?: number;
}

/** Thrown when a worker dies or answers garbage; the pool turns it into serve_error. */
export class WorkerCrashError extends Error {
  override name = "WorkerCrashError";
}

interface Pending {
  resolve: (reply: EngineReply) => void;
  reject: (err: Error) => void;
}

/**
 * A single pocketsphinx worker process. Requests are written to stdin in order and the worker
 * answers them in order, so pending replies are matched by id from a FIFO map.
 */
export class WorkerProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private dead = false;
  private loaded = false;
  /** The worker's private dump directory; removed here when the worker dies without cleaning up. */
  private tmpDir: string | undefined;
  /** Resolves once the model is loaded; rejects if the process fails to start. */
  readonly ready: Promise<void>;
  /** Called once when the process exits for any reason. */
  onExit: ((reason: string) => void) | undefined;

  /**
   * Starts the worker binary.
   * @param binary path to hibiki-speech-worker
   * @param modelDir pocketsphinx en-us model directory
   * @param engineArgs extra pocketsphinx options ("-topn", "2", ...)
   */
  constructor(binary: string, modelDir: string, engineArgs: string[] = []) {
    this.child = spawn(binary, [modelDir, ...engineArgs], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    this.child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    let markReady: () => void = () => {};
    let failReady: (e: Error) => void = () => {};
    this.ready = new Promise<void>((res, rej) => {
      markReady = res;
      failReady = rej;
    });
    // A failed start is reported through `ready`; avoid an unhandled rejection when nobody awaits it.
    this.ready.catch(() => {});
    const lines = createInterface({ input: this.child.stdout });
    lines.on("line", (line) => this.handleLine(line, markReady));
    this.child.stdin.on("error", () => {});
    this.child.on("error", (err) => this.fail(`speech worker failed to start: ${err.message}`, failReady));
    this.child.on("exit", (code, signal) =>
      this.fail(
        `speech worker exited (code ${code ?? "-"}, signal ${signal ?? "-"})${stderr ? `: ${stderr.trim()}` : ""}`,
        failReady,
      ),
    );
  }

  /** Process id, for tests that simulate a crash. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** True once the process has exited. */
  get isDead(): boolean {
    return this.dead;
  }

  /** True once the model is loaded and the process still runs: it can take a request now. */
  get isReady(): boolean {
    return this.loaded && !this.dead;
  }

  private handleLine(line: string, markReady: () => void): void {
    let msg: EngineReply & { ready?: boolean; tmp?: string };
    try {
      msg = JSON.parse(line);
    } catch {
      this.kill();
      return;
    }
    if (msg.ready) {
      this.tmpDir = msg.tmp;
      this.loaded = true;
      markReady();
      return;
    }
    const waiter = this.pending.get(msg.id);
    if (!waiter) return;
    this.pending.delete(msg.id);
    waiter.resolve(msg);
  }

  private fail(reason: string, failReady: (e: Error) => void): void {
    if (this.dead) return;
    this.dead = true;
    if (this.tmpDir?.includes("hibiki-senlog-")) rmSync(this.tmpDir, { recursive: true, force: true });
    failReady(new WorkerCrashError(reason));
    for (const waiter of this.pending.values()) waiter.reject(new WorkerCrashError(reason));
    this.pending.clear();
    this.onExit?.(reason);
  }

  /**
   * Sends one request: a header line plus an optional body (see native/speech-worker.c).
   * @param command "A", "R", "L", "S", "E", "X", "W" or "P"
   * @param args header arguments after the id (the body's byte length comes first when there is one)
   * @param body 16 kHz 16-bit mono little-endian audio (A, R) or ARPA text (L)
   * @returns the worker's reply
   * @throws WorkerCrashError when the worker is dead or dies before answering
   */
  request(command: string, args: string[], body?: Buffer): Promise<EngineReply> {
    if (this.dead) return Promise.reject(new WorkerCrashError("speech worker is not running"));
    const id = String(this.nextId++);
    const header = [command, id, ...(body ? [String(body.length)] : []), ...args].join(" ");
    return new Promise<EngineReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(`${header}\n`);
      if (body) this.child.stdin.write(body);
    });
  }

  /** Kills the process (SIGKILL); pending requests fail with WorkerCrashError. */
  kill(): void {
    if (!this.dead) this.child.kill("SIGKILL");
  }

  /** Closes stdin so the worker exits on its own, then waits for the exit (killing after 2 s). */
  async close(): Promise<void> {
    if (this.dead) return;
    const exited = new Promise<void>((res) => this.child.once("exit", () => res()));
    this.child.stdin.end();
    const timer = setTimeout(() => this.kill(), 2000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * Removes dump directories left by workers that were killed (their pid is in the name and no longer
 * runs), e.g. after a machine crash or kill -9.
 * @param dirs where workers create them
 */
export function sweepStaleWorkerDirs(dirs: string[] = ["/dev/shm", "/tmp"]): void {
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const pid = /^hibiki-senlog-(\d+)-/.exec(name)?.[1];
      if (!pid || pidAlive(Number(pid))) continue;
      rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
