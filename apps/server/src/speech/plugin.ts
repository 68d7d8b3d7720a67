import { randomBytes } from "node:crypto";
import { SPEECH_ERROR_CODES, type SpeechCategory } from "@hibiki/contracts/ws/speech";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import type { Evaluation } from "./evaluator.ts";
import { LiveRecognizer } from "./live-recognition.ts";
import type { SpeechPool } from "./pool.ts";
import { RecognizeSession } from "./recognize-session.ts";
import { EvaluationSession, type KeepEvaluation, type SessionDeps, SessionError } from "./session.ts";
import { verifySpeechUrl } from "./signed-url.ts";
import type { PoorlyWordLists } from "./study-report.ts";

/** Options of {@link speechPlugin}. */
export interface SpeechPluginOptions {
  pool: SpeechPool;
  /** HMAC key of the signed socket URLs (see signSpeechUrl) */
  secret: string;
  /** extra check after the signature, e.g. that the student account is still active */
  verifyTicket?: (studentId: string) => boolean | Promise<boolean>;
  /** lists for poorly-word candidates: the student's collected words, blacklist, config lists */
  loadConfig: (studentId: string) => Promise<PoorlyWordLists> | PoorlyWordLists;
  /** called after the answer was sent, e.g. to store the result */
  onResult?: (studentId: string, text: string, category: SpeechCategory, result: Evaluation) => unknown;
  /**
   * called before the answer is sent to keep the XML (too long for the answer's evaluate_result); the URL
   * it returns is sent as data.evaluate_result. A failure is logged and the answer goes out without it.
   */
  keepEvaluation?: KeepEvaluation;
  /** close sockets without a frame for this long; default 60 000 ms */
  idleTimeoutMs?: number;
  /** longest accepted audio in bytes; default 5 minutes */
  maxAudioBytes?: number;
  /** evaluation route; default /v3/speech/evaluate */
  path?: string;
  /** recognition route (IAT-shaped free speech to text); default /v3/speech/recognize */
  recognizePath?: string;
  /** open answers: the content item's rubric and texts (without it, open_answer is refused) */
  loadOpenItem?: SessionDeps["loadOpenItem"];
  /** open answers: recognition with the item's language model */
  recogniseOpen?: SessionDeps["recogniseOpen"];
}

/** Largest single websocket message accepted (a 200 ms chunk is about 9 kB of base64). */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

interface SocketSession {
  handleText(raw: string): void;
  handleBinary(): void;
  handleIdle(): void;
  /** the socket closed (by either side) */
  handleClose?(): void;
  fail(err: unknown): void;
}

/** Feeds socket messages to a session, with the idle timer re-armed by every frame. */
function wire(
  socket: WebSocket,
  session: SocketSession,
  idleMs: number,
  onError: (err: Error) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => session.handleIdle(), idleMs);
    timer.unref();
  };
  arm();
  socket.on("message", (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    arm();
    if (isBinary) return session.handleBinary();
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (buf.length > MAX_MESSAGE_BYTES)
      return session.fail(new SessionError(SPEECH_ERROR_CODES.frame_invalid, "frame larger than 4 MB"));
    session.handleText(buf.toString("utf8"));
  });
  socket.on("close", () => {
    clearTimeout(timer);
    session.handleClose?.();
  });
  socket.on("error", onError);
}

/**
 * Registers the evaluation websocket `GET /v3/speech/evaluate` and the recognition websocket
 * `GET /v3/speech/recognize`. Needs @fastify/websocket registered first. URLs must carry a valid
 * signature for their path (401 before the upgrade otherwise).
 */
export const speechPlugin = fp<SpeechPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const idleMs = opts.idleTimeoutMs ?? 60_000;
    const evaluatePath = opts.path ?? "/v3/speech/evaluate";
    const recognizePath = opts.recognizePath ?? "/v3/speech/recognize";
    // One per plugin: a student's newer live snapshot can take the place of an older one still waiting.
    const recognizer = new LiveRecognizer(opts.pool);

    const authorise = (path: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const check = verifySpeechUrl(request.query as Record<string, unknown>, opts.secret, Date.now(), path);
      const allowed = check.ok && (!opts.verifyTicket || (await opts.verifyTicket(check.studentId)));
      if (!allowed) {
        const why = check.ok ? "refused" : check.reason;
        return reply
          .code(401)
          .send({ code: 401, message: `speech URL ${why}`, data: { error_key: "token_invalid" } });
      }
      (request as FastifyRequest & { speechStudentId?: string }).speechStudentId = check.studentId;
    };

    const io = (socket: WebSocket, request: FastifyRequest, sid: string) => ({
      sid,
      logError: (err: unknown, msg: string) => request.log.error({ err, sid }, msg),
      send: (frame: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      },
      close: () => {
        if (socket.readyState === socket.OPEN) socket.close(1000, "done");
      },
    });
    const newSid = () => `hbk${randomBytes(8).toString("hex")}`;
    const warn = (request: FastifyRequest) => (err: Error) =>
      request.log.warn({ err }, "speech socket error");

    app.get(evaluatePath, { websocket: true, preValidation: authorise(evaluatePath) }, (socket, request) => {
      const studentId = (request as FastifyRequest & { speechStudentId?: string }).speechStudentId ?? "";
      const session = new EvaluationSession({
        ...io(socket, request, newSid()),
        pool: opts.pool,
        studentId,
        loadConfig: opts.loadConfig,
        onResult: opts.onResult,
        keepEvaluation: opts.keepEvaluation,
        loadOpenItem: opts.loadOpenItem,
        recogniseOpen: opts.recogniseOpen,
        maxAudioBytes: opts.maxAudioBytes,
      });
      wire(socket, session, idleMs, warn(request));
    });

    app.get(
      recognizePath,
      { websocket: true, preValidation: authorise(recognizePath) },
      (socket, request) => {
        const session = new RecognizeSession({
          ...io(socket, request, newSid()),
          recognizer,
          studentId: (request as FastifyRequest & { speechStudentId?: string }).speechStudentId ?? "",
          maxAudioBytes: opts.maxAudioBytes,
        });
        wire(socket, session, idleMs, warn(request));
      },
    );
  },
  { name: "hibiki-speech", dependencies: ["@fastify/websocket"] },
);
