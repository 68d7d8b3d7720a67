import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Fastify's request log in one line per request instead of two: no "incoming request" line, and the
 * request (method, redacted URL, address; LOG_SERIALIZERS) logged with its completion, status and time.
 * Under the dashboard's load the two lines' writes were about a tenth of the server's CPU
 * (bench/load.mjs --profile); errors still log at error level.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    if (error)
      reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
