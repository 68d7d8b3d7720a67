/** One line to read aloud: its sentence id and what to synthesise. */
export type LineClip = { id: string; text: string; voice: string };
export type LinePlayerState = "idle" | "loading" | "playing" | "paused";

/** What the player tells its owner. */
export type LinePlayerEvents = {
  /** a line's clip started playing (the highlight moves now), or null when nothing plays any more */
  onLine: (id: string | null) => void;
  onState: (state: LinePlayerState) => void;
  /** a clip failed to load or play twice, or the browser refused to play */
  onError: (error: unknown) => void;
};

/**
 * Reads lines aloud one after another with two audio elements: while one plays, the other already loads
 * the next line's clip, so there is no gap between lines. The current line changes on the `playing` event
 * of its clip, i.e. exactly when its audio starts (not when it was asked for). A clip that fails is
 * loaded once more before the player gives up.
 */
export class LinePlayer {
  private readonly els: [HTMLAudioElement, HTMLAudioElement];
  /** the URL each element holds, so a clip loaded in advance is not loaded twice */
  private readonly loaded: [string | null, string | null] = [null, null];
  private active: 0 | 1 = 0;
  private queue: LineClip[] = [];
  private index = 0;
  private retried = false;
  /** bumped by play/stop: answers of an older play() are ignored */
  private generation = 0;
  private state: LinePlayerState = "idle";

  /**
   * @param events - callbacks for the current line, the state and failures
   * @param urlOf - the audio URL of a clip (speed and voice included)
   * @param makeAudio - the element factory (tests may hand in their own)
   */
  constructor(
    private readonly events: LinePlayerEvents,
    private urlOf: (clip: LineClip) => string,
    makeAudio: () => HTMLAudioElement = () => document.createElement("audio"),
  ) {
    this.els = [makeAudio(), makeAudio()];
    this.els.forEach((el, n) => {
      el.preload = "auto";
      el.addEventListener("playing", () => this.handlePlaying(n as 0 | 1));
      el.addEventListener("ended", () => this.handleEnded(n as 0 | 1));
      el.addEventListener("error", () => this.handleError(n as 0 | 1));
    });
  }

  /**
   * Plays the lines from `start` to the end of the queue.
   * @param queue - the lines in reading order
   * @param start - the index of the first line to play
   */
  play(queue: readonly LineClip[], start = 0): void {
    this.halt();
    this.queue = [...queue];
    this.index = start;
    this.startCurrent();
  }

  /** Pauses the line being read (resume continues it). */
  pause(): void {
    if (this.state !== "playing" && this.state !== "loading") return;
    this.els[this.active].pause();
    this.setState("paused");
  }

  /** Continues after a pause. */
  resume(): void {
    if (this.state !== "paused") return;
    this.setState("loading");
    this.playElement(this.active);
  }

  /** Stops reading; no line is current any more. */
  stop(): void {
    const wasActive = this.state !== "idle";
    this.halt();
    if (wasActive) this.events.onLine(null);
  }

  /**
   * Changes how URLs are made (e.g. another speed): the line playing finishes as it is, the next ones use it.
   * @param urlOf - the new URL maker
   */
  setUrlOf(urlOf: (clip: LineClip) => string): void {
    this.urlOf = urlOf;
    if (this.state !== "idle") this.prefetch();
  }

  /** Stops and lets go of the audio. */
  destroy(): void {
    this.stop();
    for (const el of this.els) el.removeAttribute("src");
  }

  /** @returns the state */
  getState(): LinePlayerState {
    return this.state;
  }

  private halt(): void {
    this.generation++;
    for (const el of this.els) el.pause();
    this.queue = [];
    this.retried = false;
    this.setState("idle");
  }

  private setState(state: LinePlayerState): void {
    if (state === this.state) return;
    this.state = state;
    this.events.onState(state);
  }

  private load(n: 0 | 1, clip: LineClip): void {
    const url = this.urlOf(clip);
    if (this.loaded[n] === url) return;
    this.loaded[n] = url;
    this.els[n].src = url;
  }

  private startCurrent(): void {
    const clip = this.queue[this.index];
    if (!clip) {
      this.stop();
      return;
    }
    this.load(this.active, clip);
    const el = this.els[this.active];
    // a clip heard before (tapped again) starts from its beginning
    if (el.currentTime > 0) el.currentTime = 0;
    this.setState("loading");
    this.playElement(this.active);
    this.prefetch();
  }

  private playElement(n: 0 | 1): void {
    const generation = this.generation;
    Promise.resolve(this.els[n].play()).catch((error: unknown) => {
      // a newer play/stop interrupted this one: nothing went wrong
      if (generation !== this.generation || n !== this.active) return;
      this.fail(error);
    });
  }

  private prefetch(): void {
    const next = this.queue[this.index + 1];
    if (next) this.load(this.active === 0 ? 1 : 0, next);
  }

  private handlePlaying(n: 0 | 1): void {
    if (n !== this.active || this.state === "idle" || this.state === "paused") return;
    const clip = this.queue[this.index];
    if (!clip) return;
    this.retried = false;
    this.setState("playing");
    this.events.onLine(clip.id);
  }

  private handleEnded(n: 0 | 1): void {
    if (n !== this.active || this.state === "idle") return;
    this.index++;
    if (this.index >= this.queue.length) {
      this.stop();
      return;
    }
    this.active = this.active === 0 ? 1 : 0;
    this.startCurrent();
  }

  private handleError(n: 0 | 1): void {
    this.loaded[n] = null;
    // the clip loaded in advance failed: it is loaded again when its turn comes
    if (n !== this.active || this.state === "idle") return;
    if (!this.retried) {
      this.retried = true;
      this.startCurrent();
      return;
    }
    this.fail(new Error("the line's audio could not be played"));
  }

  private fail(error: unknown): void {
    this.stop();
    this.events.onError(error);
  }
}
