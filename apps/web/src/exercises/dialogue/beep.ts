/** The ready beep: a short sine tone (Hz, seconds). */
const BEEP_HZ = 880;
const BEEP_SECONDS = 0.25;

type AudioContextCtor = new () => AudioContext;

let shared: AudioContext | null = null;

/** The page's audio context for beeps, or null where the browser has no Web Audio. */
function context(): AudioContext | null {
  if (shared) return shared;
  const w = globalThis as unknown as {
    AudioContext?: AudioContextCtor;
    webkitAudioContext?: AudioContextCtor;
  };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  shared = new Ctor();
  return shared;
}

/**
 * Plays the dialogue challenge's beep with a Web Audio oscillator (a soft attack and release so it does
 * not click). Without Web Audio, or if the browser refuses, nothing plays: the beep is only a cue, and
 * the screen shows the same moment.
 * @returns true when the tone was scheduled
 */
export function playBeep(): boolean {
  try {
    const ctx = context();
    if (!ctx) return false;
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const t = ctx.currentTime;
    osc.type = "sine";
    osc.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0, t);
    gain.gain.linearRampToValueAtTime(0.3, t + 0.02);
    gain.gain.linearRampToValueAtTime(0, t + BEEP_SECONDS);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + BEEP_SECONDS + 0.02);
    return true;
  } catch (error) {
    // A cue that cannot sound is not an error the student can act on; keep it visible to developers.
    console.warn("dialogue beep could not play", error);
    return false;
  }
}
