import {
  SpeechAudioFrameSchema,
  SpeechFirstFrameSchema,
  type SpeechReport,
} from "@hibiki/contracts/ws/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket, WebSocketServer } from "ws";
import { ChunkStream } from "../recorder/chunk-stream.ts";
import { SpeechError } from "./errors.ts";
import { evaluate } from "./evaluate.ts";
import { SAMPLE_OPEN_ANSWER_XML } from "./sample-open-answer.xml.ts";
import { SAMPLE_ISE_XML } from "./sample-result.xml.ts";

const WS = NodeWebSocket as unknown as typeof WebSocket;
const REPORT: SpeechReport = {
  study_report: { leak: 1, repeat: 1, speed: 101, info: "average", errorwords: ["guitar"] },
  poorly_words: ["guitar"],
};

/** The signed URL a server that keeps the XML sends back as data.evaluate_result. */
const KEPT_URL = "/v3/files/eval/hbk00112233445566aa.xml?sig=abc";

/** What the test server saw on its last session. */
const seen = {
  texts: [] as string[],
  firsts: [] as ReturnType<typeof SpeechFirstFrameSchema.parse>["business"][],
  audioBytes: 0,
  frames: 0,
  lastStatus: -1,
};
let server: WebSocketServer;
let url: string;

function utf8Base64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

