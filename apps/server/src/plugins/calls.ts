import type { RateLimitOptions } from "@fastify/rate-limit";
import { type CallAuth, type CallDef, envelope } from "@hibiki/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { sessionsChanged } from "../modules/auth/session-cache.ts";
import { authenticate, type StudentCaller, type TeacherCaller } from "./auth.ts";
import { assertNotCollege } from "./auth-college.ts";

type Input<T> = T extends z.ZodType ? z.output<T> : undefined;
/** The caller a handler receives: decided by the call's `auth`. */
export type CallerFor<A extends CallAuth> = A extends "student"
  ? StudentCaller
  : A extends "teacher"
    ? TeacherCaller
    : null;

/** What a call handler receives: parsed query and body, the authenticated caller, and the raw request. */
export type CallContext<Q, B, A extends CallAuth> = {
  req: FastifyRequest;
  reply: FastifyReply;
  query: Input<Q>;
  body: Input<B>;
  caller: CallerFor<A>;
};

/** Extra route options some calls need. */
export type CallOptions = {
  /** per-route rate limit (see plugins/rate-limit.ts) */
  rateLimit?: RateLimitOptions;
  /** maximum body size in bytes */
  bodyLimit?: number;
  /** student calls behind a screen college students do not have: 403 college_not_available for them */
  denyCollege?: boolean;
};

/**
 * Turns a contracts `defineCall` into a Fastify route: zod schemas for query, body and response, the
 * success envelope `{ code: 0, message: "ok", data }`, and the auth rule (bearer token; for students the
 * study-card gate unless the call sets allowInactiveCard; college students refused where opts.denyCollege).
 * The session cache (modules/auth/session-cache.ts) holds each token's account, card and role, and the
 * per-student caches built on it (the homework badge) hold data. After every successful write they are
 * invalidated in every process before the answer (or the error) goes out: a teacher's write (cards issued or withdrawn,
 * passwords reset, students moved, homework set or returned) drops the school's entries; a student's
 * write drops the student's data (answers change the badge), and also the student's sessions when the
 * call is one open before card activation (the account's own settings, card activation among them).
 * Logins, logouts and password changes invalidate in modules/auth/service.ts.
 * @param app - the Fastify instance (db decorated)
 * @param def - the call from packages/contracts
 * @param handler - returns the call's `data`
 */
export function registerCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
  A extends CallAuth,
>(
  app: FastifyInstance,
  def: CallDef<Q, B, D, A>,
  handler: (ctx: CallContext<Q, B, A>) => Promise<z.input<D>>,
  opts: CallOptions = {},
): void {
  const schema: Record<string, unknown> = { response: { 200: envelope(def.data) } };
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema,
    ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
    ...(opts.rateLimit ? { config: { rateLimit: opts.rateLimit } } : {}),
    handler: async (req, reply) => {
      const caller =
        def.auth === "none"
          ? null
          : await authenticate(app.db, req, def.auth, { allowInactiveCard: def.allowInactiveCard });
      if (opts.denyCollege && caller?.kind === "student") await assertNotCollege(app.db, caller);
      const ctx = {
        req,
        reply,
        query: req.query as Input<Q>,
        body: req.body as Input<B>,
        caller: caller as CallerFor<A>,
      };
      if (!caller || def.method === "GET") return { code: 0, message: "ok", data: await handler(ctx) };
      let data: z.input<D>;
      try {
        data = await handler(ctx);
      } finally {
        // also when the call failed: it may have committed part of its work first
        if (caller.kind === "teacher") await sessionsChanged(app.db, { schoolId: caller.schoolId });
        else
          await sessionsChanged(app.db, {
            kind: "student",
            accountId: caller.id,
            ...(def.allowInactiveCard ? {} : { dataOnly: true }),
          });
      }
      return { code: 0, message: "ok", data };
    },
  });
}
