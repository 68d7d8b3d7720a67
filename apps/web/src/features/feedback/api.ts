import { type CallDef, ErrorBodySchema, resourceFeedback, resourceFeedbackOptions } from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { i18n } from "@web/i18n/index.ts";
import { CLIENT_FLAG, call } from "@web/lib/api-client.ts";
import { handleUnauthorized } from "@web/lib/auth-failure.ts";
import { ApiError, AuthError, NetworkError } from "@web/lib/errors.ts";
import { getStudentId, getToken } from "@web/lib/session.ts";
import { STALE } from "@web/lib/stale.ts";
import type { z } from "zod";

/** Query keys of the feedback module. */
export const feedbackKeys = {
  all: ["feedback"] as const,
  options: () => [...feedbackKeys.all, "options"] as const,
};

/** @returns the problem options of the resource-feedback form (option_value + label) */
export function useFeedbackOptionsQuery() {
  return useQuery({
    queryKey: feedbackKeys.options(),
    queryFn: ({ signal }) => call(resourceFeedbackOptions, { signal }),
    staleTime: STALE.long,
  });
}

/** Text fields of the resource-feedback request. */
export type FeedbackFields = {
  options: string;
  content: string;
  resource_code: string;
  question_id: string;
  client_name: string;
};

/**
 * Posts resource feedback as multipart (text fields plus `images[]`).
 * @param fields - options, content, resource_code, client_name
 * @param images - up to 9 checked images
 * @param signal - abort signal
 * @returns the stored feedback id
 * @throws ApiError with the server's message (ValidationError-like 400s included), NetworkError offline
 */
export function postResourceFeedback(
  fields: FeedbackFields,
  images: readonly File[],
  signal?: AbortSignal,
): Promise<{ feedback_id: number }> {
  return postImageForm(resourceFeedback, fields, images, signal);
}

/**
 * Posts a multipart form (text fields plus `images[]`) to a call whose body is multipart. The shared request
 * function sends one value per field, so this builds its own body; headers, the student id/flag query, the
 * 401 handling and the envelope follow `call`.
 * @param def - the call (resource feedback, inquiry)
 * @param fields - the text fields
 * @param images - checked images
 * @param signal - abort signal
 * @returns the call's data
 * @throws ApiError with the server's message (ValidationError-like 400s included), NetworkError offline
 */
export async function postImageForm<D extends z.ZodType>(
  def: CallDef<undefined, undefined, D>,
  fields: Record<string, string>,
  images: readonly File[],
  signal?: AbortSignal,
): Promise<z.output<D>> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const img of images) body.append("images[]", img, img.name);
  const query = new URLSearchParams({ flag: CLIENT_FLAG });
  const id = getStudentId();
  if (id !== null) query.set("student_id", String(id));
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": i18n.language };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${def.path}?${query}`, { method: "POST", headers, body, signal });
  } catch (err) {
    throw new NetworkError(String(err), def.path, false);
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && (json as { code?: unknown } | null)?.code === 0) {
    const data = def.data.safeParse((json as { data: unknown }).data);
    if (data.success) return data.data;
  }
  const parsed = ErrorBodySchema.safeParse(json);
  const message = parsed.success ? parsed.data.message : `HTTP ${res.status} on ${def.path}`;
  const key = parsed.success ? (parsed.data.data?.error_key ?? null) : null;
  if (res.status === 401) {
    const err = new AuthError(message, 401, key, def.path);
    handleUnauthorized(err);
    throw err;
  }
  throw new ApiError(message, res.ok ? 400 : res.status, key, def.path);
}
