import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket as NodeWebSocket, WebSocketServer } from "ws";

/** A stand-in for WebCodecs: one 3-byte "packet" per 320 samples, its first byte the packet's number. */
class FakeEncoder {
  static configs: unknown[] = [];
  state = "unconfigured";
  private n = 0;
  private pending = 0;
  constructor(private readonly init: { output: (chunk: unknown) => void; error: (e: unknown) => void }) {}
  configure(config: unknown) {
    FakeEncoder.configs.push(config);
    this.state = "configured";
  }
  encode(data: { numberOfFrames: number }) {
    this.pending += data.numberOfFrames;
    while (this.pending >= 320) {
      this.pending -= 320;
      const packet = new Uint8Array([this.n++ & 0xff, 7, 9]);
      this.init.output({ byteLength: 3, copyTo: (to: Uint8Array) => to.set(packet) });
    }
  }
  async flush() {
    if (this.pending > 0) this.encode({ numberOfFrames: 320 - this.pending });
  }
  close() {
    this.state = "closed";
  }
  static isConfigSupported = async (config: unknown) => ({ supported: true, config });
}
class FakeAudioData {
  numberOfFrames: number;
  constructor(init: { numberOfFrames: number }) {
    this.numberOfFrames = init.numberOfFrames;
  }
  close() {}
}

/** The packets of one frame's base64 data, checking the 2-byte lengths tile it. */
function unframe(base64: string): number[][] {
  const bytes = Buffer.from(base64, "base64");
  const out: number[][] = [];
  let at = 0;
  while (at < bytes.length) {
    const len = bytes.readUInt16BE(at);
    out.push([...bytes.subarray(at + 2, at + 2 + len)]);
    at += 2 + len;
  }
  expect(at).toBe(bytes.length);
  return out;
}

async function load(withEncoder: boolean) {
  vi.resetModules();
  if (withEncoder) {
    vi.stubGlobal("AudioEncoder", FakeEncoder);
    vi.stubGlobal("AudioData", FakeAudioData);
  }
  return import("./opus-frames.ts");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("opus-wb in the browser", () => {
  it("frames packets with 2-byte big-endian lengths", async () => {
    const { framePackets } = await load(false);
    const big = new Uint8Array(300).fill(5);
    const bytes = Buffer.from(framePackets([new Uint8Array([1, 2]), big]), "base64");
    expect([...bytes.subarray(0, 4)]).toEqual([0, 2, 1, 2]);
    expect([...bytes.subarray(4, 6)]).toEqual([1, 44]);
    expect(bytes.length).toBe(4 + 2 + 300);
  });

  it("compresses only on Hibiki's own sockets and only where AudioEncoder takes the settings", async () => {
    const without = await load(false);
    expect(await without.socketEncoding("ws://h/v3/speech/evaluate?x=1")).toBe("raw");
    const withIt = await load(true);
    expect(await withIt.socketEncoding("ws://h/v3/speech/evaluate?x=1")).toBe("opus-wb");
    expect(await withIt.socketEncoding("/v3/speech/recognize?x=1")).toBe("opus-wb");
    expect(await withIt.socketEncoding("wss://ise-api.example/v2/open-ise?auth=1")).toBe("raw");
    expect(FakeEncoder.configs).toEqual([]);
  });

  it("yields the packets of each chunk in order, the last partial packet after the end", async () => {
    const { opusFrames } = await load(true);
    const chunks = [new Int16Array(3200), new Int16Array(3200), new Int16Array(100)];
    const frames: number[][][] = [];
    for await (const data of opusFrames(chunks, FakeEncoder as unknown as typeof AudioEncoder))
      frames.push(unframe(data));
    expect(frames.map((f) => f.length)).toEqual([10, 10, 1]);
    expect(frames.flat().map((p) => p[0])).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(FakeEncoder.configs.at(-1)).toMatchObject({ codec: "opus", sampleRate: 16000, bitrate: 16000 });
  });

  it("splits a backlog into frames of at most 50 packets", async () => {
    const { opusFrames } = await load(true);
    const frames: number[] = [];
    for await (const data of opusFrames(
      [new Int16Array(320 * 120)],
      FakeEncoder as unknown as typeof AudioEncoder,
    ))
      frames.push(unframe(data).length);
    expect(frames).toEqual([50, 50, 20]);
  });

  it("sends aue opus-wb and Opus frames on the evaluation socket", async () => {
    await load(true);
    const { evaluate } = await import("./evaluate.ts");
    const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const frames: {
      business?: { aue?: string };
      data: { status: number; data?: string; encoding?: string };
    }[] = [];
    server.on("connection", (socket) =>
      socket.on("message", (raw) => {
        const frame = JSON.parse(String(raw));
        frames.push(frame);
        if (frame.data.status === 2)
          socket.send(JSON.stringify({ code: 10002, message: "busy", sid: "s", data: null }));
      }),
    );
    try {
      const outcome = evaluate({
        url: `ws://127.0.0.1:${port}/v3/speech/evaluate?auth=x`,
        text: "Hello there.",
        category: "read_sentence",
        chunks: [new Int16Array(3200), new Int16Array(3200)],
        WebSocketImpl: NodeWebSocket as unknown as typeof WebSocket,
      });
      await expect(outcome).rejects.toMatchObject({ code: 10002 });
      expect(frames[0]?.business?.aue).toBe("opus-wb");
      const audio = frames.filter((f) => f.data.status === 1);
      expect(audio.map((f) => f.data.encoding)).toEqual(["opus-wb", "opus-wb"]);
      expect(audio.flatMap((f) => unframe(f.data.data ?? "")).length).toBe(20);
    } finally {
      server.close();
    }
  });
  it("sends opus-wb on the recognition socket: status 0 without audio, packets, then status 2", async () => {
    await load(true);
    const { RecognizeSocket } = await import("./recognize-socket.ts");
    const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const frames: { data: { status: number; audio?: string; encoding?: string } }[] = [];
    server.on("connection", (socket) =>
      socket.on("message", (raw) => {
        const frame = JSON.parse(String(raw));
        frames.push(frame);
        if (frame.data.status === 2)
          socket.send(
            JSON.stringify({
              code: 0,
              message: "success",
              sid: "s",
              data: { status: 2, result: { sn: 1, ls: true, ws: [] }, text: "hello there" },
            }),
          );
      }),
    );
    try {
      const socket = new RecognizeSocket({
        url: `ws://127.0.0.1:${port}/v3/speech/recognize?auth=x`,
        WebSocketImpl: NodeWebSocket as unknown as typeof WebSocket,
        openTimeoutMs: 5000,
        resultTimeoutMs: 5000,
        encoding: "opus-wb",
      });
      socket.send(new Int16Array(6400));
      socket.end();
      expect(await socket.result).toBe("Hello there");
      expect(frames.map((f) => [f.data.status, f.data.encoding])).toEqual([
        [0, "opus-wb"],
        [1, "opus-wb"],
        [1, "opus-wb"],
        [2, "opus-wb"],
      ]);
      expect(frames[0]?.data.audio).toBe("");
      expect(frames.slice(1, 3).flatMap((f) => unframe(f.data.audio ?? "")).length).toBe(20);
    } finally {
      server.close();
    }
  });
});
