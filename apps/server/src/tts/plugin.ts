import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { TtsBusyError } from "./run-command.ts";
import type { SharedTtsCache } from "./shared-cache.ts";
import { createSynthesizer, TtsInputError } from "./synthesize.ts";
import { DEFAULT_VOICE, TTS_CONTENT_TYPES, TTS_FORMATS, type TtsFormat } from "./voices.ts";

export type TtsPluginOptions = {
  /** where synthesised audio is cached */
  cacheDir: string;
  /** the cache every machine shares (see shared-cache.ts), behind cacheDir */
  shared?: SharedTtsCache | undefined;
  /** optional access check run before synthesis (throw or send a reply to refuse) */
  verify?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;
  /** flite/sox/lame processes at once (default 2) */
  maxConcurrent?: number;
  /** renders that may wait before requests get 503 (default 64) */
  maxQueue?: number;
};

// Query strings arrive as strings; the checks on text, voice and speed values happen in `synthesize`.
const SpeakQuerySchema = z.object({
  text: z.string(),
  voice: z.string().default(DEFAULT_VOICE),
  speed: z.coerce.number().default(1),
  format: z.enum(TTS_FORMATS).default("mp3"),
});

function badRequest(reply: FastifyReply, fields: Record<string, string>) {
  const message = `Invalid speech synthesis request: ${Object.entries(fields)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}`;
  return reply.code(400).send({ code: 400, message, data: { error_key: "bad_request", fields } });
}

/** Parses a single `bytes=a-b` range; anything else is served whole (browsers send only this form for audio). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start = match[1] === "" ? size - Number(match[2]) : Number(match[1]);
  let end = match[1] === "" || match[2] === "" ? size - 1 : Number(match[2]);
  start = Math.max(0, start);
  end = Math.min(size - 1, end);
  return start <= end ? { start, end } : null;
}

const routes: FastifyPluginAsync<TtsPluginOptions> = async (app, options) => {
  const synth = createSynthesizer({
    cacheDir: options.cacheDir,
    shared: options.shared,
    onSharedError: (err) => app.log.warn({ err }, "shared TTS cache failed; served from this machine"),
    maxConcurrent: options.maxConcurrent,
    maxQueue: options.maxQueue,
  });

  app.get("/v3/tts/speak", async (request, reply) => {
    if (options.verify) {
      await options.verify(request, reply);
      if (reply.sent) return reply;
    }
    const parsed = SpeakQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0] ?? "query"), i.message]),
      );
      return badRequest(reply, fields);
    }
    const query = parsed.data;
    let result: Awaited<ReturnType<typeof synth.synthesize>>;
    try {
      result = await synth.synthesize({
        text: query.text,
        voice: query.voice as never,
        speed: query.speed as never,
        format: query.format,
      });
    } catch (error) {
      if (error instanceof TtsInputError) return badRequest(reply, { [error.field]: error.problem });
      if (error instanceof TtsBusyError) {
        return reply
          .code(503)
          .header("retry-after", "2")
          .send({ code: 503, message: error.message, data: { error_key: "server_error" } });
      }
      throw error;
    }
    const etag = `"${result.key}"`;
    const format: TtsFormat = query.format;
    // The URL fully determines the audio, so clients may keep it as long as they like.
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .header("accept-ranges", "bytes")
      .type(TTS_CONTENT_TYPES[format]);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const { size } = await stat(result.path);
    const range = parseRange(request.headers.range, size);
    if (request.headers.range && !range) {
      return reply.code(416).header("content-range", `bytes */${size}`).send();
    }
    if (range) {
      reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
        .header("content-length", range.end - range.start + 1);
      return reply.send(createReadStream(result.path, range));
    }
    reply.header("content-length", size);
    return reply.send(createReadStream(result.path));
  });
};

/**
 * Registers `GET /v3/tts/speak?text=&voice=&speed=&format=mp3|wav`: offline model audio, cached on disk.
 * Bad input gets 400 `{ code: 400, message, data: { error_key: "bad_request", fields } }`.
 */
export const ttsPlugin = fp(routes, { name: "hibiki-tts", fastify: "5.x" });
