/** The beep before recording: a short 880 Hz sine tone (no asset needed). */
export const BEEP_FREQUENCY_HZ = 880;
/** Length of the tone; the narration beep stage lasts a little longer so the tone is not recorded. */
export const BEEP_TONE_MS = 300;

/** The part of the Web Audio API the beep uses (injected in tests). */
export type BeepContext = Pick<
  AudioContext,
  "createOscillator" | "createGain" | "destination" | "currentTime"
> & {
  state?: AudioContextState;
  resume?: () => Promise<void>;
};

let shared: BeepContext | null = null;

/** One AudioContext for the page (browsers limit how many may exist), created on first use. */
function defaultContext(): BeepContext | null {
  if (shared) return shared;
  const Ctor =
    typeof window === "undefined"
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    shared = new Ctor();
  } catch {
    // No audio output (or too many contexts): the programme goes on without the tone.
    return null;
  }
  return shared;
}

/**
 * Plays the beep with a Web Audio oscillator, fading in and out over 10 ms so it does not click. Does
 * nothing where Web Audio is missing: the beep is a cue, never a reason to stop the programme.
 * @param getContext - the audio context to use (the page's shared one by default)
 * @returns true when a tone was scheduled
 */
export function playBeep(getContext: () => BeepContext | null = defaultContext): boolean {
  const ctx = getContext();
  if (!ctx) return false;
  try {
    if (ctx.state === "suspended") void ctx.resume?.().catch(() => undefined);
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const t0 = ctx.currentTime;
    const t1 = t0 + BEEP_TONE_MS / 1000;
    osc.type = "sine";
    osc.frequency.setValueAtTime(BEEP_FREQUENCY_HZ, t0);
    gain.gain.setValueAtTime(0, t0);
    gain.gain.linearRampToValueAtTime(0.25, t0 + 0.01);
    gain.gain.setValueAtTime(0.25, t1 - 0.01);
    gain.gain.linearRampToValueAtTime(0, t1);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(t0);
    osc.stop(t1);
    return true;
  } catch {
    return false;
  }
}
