import { poly1305 } from "@noble/ciphers/_poly1305.js";
import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { bytesToUtf8, concatBytes, managedNonce, utf8ToBytes } from "@noble/ciphers/utils.js";

// Local storage is encrypted so that casual inspection of the device does not reveal tokens or answers.
// The key is derived from a constant and the page origin: this is obfuscation against other origins and
// shoulder-surfing, not protection from code running on this origin (nothing in the browser can be).
const PEPPER_A = utf8ToBytes("hibiki-storage-key-part-one-v1.0");
const PEPPER_B = utf8ToBytes("hibiki-storage-key-part-two-v1.0");

let cachedKey: { origin: string; key: Uint8Array } | null = null;

function keyFor(origin: string): Uint8Array {
  if (cachedKey?.origin === origin) return cachedKey.key;
  const msg = utf8ToBytes(origin);
  // Two keyed one-time MACs over the origin give 32 deterministic key bytes without a hash library.
  const key = concatBytes(poly1305(msg, PEPPER_A), poly1305(msg, PEPPER_B));
  cachedKey = { origin, key };
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/**
 * Encrypts a string for local storage (XChaCha20-Poly1305 with a random nonce).
 * @param plain - text to encrypt
 * @param origin - page origin the key is derived from
 * @returns base64 ciphertext
 */
export function encryptText(plain: string, origin: string): string {
  const cipher = managedNonce(xchacha20poly1305)(keyFor(origin));
  return toBase64(cipher.encrypt(utf8ToBytes(plain)));
}

/**
 * Decrypts what {@link encryptText} produced.
 * @param sealed - base64 ciphertext
 * @param origin - page origin the key is derived from
 * @returns the text, or null when the value is not ours or was tampered with
 */
export function decryptText(sealed: string, origin: string): string | null {
  try {
    const cipher = managedNonce(xchacha20poly1305)(keyFor(origin));
    return bytesToUtf8(cipher.decrypt(fromBase64(sealed)));
  } catch {
    // A foreign or corrupted value reads as absent; the caller then drops it.
    return null;
  }
}
