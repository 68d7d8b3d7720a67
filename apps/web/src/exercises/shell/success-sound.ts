/**
 * The short chime after a right answer (spec §4 choice items: "Right: success sound"), made with Web Audio
 * oscillators (no audio file): three soft sine notes rising C6 → E6 → G6, each with a 10 ms attack and an
 * exponential fade, about 0.45 s in all at speed 1. It follows the play-speed setting (faster speed, shorter
 * chime; the pitch stays) and the device's mute: Web Audio plays through the system output, which the
 * device's volume and (on iPhone) the ring/silent switch silence. It never plays in a hidden tab, and it
 * never throws: without AudioContext (tests, old browsers) or when the context cannot start, it is silent.
 */

/** The notes of the chime: frequency (Hz) and start offset (s at speed 1). */
export const SUCCESS_NOTES: readonly { hz: number; at: number }[] = [
  { hz: 1046.5, at: 0 },
  { hz: 1318.5, at: 0.08 },
  { hz: 1568, at: 0.16 },
];
/** How long each note rings (s at speed 1). */
export const NOTE_SECONDS = 0.28;
/** Peak gain of a note: quiet next to speech audio. */
const PEAK = 0.14;
const ATTACK = 0.01;

type AudioContextCtor = new () => AudioContext;

let shared: AudioContext | null = null;

function contextClass(): AudioContextCtor | undefined {
  const g = globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return g.AudioContext ?? g.webkitAudioContext;
}

/** One context for the page (browsers limit how many may exist); made on first use. */
function audioContext(): AudioContext | null {
  if (shared && shared.state !== "closed") return shared;
  const Ctor = contextClass();
  if (!Ctor) return null;
  shared = new Ctor();
  return shared;
}

/**
 * Plays the success chime.
 * @param opts - speed: the play-speed setting (0.5-1.5; the chime's length is divided by it)
 * @returns true when the chime was scheduled, false when it stays silent
 */
export function playSuccessSound(opts: { speed?: number } = {}): boolean {
  try {
    if (typeof document !== "undefined" && document.hidden) return false;
    const speed = opts.speed && Number.isFinite(opts.speed) && opts.speed > 0 ? opts.speed : 1;
    const ctx = audioContext();
    if (!ctx) return false;
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    const length = NOTE_SECONDS / speed;
    for (const note of SUCCESS_NOTES) {
      const t0 = start + note.at / speed;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.setValueAtTime(note.hz, t0);
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.linearRampToValueAtTime(PEAK, t0 + ATTACK);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.onended = () => {
        osc.disconnect();
        gain.disconnect();
      };
      osc.start(t0);
      osc.stop(t0 + length + 0.02);
    }
    return true;
  } catch {
    return false;
  }
}

/** Forgets the shared context (tests install their own AudioContext stand-in). */
export function resetSuccessSoundForTests(): void {
  shared = null;
}
