import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { verifySpeechUrl } from "../../lib/signed-url.ts";
import { speechUrlSessionActive } from "../../speech/url-session.ts";
import { LocalStorage } from "../../storage/local-storage.ts";
import { storageTtsCache, ttsPlugin } from "../../tts/index.ts";
import { SPEECH_PATHS } from "../app/service-urls.ts";

/**
 * Offline model audio (`GET /v3/tts/speak`). Audio elements cannot send a bearer header, so the URL from
 * app/new-evaluation-service (tts_auth_url) carries a signed, expiring authorisation instead, bound to the
 * student's sign-in session: it stops working at logout.
 * @param app - the Fastify instance
 */
export async function ttsRoutes(app: FastifyInstance): Promise<void> {
  const verify = async (req: FastifyRequest, reply: FastifyReply) => {
    const check = verifySpeechUrl(
      req.query as Record<string, unknown>,
      await app.secret(),
      Date.now(),
      SPEECH_PATHS.tts,
    );
    if (!check.ok || !(await speechUrlSessionActive(app.db, check.studentId, check.sessionId)))
      return reply.code(401).send({
        code: 401,
        message: "音声合成のURLが無効か期限切れです。画面を開き直してください。",
        data: { error_key: "token_invalid" },
      });
  };
  // With a shared file store (S3), every speech machine shares its renderings; a local store is this
  // machine's own disk, where the cache folder already is.
  const shared = app.storage instanceof LocalStorage ? undefined : storageTtsCache(app.storage);
  await app.register(ttsPlugin, { cacheDir: join(app.env.HIBIKI_DATA_DIR, "tts-cache"), verify, shared });
}
