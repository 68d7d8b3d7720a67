import { createHash, randomBytes, randomInt } from "node:crypto";

/** @returns a new opaque bearer token (256 random bits, base64url) */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Hashes a token or code for storage; the raw value never touches the database.
 * @param value - token or one-time code
 * @returns hex SHA-256
 */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** @returns a 6-digit one-time code, uniformly random */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
