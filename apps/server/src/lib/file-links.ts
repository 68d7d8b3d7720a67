import type { FastifyInstance } from "fastify";
import {
  checkExpiringFileSig,
  fileIdOf,
  type SignedFileKind,
  signExpiringFileUrl,
  signFileUrl,
  verifyFileSig,
} from "./signed-url.ts";

/** The answer fields that name a recording the student uploaded (checked again by speaking-evidence). */
const RECORDING_FIELDS = new Set(["sound_file", "record_file"]);

/**
 * Links to recordings and pictures of minors that stop working (issue 17 #11).
 *
 * - On the way out, every stored-form link of an expiring kind in a `/v3` JSON answer becomes a link that
 *   works for an hour, signed anew on each view; pages never see the stored form.
 * - On the way in, a recording link an answer sends back (`sound_file`, `record_file`, at any depth) is
 *   turned back into its stored form when this server signed it, so what is stored never expires. Whether
 *   the recording is the caller's own, uploaded in this session, is still checked where the answer is
 *   scored (modules/upload/speaking-evidence.ts); a text field holding a link is never converted, so an
 *   old link cannot be laundered into a fresh one.
 * @param app - the Fastify instance (app.secret is read at request time)
 * @param kinds - the expiring kinds, each with its own folder
 */
export function registerFileLinks(app: FastifyInstance, kinds: readonly SignedFileKind[]): void {
  const byFolder = new Map(kinds.map((k) => [k.folder, k]));
  const folders = kinds.map((k) => k.folder).join("|");
  const storedForm = new RegExp(`/v3/files/(${folders})/([A-Za-z0-9_.-]+)\\?sig=([A-Za-z0-9_-]+)`, "g");

  app.addHook("onSend", async (req, _reply, payload) => {
    if (typeof payload !== "string" || !req.url.startsWith("/v3/") || !payload.includes("/v3/files/"))
      return payload;
    const secret = await app.secret();
    const now = Date.now();
    return payload.replace(storedForm, (whole, folder: string, name: string, sig: string) => {
      const kind = byFolder.get(folder) as SignedFileKind;
      const id = fileIdOf(kind, name);
      if (id === null || !verifyFileSig(kind, id, sig, secret)) return whole;
      return signExpiringFileUrl(kind, id, secret, now);
    });
  });

  const recordings = byFolder.get("rec");
  if (!recordings) return;
  app.addHook("preHandler", async (req) => {
    // The recording fields holding an expiring link, found in one walk of the body (most bodies have none:
    // then nothing else runs).
    const found: Array<{ node: Record<string, unknown>; key: string; value: string }> = [];
    const walk = (node: unknown, depth: number): void => {
      if (depth > 8 || node === null || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === "string") {
          if (RECORDING_FIELDS.has(key) && value.includes("expires="))
            found.push({ node: node as Record<string, unknown>, key, value });
        } else walk(value, depth + 1);
      }
    };
    walk(req.body, 0);
    if (found.length === 0) return;
    const secret = await app.secret();
    const toStored = (value: string): string => {
      let url: URL;
      try {
        url = new URL(value, "http://local.invalid");
      } catch {
        return value;
      }
      const prefix = `/v3/files/${recordings.folder}/`;
      const id = url.pathname.startsWith(prefix)
        ? fileIdOf(recordings, url.pathname.slice(prefix.length))
        : null;
      if (id === null) return value;
      const query = {
        expires: url.searchParams.get("expires") ?? undefined,
        sig: url.searchParams.get("sig"),
      };
      const link = checkExpiringFileSig(recordings, id, query, secret);
      // An expired link of the caller's own recording still names it: the session check decides.
      return link.ok || link.reason === "expired" ? signFileUrl(recordings, id, secret) : value;
    };
    for (const { node, key, value } of found) node[key] = toStored(value);
  });
}
