import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import WebSocket from "ws";
import { type SpeechPluginOptions, SpeechPool, speechPlugin } from "../speech/index.ts";

/**
 * One evaluation session as the player runs it: the first frame (text and category), the audio in
 * 200 ms frames, the last frame; resolves with the server's answer frame.
 * @param url - a signed evaluation URL
 * @param pcm - 16 kHz 16-bit mono audio
 * @param text - the reference text
 * @param business - more business fields (category, item, …)
 * @returns the parsed answer frame
 */
export function evaluateOverSocket(
  url: string,
  pcm: Buffer,
  text: string,
  business: Record<string, unknown> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on("open", () => {
      const first = { category: "read_sentence", text, ent: "en_vip", cmd: "ssb", aue: "raw", ...business };
      ws.send(JSON.stringify({ common: { app_id: "hibiki" }, business: first, data: { status: 0 } }));
      for (let i = 0; i < pcm.length; i += 6400)
        ws.send(JSON.stringify({ data: { status: 1, data: pcm.subarray(i, i + 6400).toString("base64") } }));
      ws.send(JSON.stringify({ data: { status: 2, data: "" } }));
    });
    ws.on("message", (data) => resolve(JSON.parse(data.toString())));
    ws.on("error", reject);
  });
}

type PluginOptions = Omit<SpeechPluginOptions, "pool">;

/** A speech service listening beside a test app, as startSpeechService wires it in another process. */
export type TestSpeechService = {
  /** ws://127.0.0.1:<port>/v3/speech/evaluate */
  base: string;
  pool: SpeechPool;
  close(): Promise<void>;
};

/**
 * Starts a one-worker engine pool behind the speech plugin on a free local port.
 * @param opts - the plugin options without the pool, or a function of the pool giving them
 * @returns the service; close() stops the server and the pool
 */
export async function startTestSpeechService(
  opts: PluginOptions | ((pool: SpeechPool) => PluginOptions),
): Promise<TestSpeechService> {
  const pool = await SpeechPool.start({ size: 1 });
  const server: FastifyInstance = Fastify();
  await server.register(websocket);
  await server.register(speechPlugin, { ...(typeof opts === "function" ? opts(pool) : opts), pool });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return {
    base: `${address.replace(/^http/, "ws")}/v3/speech/evaluate`,
    pool,
    close: async () => {
      await server.close();
      await pool.close();
    },
  };
}
