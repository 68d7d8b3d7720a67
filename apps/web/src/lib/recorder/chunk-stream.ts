/**
 * An async queue of audio chunks: the recorder pushes, the speech socket client iterates
 * (`for await`), so audio is sent while the student is still speaking. Iteration ends after `close()`.
 */
export class ChunkStream implements AsyncIterable<Int16Array> {
  private readonly queue: Int16Array[] = [];
  private waiter: (() => void) | null = null;
  private closed = false;

  /** @param chunk - next chunk (ignored after close) */
  push(chunk: Int16Array): void {
    if (this.closed) return;
    this.queue.push(chunk);
    this.wake();
  }

  /** Ends the stream once queued chunks are consumed. */
  close(): void {
    this.closed = true;
    this.wake();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Int16Array> {
    while (true) {
      const next = this.queue.shift();
      if (next) {
        yield next;
        continue;
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
    }
  }
}
