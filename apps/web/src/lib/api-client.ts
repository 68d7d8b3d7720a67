import type { CallDef } from "@hibiki/contracts";
import { HTTP_TIMEOUT_MS } from "@hibiki/contracts/constants";
import { i18n } from "@web/i18n/index.ts";
import type { z } from "zod";
import { handleUnauthorized } from "./auth-failure.ts";
import { reportError } from "./error-reporter.ts";
import {
  ApiError,
  AuthError,
  CancelledError,
  ContractError,
  LockedError,
  NetworkError,
  NotFoundError,
  ValidationError,
} from "./errors.ts";
import { trackRequest } from "./request-registry.ts";
import { getStudentId, getToken } from "./session.ts";
import { showToast } from "./toast-store.ts";

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** Options of one call (spec §7-§8). */
export type CallOptions<Q, B> = {
  query?: In<Q>;
  body?: In<B>;
  signal?: AbortSignal;
  /** do not show a 400's server message as a toast */
  suppressToast?: boolean;
  /** the call's own failure handler, run for a 400 after the toast */
  onFail?: (err: ApiError) => void;
  /** override of the 60 s timeout (tests) */
  timeoutMs?: number;
  /**
   * Bearer token of another session (the teacher console keeps its own). When set it replaces the
   * student's token, no student id is added, and a 401 is left to the caller instead of signing the student out.
   */
  token?: string | null;
};

/** Client flag added to every query with the student id (spec §7); 1 identifies the web client. */
export const CLIENT_FLAG = "1";

function buildUrl(path: string, query: Record<string, unknown> | undefined, ownSession: boolean): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const id = ownSession ? null : getStudentId();
  if (id !== null && !params.has("student_id")) params.set("student_id", String(id));
  params.set("flag", CLIENT_FLAG);
  return `${path}?${params.toString()}`;
}

function buildBody(
  body: Record<string, unknown> | undefined,
): URLSearchParams | FormData | string | undefined {
  if (!body) return undefined;
  const entries = Object.entries(body).filter(([, v]) => v !== undefined && v !== null);
  // Files go multipart; everything else is form-encoded as the spec asks.
  if (entries.some(([, v]) => v instanceof Blob)) {
    const fd = new FormData();
    for (const [k, v] of entries) fd.append(k, v instanceof Blob ? v : String(v));
    return fd;
  }
  // Nested values (a homework's topics, a list of student ids) cannot be form-encoded: such a body goes as JSON.
  if (entries.some(([, v]) => typeof v === "object")) return JSON.stringify(Object.fromEntries(entries));
  const form = new URLSearchParams();
  for (const [k, v] of entries) form.set(k, String(v));
  return form;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * Reads the error envelope (the contract's ErrorBodySchema: a positive integer code, a message, and data
 * that is null or carries a string error_key and optional string fields). A plain check, so the request
 * layer, which the sign-in page loads, needs no schema library.
 * @param body - the parsed response body
 * @returns its message and error key, or null when the body is not an error envelope
 */
export function readErrorBody(body: unknown): { message: string; key: string | null } | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { code, message, data } = body as Record<string, unknown>;
  if (!Number.isInteger(code) || (code as number) <= 0 || typeof message !== "string") return null;
  if (data === null) return { message, key: null };
  if (typeof data !== "object" || data === undefined || Array.isArray(data)) return null;
  const { error_key: key, fields } = data as Record<string, unknown>;
  if (typeof key !== "string") return null;
  if (fields !== undefined) {
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return null;
    if (Object.values(fields).some((v) => typeof v !== "string")) return null;
  }
  return { message, key };
}

function failureFor(status: number, body: unknown, path: string): ApiError {
  const parsed = readErrorBody(body);
  const message = parsed ? parsed.message : `HTTP ${status} on ${path}`;
  const key = parsed ? parsed.key : null;
  if (status === 400) return new ValidationError(message, status, key, path);
  if (status === 401) return new AuthError(message, status, key, path);
  if (status === 404) return new NotFoundError(message, status, key, path);
  if (status === 423) return new LockedError(message, status, key, path);
  return new ApiError(message, status, key, path);
}

/**
 * Sends one `/v3` call described by a contract definition and returns its parsed `data`.
 * Adds the bearer token, student id and client flag; times out after 60 s; shows the spec's toasts;
 * handles 401 once for all requests; passes 423 through.
 * @param def - the contract's call definition
 * @param opts - query, body, signal and failure handling
 * @returns the response's `data`, parsed by the contract's schema
 * @throws ApiError subclasses: ValidationError, AuthError, LockedError, NetworkError, CancelledError…
 */
export async function call<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
>(def: CallDef<Q, B, D>, opts: CallOptions<Q, B> = {}): Promise<Out<D>> {
  const controller = new AbortController();
  const untrack = trackRequest(controller);
  const onOuterAbort = () => controller.abort("cancelled");
  opts.signal?.addEventListener("abort", onOuterAbort);
  if (opts.signal?.aborted) controller.abort("cancelled");
  const timer = setTimeout(() => controller.abort("timeout"), opts.timeoutMs ?? HTTP_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": i18n.language };
    const reqBody =
      def.method === "POST" ? buildBody(opts.body as Record<string, unknown> | undefined) : undefined;
    if (typeof reqBody === "string") headers["Content-Type"] = "application/json";
    const ownSession = opts.token !== undefined;
    const token = ownSession ? opts.token : getToken();
    if (token && def.path !== "/v3/app/config") headers.Authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(buildUrl(def.path, opts.query as Record<string, unknown> | undefined, ownSession), {
        method: def.method,
        headers,
        body: reqBody,
        signal: controller.signal,
      });
    } catch (err) {
      if (controller.signal.aborted && controller.signal.reason !== "timeout")
        throw new CancelledError(def.path);
      const timedOut = controller.signal.reason === "timeout";
      showToast(i18n.t("common.no_network"), "error");
      throw new NetworkError(timedOut ? `timeout on ${def.path}` : String(err), def.path, timedOut);
    }
    const body = await readJson(res);
    if (res.ok && (body as { code?: unknown } | null)?.code === 0) {
      const data = def.data.safeParse((body as { data: unknown }).data);
      if (data.success) return data.data as Out<D>;
      throw new ContractError(
        `response of ${def.path} does not match the contract`,
        res.status,
        null,
        def.path,
      );
    }
    const err = failureFor(res.ok ? 400 : res.status, body, def.path);
    if (err instanceof AuthError) {
      if (!ownSession) handleUnauthorized(err);
    } else if (err instanceof ValidationError) {
      if (!opts.suppressToast) showToast(err.message, "error");
      opts.onFail?.(err);
    } else if (!(err instanceof LockedError) && !opts.suppressToast) {
      showToast(err.status >= 500 ? i18n.t("common.server_error") : err.message, "error");
    }
    throw err;
  } catch (err) {
    if (!(err instanceof ApiError) || err instanceof ContractError || err.status >= 500) reportError(err);
    throw err;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onOuterAbort);
    untrack();
  }
}
