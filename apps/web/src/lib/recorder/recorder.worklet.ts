// AudioWorklet global scope: these names exist there but are not in TypeScript's DOM lib.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, ctor: new () => AudioWorkletProcessor): void;

/** Messages the processor posts: a full buffer of mono float samples at the context's rate. */
export type WorkletMessage =
  | { type: "buffer"; samples: Float32Array; sampleRate: number }
  | { type: "stopped" };

const BUFFER_SIZE = 4096;

/**
 * Collects the microphone's 128-sample render quanta into 4096-sample mono buffers and posts them to
 * the main thread (which resamples, chunks and analyses them). Posting per quantum would wake the main
 * thread about 375 times a second; per 4096 samples it is about 12.
 */
class RecorderProcessor extends AudioWorkletProcessor {
  private buffer = new Float32Array(BUFFER_SIZE);
  private filled = 0;
  private stopped = false;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data?.type === "flush") this.flush();
      if (event.data?.type === "stop") {
        this.flush();
        this.stopped = true;
        this.port.postMessage({ type: "stopped" } satisfies WorkletMessage);
      }
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    if (this.stopped) return false;
    if (!channels || channels.length === 0 || !channels[0]) return true;
    const length = channels[0].length;
    for (let i = 0; i < length; i++) {
      // Down-mix to mono: stereo microphones carry the same voice on both channels.
      let sum = 0;
      for (const channel of channels) sum += channel[i] ?? 0;
      this.buffer[this.filled++] = sum / channels.length;
      if (this.filled === BUFFER_SIZE) this.flush();
    }
    return true;
  }

  private flush(): void {
    if (this.filled === 0) return;
    const samples = this.buffer.slice(0, this.filled);
    this.filled = 0;
    const message: WorkletMessage = { type: "buffer", samples, sampleRate };
    this.port.postMessage(message, [samples.buffer]);
  }
}

registerProcessor("hibiki-recorder", RecorderProcessor);
