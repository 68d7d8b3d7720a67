import { z } from "zod";
import { defineCall } from "./envelope.ts";

/** Largest accepted recording upload, in bytes (5 MB ≈ 5 minutes of 128 kbit/s mp3). */
export const MP3_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Upload a recording (multipart/form-data, one field `file`, an mp3). Returns `file`: a URL path the
 * browser can play without a bearer header (`/v3/files/rec/<id>.mp3?exp=…&sig=…`).
 * Not an mp3 (no ID3 header / MPEG frame sync) or empty → 400; over MP3_UPLOAD_MAX_BYTES → 413.
 */
export const uploadMp3 = defineCall({
  method: "POST",
  path: "/v3/upload/mp3",
  auth: "student",
  data: z.object({ file: z.string() }),
});
