import { FILE_ID } from "../upload/file-kinds.ts";

/**
 * Reads the file id and signature out of a recording URL as the upload returns it and answers store it
 * (`/v3/files/rec/<id>.mp3?sig=<hmac>`, optionally absolute).
 * @param soundFile - the answer's sound_file
 * @returns the file id and signature, or null when it is not such a URL
 */
export function parseRecordingUrl(soundFile: string): { id: string; sig: string } | null {
  let url: URL;
  try {
    url = new URL(soundFile, "http://local.invalid");
  } catch {
    return null;
  }
  const m = /^\/v3\/files\/rec\/([^/]+)\.mp3$/.exec(url.pathname);
  const id = m?.[1] ?? "";
  if (!FILE_ID.test(id)) return null;
  return { id, sig: url.searchParams.get("sig") ?? "" };
}
