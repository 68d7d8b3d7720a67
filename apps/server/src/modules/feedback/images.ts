import { randomBytes } from "node:crypto";
import { FEEDBACK_LIMITS } from "@hibiki/contracts";
import type { SignedFileKind } from "../../lib/signed-url.ts";

/** Stored feedback image names: 22 base64url characters and the type's extension. */
export const IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|gif|webp)$/;

/**
 * The image type by content (magic bytes), never by the client's file name or header.
 * @returns the extension, or null when the bytes are not an accepted image type
 */
export function sniffImage(data: Buffer): "jpg" | "png" | "gif" | "webp" | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpg";
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "png";
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString("latin1"))) return "gif";
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

/** @returns a fresh random file name with the extension */
export const newImageName = (ext: string) => `${randomBytes(16).toString("base64url")}.${ext}`;

/** Content types by extension, for serving. */
export const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * Feedback images as signed files: teachers open `/v3/files/feedback/<name>?sig=<hmac>`, and the signature
 * lets <img> load it without a bearer header.
 */
export const IMAGE_FILE: SignedFileKind = { folder: "feedback", ext: "", id: IMAGE_NAME, expiring: true };

/** Limits re-exported for the route. */
export const LIMITS = FEEDBACK_LIMITS;
