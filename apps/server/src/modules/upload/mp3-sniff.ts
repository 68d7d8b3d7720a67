/**
 * Recognises MP3 data by its bytes (never by file name or declared type): an optional ID3v2 tag, then
 * two consecutive valid MPEG audio frame headers (one lone 0xFFE sync can occur in any binary file).
 */

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/**
 * Length in bytes of the Layer III frame whose header starts at `at`, or 0 when no valid header is there.
 * @param buf - the data
 * @param at - offset of the candidate header
 * @returns frame length (0 = not a frame)
 */
export function mp3FrameLength(buf: Uint8Array, at: number): number {
  if (at + 4 > buf.length) return 0;
  const b1 = buf[at + 1] as number;
  const b2 = buf[at + 2] as number;
  if (buf[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return 0;
  const version = (b1 >> 3) & 3; // 3 = MPEG1, 2 = MPEG2, 0 = MPEG2.5, 1 reserved
  const layer = (b1 >> 1) & 3; // 1 = Layer III
  if (version === 1 || layer !== 1) return 0;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const kbps = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex] as number;
  const sampleRate = (SAMPLE_RATES[version] as number[])[rateIndex] as number;
  const padding = (b2 >> 1) & 1;
  const coefficient = version === 3 ? 144 : 72;
  return Math.floor((coefficient * kbps * 1000) / sampleRate) + padding;
}

/** @returns the size of a leading ID3v2 tag (header + body + footer), or 0 when there is none */
function id3Size(buf: Uint8Array): number {
  if (buf.length < 10 || buf[0] !== 0x49 || buf[1] !== 0x44 || buf[2] !== 0x33) return 0;
  const size = [6, 7, 8, 9].reduce((n, i) => (n << 7) | ((buf[i] as number) & 0x7f), 0);
  const footer = ((buf[5] as number) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Whether the bytes are an MP3 recording: ID3v2 tag (optional) followed by a valid Layer III frame whose
 * successor is also a valid frame (or which ends the data exactly).
 * @param buf - the uploaded bytes
 * @returns true for MP3 data
 */
export function looksLikeMp3(buf: Uint8Array): boolean {
  let at = id3Size(buf);
  // Encoders may pad the tag with zeros before the first frame; allow a short gap.
  const limit = Math.min(buf.length, at + 4096);
  while (at < limit && buf[at] !== 0xff) at++;
  const first = mp3FrameLength(buf, at);
  if (first === 0) return false;
  const next = at + first;
  if (next === buf.length) return true;
  return mp3FrameLength(buf, next) > 0;
}
