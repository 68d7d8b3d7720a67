import websocket from "@fastify/websocket";
import { SPEECH_ERROR_CODES, SpeechServerFrameSchema } from "@hibiki/contracts/ws/speech";
import { OpenAnswerSchema } from "@hibiki/exercises";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signSpeechUrl } from "../../lib/signed-url.ts";
import { speechPlugin } from "../plugin.ts";
import { SpeechPool } from "../pool.ts";
import { TestAudio } from "../test-audio.ts";
import type { OpenItem } from "./open-item.ts";
import { openRecogniser } from "./recognise.ts";

// An open answer through the evaluation socket, as the players send it: category open_answer and the
// item's reference in business.item; bad or unknown references are refused with paper_invalid.

const SECRET = "test-secret-for-open-answers";
const ITEM: OpenItem = {
  resCode: "test-quick",
  questionId: "get-up",
  level: "jh1",
  texts: ["What time do you get up?"],
  samples: ["I get up at seven."],
  rubric: OpenAnswerSchema.parse({
    elements: [
      { id: "time", ja: "起きる時刻", en: "the time you get up", match: [["get up|wake up", "<time>"]] },
    ],
  }),
};

let app: FastifyInstance;
let pool: SpeechPool;
let audio: TestAudio;
let url: string;
const stored: { category: string; total: number }[] = [];

beforeAll(async () => {
  audio = new TestAudio();
  pool = await SpeechPool.start({ size: 1 });
  app = Fastify();
  await app.register(websocket);
  await app.register(speechPlugin, {
    pool,
    secret: SECRET,
    loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
    loadOpenItem: async (ref) =>
      ref.res_code === ITEM.resCode && ref.question_id === ITEM.questionId ? ITEM : undefined,
    recogniseOpen: openRecogniser(pool),
    onResult: (_student, _text, category, result) => {
      stored.push({ category, total: result.scores.total });
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  url = signSpeechUrl(
    `ws://127.0.0.1:${port}/v3/speech/evaluate`,
    { studentId: "s-1", ttlSeconds: 60 },
    SECRET,
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  await pool?.close();
  audio?.dispose();
});

function first(business: Record<string, unknown>): string {
  return JSON.stringify({
    common: { app_id: "hibiki" },
    business: { category: "open_answer", text: "", ent: "en_vip", cmd: "ssb", aue: "raw", ...business },
    data: { status: 0 },
  });
}

/** Sends the first frame, the audio in 200 ms frames and the last frame; collects answers until close. */
function session(head: string, pcm: Buffer): Promise<{ frames: unknown[]; closeCode?: number }> {
  return new Promise((resolve) => {
    const out: { frames: unknown[]; closeCode?: number } = { frames: [] };
    const ws = new WebSocket(url);
    ws.on("open", () => {
      const frames = [head];
      for (let i = 0; i < pcm.length; i += 6400)
        frames.push(
          JSON.stringify({ data: { status: 1, data: pcm.subarray(i, i + 6400).toString("base64") } }),
        );
      frames.push(JSON.stringify({ data: { status: 2, data: "" } }));
      for (const f of frames) if (ws.readyState === ws.OPEN) ws.send(f);
    });
    ws.on("message", (data) => out.frames.push(JSON.parse(data.toString())));
    ws.on("close", (code) => {
      out.closeCode = code;
      resolve(out);
    });
  });
}

describe("open answers on the evaluation socket", () => {
  it("scores the student's own answer to the item, not a reading of its sample", async () => {
    const o = await session(
      first({ item: { res_code: "test-quick", question_id: "get-up" } }),
      audio.speak("I usually wake up at half past six."),
    );
    const frame = SpeechServerFrameSchema.parse(o.frames[0]);
    expect(frame.code).toBe(0);
    const xml = Buffer.from((frame.data as { data: string }).data, "base64").toString("utf8");
    expect(xml).toContain("<open_answer ");
    expect(xml).toMatch(/<element id="time"[^>]* found="true"/);
    expect(Number(/total_score="([\d.]+)"/.exec(xml)?.[1])).toBeGreaterThanOrEqual(3.5);
    expect(stored.at(-1)?.category).toBe("open_answer");
    expect(o.closeCode).toBe(1000);
  }, 30_000);

  it.each([
    ["without an item reference", {}],
    ["for an item the content does not have", { item: { res_code: "test-quick", question_id: "nope" } }],
  ])(
    "refuses an open answer %s with paper_invalid",
    async (_case, business) => {
      const o = await session(first(business), audio.silence(0.5));
      expect(SpeechServerFrameSchema.parse(o.frames[0]).code).toBe(SPEECH_ERROR_CODES.paper_invalid);
    },
    20_000,
  );

  it("refuses a malformed item reference as an invalid frame", async () => {
    const o = await session(first({ item: { res_code: "", question_id: 7 } }), audio.silence(0.5));
    const code = SpeechServerFrameSchema.parse(o.frames[0]).code;
    expect([SPEECH_ERROR_CODES.frame_invalid, SPEECH_ERROR_CODES.paper_invalid]).toContain(code);
  }, 20_000);
});
