/**
 * Recordings with no reading in them, for the rejection model: steady hiss, rumble, mains hum,
 * tapping and tones, 2–5 s, at speech-like levels. Deterministic per index.
 */

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Synthesises the index-th noise recording.
 * @param index which recording (the kind cycles through five)
 * @returns 16 kHz 16-bit mono PCM
 */
export function noiseRecording(index: number): Buffer {
  const rand = rng(index * 7919 + 17);
  const seconds = 2 + rand() * 3;
  const n = Math.floor(seconds * 16000);
  const level = 1500 + rand() * 6000;
  const out = Buffer.alloc(n * 2);
  let brown = 0;
  const kind = index % 5;
  const tones = [220, 277, 330, 440, 523].map((f) => f * (0.8 + rand() * 0.4));
  for (let i = 0; i < n; i++) {
    const t = i / 16000;
    let x = 0;
    if (kind === 0) x = (rand() * 2 - 1) * level;
    else if (kind === 1) {
      brown = Math.max(-1, Math.min(1, brown * 0.995 + (rand() * 2 - 1) * 0.05));
      x = brown * level * 3;
    } else if (kind === 2)
      x =
        (Math.sin(2 * Math.PI * 50 * t) + 0.5 * Math.sin(2 * Math.PI * 150 * t)) * level +
        (rand() * 2 - 1) * level * 0.2;
    else if (kind === 3) {
      // tapping: short decaying bursts about four times a second
      const phase = (t * 4) % 1;
      x = phase < 0.05 ? (rand() * 2 - 1) * level * 3 * (1 - phase / 0.05) : (rand() * 2 - 1) * 60;
    } else {
      const chord = Math.floor(t * 2) % tones.length;
      x =
        (Math.sin(2 * Math.PI * (tones[chord] as number) * t) +
          0.6 * Math.sin(2 * Math.PI * (tones[(chord + 2) % tones.length] as number) * t)) *
        level;
    }
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(x))), i * 2);
  }
  return out;
}

/**
 * Adds steady noise (white, or rumbling brown-ish for odd seeds) to a recording at a given
 * signal-to-noise ratio measured against the recording's loud half: a classroom or a fan behind a reader.
 * @param pcm 16 kHz 16-bit mono PCM
 * @param snrDb signal-to-noise ratio in dB
 * @param seed makes the noise repeatable
 * @returns the noisy copy
 */
export function addNoise(pcm: Buffer, snrDb: number, seed: number): Buffer {
  const n = Math.floor(pcm.length / 2);
  const frame = 160;
  const energies: number[] = [];
  for (let f = 0; f + frame <= n; f += frame) {
    let e = 0;
    for (let i = f; i < f + frame; i++) e += pcm.readInt16LE(i * 2) ** 2;
    energies.push(e / frame);
  }
  energies.sort((a, b) => b - a);
  const loud = energies.slice(0, Math.max(1, Math.floor(energies.length / 2)));
  const signal = Math.sqrt(loud.reduce((a, b) => a + b, 0) / loud.length);
  const noiseRms = signal / 10 ** (snrDb / 20);
  const rand = rng(seed);
  const out = Buffer.alloc(n * 2);
  let brown = 0;
  for (let i = 0; i < n; i++) {
    const white = (rand() * 2 - 1) * Math.sqrt(3);
    brown = brown * 0.98 + white * 0.2;
    const x = seed % 2 ? brown * 2.5 : white;
    const v = pcm.readInt16LE(i * 2) + x * noiseRms;
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v))), i * 2);
  }
  return out;
}