beforeAll(async () => {
  // A small ISE-speaking server: checks every frame against the contract, then answers per scenario.
  server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  url = `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v3/speech/evaluate?auth=x`;
  server.on("connection", (socket) => {
    let scenario = "";
    socket.on("message", (raw) => {
      const frame = JSON.parse(String(raw));
      seen.frames++;
      seen.lastStatus = frame.data?.status;
      if (frame.data?.status === 0) {
        const first = SpeechFirstFrameSchema.parse(frame);
        scenario = first.business.category === "open_answer" ? "open" : first.business.text;
        seen.texts.push(first.business.text);
        seen.firsts.push(first.business);
        return;
      }
      const audio = SpeechAudioFrameSchema.parse(frame);
      seen.audioBytes += Buffer.from(audio.data.data ?? "", "base64").length;
      if (audio.data.status !== 2) return;
      if (scenario.includes("busy")) {
        socket.send(JSON.stringify({ code: 10002, message: "engine busy", sid: "s-busy", data: null }));
        socket.close();
      } else if (scenario.includes("vanish")) {
        socket.terminate();
      } else if (scenario.includes("garbled")) {
        socket.send(
          JSON.stringify({
            code: 0,
            message: "success",
            sid: "s-g",
            data: { status: 2, data: utf8Base64("<html/>") },
          }),
        );
      } else if (scenario === "open") {
        socket.send(
          JSON.stringify({
            code: 0,
            message: "success",
            sid: "hbk00112233445566ab",
            data: { status: 2, data: utf8Base64(SAMPLE_OPEN_ANSWER_XML), evaluate_result: KEPT_URL },
          }),
        );
        socket.close();
      } else if (scenario.includes("kept")) {
        socket.send(
          JSON.stringify({
            code: 0,
            message: "success",
            sid: "hbk00112233445566aa",
            data: { status: 2, data: utf8Base64(SAMPLE_ISE_XML), evaluate_result: KEPT_URL },
          }),
        );
        socket.close();
      } else if (!scenario.includes("never")) {
        socket.send(
          JSON.stringify({
            code: 0,
            message: "success",
            sid: "s-ok",
            data: { status: 2, data: utf8Base64(SAMPLE_ISE_XML), report: REPORT },
          }),
        );
        socket.close();
      }
    });
  });
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

function resetSeen() {
  Object.assign(seen, { texts: [], firsts: [], audioBytes: 0, frames: 0, lastStatus: -1 });
}

const chunks = (n: number) => Array.from({ length: n }, (_, i) => new Int16Array(3200).fill(i * 10));

describe("evaluate over a real websocket", () => {
  it("sends first, middle and last frames and returns the parsed result with the server's report", async () => {
    resetSeen();
    const outcome = await evaluate({
      url,
      text: "Ken plays the guitar every evening.",
      category: "read_sentence",
      chunks: chunks(5),
      WebSocketImpl: WS,
    });
    expect(seen.texts).toEqual(["\uFEFF[content]\nKen plays the guitar every evening."]);
    expect(seen.audioBytes).toBe(5 * 3200 * 2);
    expect(seen.frames).toBe(7);
    expect(seen.lastStatus).toBe(2);
    expect(outcome.sid).toBe("s-ok");
    expect(outcome.xml).toContain("<xml_result>");
    expect(outcome.result.total_score).toBeCloseTo(3.357);
    expect(outcome.result.poorly_words).toEqual(["guitar"]);
    expect(outcome.result.study_report.speed).toBe(101);
  });

  it("evaluates an open answer: category open_answer and the item in the first frame, the open result back", async () => {
    resetSeen();
    const outcome = await evaluate({
      url,
      text: "Describe the picture.",
      category: "open_answer",
      item: { res_code: "skillup-pd-01", question_id: "pd1" },
      chunks: chunks(2),
      WebSocketImpl: WS,
    });
    expect(seen.firsts[0]).toMatchObject({
      category: "open_answer",
      text: "Describe the picture.",
      item: { res_code: "skillup-pd-01", question_id: "pd1" },
    });
    expect(seen.audioBytes).toBe(2 * 3200 * 2);
    expect(outcome.evaluateUrl).toBe(KEPT_URL);
    expect(outcome.result).toMatchObject({ category: "open_answer", total_score: 3.8, integrity_score: 4 });
    expect(outcome.result.open_answer?.elements.filter((e) => e.found)).toHaveLength(2);
    expect(outcome.result.words.map((w) => w.content).join(" ")).toBe(
      "a boy is kick a ball and a girl is walking her dog",
    );
  });

  it("sends no item with a reading", async () => {
    resetSeen();
    await evaluate({ url, text: "plain", category: "read_sentence", chunks: chunks(1), WebSocketImpl: WS });
    expect(seen.firsts[0]?.item).toBeUndefined();
    expect(seen.firsts[0]?.category).toBe("read_sentence");
  });

  it("passes on the URL of the XML the server kept, and has none when the server kept nothing", async () => {
    const kept = await evaluate({
      url,
      text: "kept",
      category: "read_word",
      chunks: chunks(1),
      WebSocketImpl: WS,
    });
    expect(kept.evaluateUrl).toBe(KEPT_URL);
    expect(kept.xml).toContain("<xml_result>");
    const plain = await evaluate({
      url,
      text: "plain",
      category: "read_word",
      chunks: chunks(1),
      WebSocketImpl: WS,
    });
    expect(plain.evaluateUrl).toBeUndefined();
  });

  it("streams chunks that arrive while the socket is open (live recording)", async () => {
    resetSeen();
    const live = new ChunkStream();
    const pending = evaluate({
      url,
      text: "One two three",
      category: "read_sentence",
      chunks: live,
      WebSocketImpl: WS,
    });
    for (const c of chunks(3)) {
      await new Promise((r) => setTimeout(r, 20));
      live.push(c);
    }
    live.close();
    await pending;
    expect(seen.audioBytes).toBe(3 * 3200 * 2);
  });

  it("rejects with the server's code and sid, mapped to its toast", async () => {
    const error = await evaluate({
      url,
      text: "busy please",
      category: "read_sentence",
      chunks: chunks(1),
      WebSocketImpl: WS,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ code: 10002, sid: "s-busy", toastKey: "thread_not_enough" });
  });

  it("reports a dropped connection as 1006 network_error", async () => {
    const error = await evaluate({
      url,
      text: "vanish now",
      category: "read_sentence",
      chunks: chunks(1),
      WebSocketImpl: WS,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 1006, toastKey: "network_error" });
  });

  it("reports an unreachable server as network_error", async () => {
    const error = await evaluate({
      url: "ws://127.0.0.1:1/none",
      text: "hello",
      category: "read_word",
      chunks: [],
      WebSocketImpl: WS,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ toastKey: "network_error" });
  });

  it("times out when no answer comes, as other_error", async () => {
    const error = await evaluate({
      url,
      text: "never answer",
      category: "read_sentence",
      chunks: chunks(1),
      WebSocketImpl: WS,
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 10114, toastKey: "other_error" });
  });

  it("refuses an answer that is not ISE XML", async () => {
    const error = await evaluate({
      url,
      text: "garbled reply",
      category: "read_sentence",
      chunks: chunks(1),
      WebSocketImpl: WS,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect((error as SpeechError).message).toMatch(/xml_result/);
  });

  it("stops when aborted (the student left)", async () => {
    const controller = new AbortController();
    const pending = evaluate({
      url,
      text: "never answer",
      category: "read_sentence",
      chunks: new ChunkStream(),
      WebSocketImpl: WS,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ message: "evaluation cancelled" });
  });
});
