import { randomBytes } from "node:crypto";
import { SPEECH_ERROR_CODES, SPEECH_MAX_AUDIO_BYTES, type SpeechCategory } from "@hibiki/contracts/ws/speech";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import { verifySpeechUrl } from "../lib/signed-url.ts";
import type { Evaluation } from "./evaluator.ts";
import { LiveRecognizer } from "./live-recognition.ts";
import { PoolBusyError, type SpeechPool } from "./pool.ts";
import { RecognizeSession } from "./recognize-session.ts";
import {
  EvaluationSession,
  errorFrame,
  type KeepEvaluation,
  type SessionDeps,
  SessionError,
} from "./session.ts";
import { lifetimeMs, MAX_FRAME_BYTES, MAX_SOCKETS_PER_STUDENT } from "./socket-limits.ts";
import { memorySocketSlots, type SocketSlot, type SocketSlots } from "./socket-slots.ts";
import type { PoorlyWordLists } from "./study-report.ts";

/** Options of {@link speechPlugin}. */
export interface SpeechPluginOptions {
  pool: SpeechPool;
  /** HMAC key of the signed socket URLs (see signSpeechUrl) */
  secret: string;
  /**
   * extra check after the signature, e.g. that the sign-in session the URL was issued to is still active
   * (sessionId is undefined for URLs signed without one)
   */
  verifyTicket?: (studentId: string, sessionId: string | undefined) => boolean | Promise<boolean>;
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
  /** longest accepted audio in bytes; default 5 minutes (a reading's text or an open item may lower it) */
  maxAudioBytes?: number;
  /** longest life of a socket; default the audio limit in real time plus 2 minutes (socket-limits.ts) */
  maxLifetimeMs?: number;
  /** open sockets per student across both paths; default MAX_SOCKETS_PER_STUDENT */
  maxSocketsPerStudent?: number;
  /**
   * where the open sockets are counted; default this process (memorySocketSlots(maxSocketsPerStudent)),
   * redisSocketSlots to count them across the processes sharing a Redis
   */
  socketSlots?: SocketSlots;
  /** evaluation route; default /v3/speech/evaluate */
  path?: string;
  /** recognition route (IAT-shaped free speech to text); default /v3/speech/recognize */
  recognizePath?: string;
  /** open answers: the content item's rubric and texts (without it, open_answer is refused) */
  loadOpenItem?: SessionDeps["loadOpenItem"];
  /** open answers: recognition with the item's language model */
  recogniseOpen?: SessionDeps["recogniseOpen"];
}

/** A request the signature check let through, with its student and socket slot. */
type SpeechRequest = FastifyRequest & { speechStudentId?: string; speechSlot?: SocketSlot };

interface SocketSession {
  handleText(raw: string): void;
  handleBinary(): void;
  handleIdle(): void;
  /** the socket reached its longest lifetime */
  handleExpired(): void;
  /** the socket closed (by either side) */
  handleClose?(): void;
  fail(err: unknown): void;
}

/**
 * Feeds socket messages to a session, with the idle timer re-armed by every frame and a lifetime timer
 * that no frame re-arms. A frame over MAX_FRAME_BYTES is answered with frame_invalid and a normal close.
 */
function wire(
  socket: WebSocket,
  session: SocketSession,
  limits: { idleMs: number; lifetimeMs: number },
  onError: (err: Error) => void,
): void {
  // refresh() re-arms the idle timer without allocating one per frame.
  const timer = setTimeout(() => session.handleIdle(), limits.idleMs);
  timer.unref();
  const lifetime = setTimeout(() => session.handleExpired(), limits.lifetimeMs);
  lifetime.unref();
  socket.on("message", (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    timer.refresh();
    if (isBinary) return session.handleBinary();
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (buf.length > MAX_FRAME_BYTES)
      return session.fail(new SessionError(SPEECH_ERROR_CODES.frame_invalid, "frame larger than 1 MiB"));
    session.handleText(buf.toString("utf8"));
  });
  socket.on("close", () => {
    clearTimeout(timer);
    clearTimeout(lifetime);
    session.handleClose?.();
  });
  socket.on("error", onError);
}

