import type { RecognizeSocket } from "./recognize-socket.ts";

/**
 * Live text for an engine that answers only once per socket (the offline engine): every `everySamples`
 * of new audio it recognises everything recorded so far on a side socket and reports the text. At most
 * one snapshot runs at a time, so a slow server gets fewer snapshots instead of a queue of them.
 */
export class RecognitionSnapshots {
  private readonly pcm: Int16Array[] = [];
  private samples = 0;
  private lastAt = 0;
  private running: RecognizeSocket | null = null;
  private stopped = false;

  /**
   * @param open - opens a side recognition socket
   * @param everySamples - new samples between two snapshots
   * @param onText - receives each snapshot's text (never after `stop`, never an empty text)
   */
  constructor(
    private readonly open: () => RecognizeSocket,
    private readonly everySamples: number,
    private readonly onText: (text: string) => void,
  ) {}

  /**
   * Adds recorded audio; starts a snapshot when enough new audio arrived and none is running.
   * @param pcm - 16 kHz mono 16-bit samples
   */
  add(pcm: Int16Array): void {
    if (this.stopped || pcm.length === 0) return;
    this.pcm.push(pcm);
    this.samples += pcm.length;
    this.maybeRun();
  }

  /** Stops for good: cancels a running snapshot; later texts are dropped. */
  stop(): void {
    this.stopped = true;
    this.running?.cancel();
    this.running = null;
    this.pcm.length = 0;
  }

  private maybeRun(): void {
    if (this.running || this.stopped || this.samples - this.lastAt < this.everySamples) return;
    this.lastAt = this.samples;
    const socket = this.open();
    this.running = socket;
    for (const chunk of this.pcm) socket.send(chunk);
    socket.end();
    socket.result
      .then(
        (text) => {
          if (!this.stopped && text) this.onText(text);
        },
        // A failed snapshot only delays the live text; the main recognition still decides the answer.
        () => undefined,
      )
      .finally(() => {
        if (this.running !== socket) return;
        this.running = null;
        this.maybeRun();
      });
  }
}
