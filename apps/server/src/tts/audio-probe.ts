/** Reads the format and length of a canonical RIFF/WAVE file (tests and content checks). */
export function wavInfo(buf: Buffer): {
  sampleRate: number;
  channels: number;
  bits: number;
  seconds: number;
} {
  if (buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE")
    throw new Error("not a WAV");
  let offset = 12;
  let fmt: { sampleRate: number; channels: number; bits: number } | null = null;
  while (offset + 8 <= buf.length) {
    const id = buf.toString("ascii", offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === "fmt ") {
      fmt = {
        channels: buf.readUInt16LE(offset + 10),
        sampleRate: buf.readUInt32LE(offset + 12),
        bits: buf.readUInt16LE(offset + 22),
      };
    }
    if (id === "data" && fmt) {
      const bytes = Math.min(size, buf.length - offset - 8);
      return { ...fmt, seconds: bytes / (fmt.sampleRate * fmt.channels * (fmt.bits / 8)) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("WAV without fmt/data chunks");
}

/** Finds the first MPEG audio frame header and decodes its version and sample rate. */
export function firstMpegFrame(
  buf: Buffer,
): { offset: number; version: "1" | "2" | "2.5"; layer: number; sampleRate: number } | null {
  const rates: Record<string, number[]> = {
    "1": [44100, 48000, 32000],
    "2": [22050, 24000, 16000],
    "2.5": [11025, 12000, 8000],
  };
  for (let i = 0; i + 4 <= buf.length; i++) {
    const b1 = buf[i + 1] ?? 0;
    const b2 = buf[i + 2] ?? 0;
    if (buf[i] !== 0xff || (b1 & 0xe0) !== 0xe0) continue;
    const versionBits = (b1 >> 3) & 3;
    const layerBits = (b1 >> 1) & 3;
    const rateIndex = (b2 >> 2) & 3;
    if (versionBits === 1 || layerBits === 0 || rateIndex === 3) continue;
    const version = versionBits === 3 ? "1" : versionBits === 2 ? "2" : "2.5";
    return { offset: i, version, layer: 4 - layerBits, sampleRate: rates[version]?.[rateIndex] ?? 0 };
  }
  return null;
}