/**
 * Registers the evaluation websocket `GET /v3/speech/evaluate` and the recognition websocket
 * `GET /v3/speech/recognize`. Needs @fastify/websocket registered first. URLs must carry a valid
 * signature for their path (401 before the upgrade otherwise). A student with maxSocketsPerStudent
 * sockets open (in this process, or in every process with redisSocketSlots) gets 429 (error_key
 * rate_limited) before the upgrade: the slot is taken atomically then, and given back when the
 * connection closes, upgraded or not.
 */
export const speechPlugin = fp<SpeechPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const idleMs = opts.idleTimeoutMs ?? 60_000;
    const socketLimits = {
      idleMs,
      lifetimeMs: opts.maxLifetimeMs ?? lifetimeMs(opts.maxAudioBytes ?? SPEECH_MAX_AUDIO_BYTES),
    };
    const slots = opts.socketSlots ?? memorySocketSlots(opts.maxSocketsPerStudent ?? MAX_SOCKETS_PER_STUDENT);
    const evaluatePath = opts.path ?? "/v3/speech/evaluate";
    const recognizePath = opts.recognizePath ?? "/v3/speech/recognize";
    // One per plugin: a student's newer live snapshot can take the place of an older one still waiting.
    const recognizer = new LiveRecognizer(opts.pool);

    const authorise = (path: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const check = verifySpeechUrl(request.query as Record<string, unknown>, opts.secret, Date.now(), path);
      const allowed =
        check.ok && (!opts.verifyTicket || (await opts.verifyTicket(check.studentId, check.sessionId)));
      if (!allowed) {
        const why = check.ok ? "refused" : check.reason;
        return reply
          .code(401)
          .send({ code: 401, message: `speech URL ${why}`, data: { error_key: "token_invalid" } });
      }
      const slot = await slots.acquire(check.studentId);
      if (!slot)
        return reply.code(429).send({
          code: 429,
          message: "too many speech sockets open; close one and try again",
          data: { error_key: "rate_limited" },
        });
      // Given back when the connection closes, whether or not it became a websocket.
      request.raw.socket.once("close", () => slot.release());
      const r = request as SpeechRequest;
      r.speechStudentId = check.studentId;
      r.speechSlot = slot;
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
    /** Holds the socket's slot until it closes; false (and an error frame sent) when it has none. */
    const admit = (socket: WebSocket, request: FastifyRequest, sid: string): boolean => {
      const slot = (request as SpeechRequest).speechSlot;
      if (slot) {
        slot.hold();
        socket.on("close", () => slot.release());
        return true;
      }
      const { send, close, logError } = io(socket, request, sid);
      send(errorFrame(new PoolBusyError("too many speech sockets open"), sid, logError));
      close();
      return false;
    };

    app.get(evaluatePath, { websocket: true, preValidation: authorise(evaluatePath) }, (socket, request) => {
      const studentId = (request as SpeechRequest).speechStudentId ?? "";
      const sid = newSid();
      if (!admit(socket, request, sid)) return;
      const session = new EvaluationSession({
        ...io(socket, request, sid),
        pool: opts.pool,
        studentId,
        loadConfig: opts.loadConfig,
        onResult: opts.onResult,
        keepEvaluation: opts.keepEvaluation,
        loadOpenItem: opts.loadOpenItem,
        recogniseOpen: opts.recogniseOpen,
        maxAudioBytes: opts.maxAudioBytes,
        maxLifetimeMs: opts.maxLifetimeMs,
      });
      wire(socket, session, socketLimits, warn(request));
    });

    app.get(
      recognizePath,
      { websocket: true, preValidation: authorise(recognizePath) },
      (socket, request) => {
        const studentId = (request as SpeechRequest).speechStudentId ?? "";
        const sid = newSid();
        if (!admit(socket, request, sid)) return;
        const session = new RecognizeSession({
          ...io(socket, request, sid),
          recognizer,
          engine: opts.pool,
          studentId,
          maxAudioBytes: opts.maxAudioBytes,
          maxLifetimeMs: opts.maxLifetimeMs,
        });
        wire(socket, session, socketLimits, warn(request));
      },
    );
  },
  { name: "hibiki-speech", dependencies: ["@fastify/websocket"] },
);
