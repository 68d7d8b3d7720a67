/**
 * Encodes 16-bit samples as little-endian bytes in base64: the `data` of ISE audio frames.
 * @param samples - 16-bit PCM
 * @returns base64 text
 */
export function pcmToBase64(samples: Int16Array): string {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i] ?? 0, true);
  return bytesToBase64(bytes);
}

/**
 * Decodes base64 little-endian 16-bit PCM (the inverse of `pcmToBase64`).
 * @param base64 - base64 text
 * @returns samples (a trailing odd byte is ignored)
 */
export function base64ToPcm(base64: string): Int16Array {
  const bytes = base64ToBytes(base64);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int16Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/**
 * Base64-encodes bytes without building one huge argument list (btoa needs a binary string).
 * @param bytes - data
 * @returns base64 text
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/**
 * Decodes base64 to bytes.
 * @param base64 - base64 text
 * @returns bytes
 * @throws DOMException when the text is not base64
 */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Joins chunks into one array.
 * @param chunks - 16-bit chunks in order
 * @returns all samples
 */
export function concatPcm(chunks: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
