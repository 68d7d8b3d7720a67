import { z } from "zod";

/**
 * Wraps a data schema in the spec's response envelope `{ code, message, data }` (code 0 = success).
 * @param data - schema of the `data` field
 * @returns the envelope schema
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

/** Details some errors carry: a stable key the client can translate and, for bad input, the fields at fault. */
export const ErrorDataSchema = z
  .object({
    error_key: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .nullable();

/** Body of every non-success response: code is the HTTP status (400, 401, 403, 404, 423, 429, 500). */
export const ErrorBodySchema = z.object({
  code: z.number().int().positive(),
  message: z.string(),
  data: ErrorDataSchema,
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Every body of a call: success envelope or error envelope. */
export type Envelope<T> = { code: 0; message: string; data: T };

/** Who may make a call: anyone, a signed-in student, or a signed-in teacher. */
export type CallAuth = "none" | "student" | "teacher";

/** Method, path and schemas of one `/v3` call: the single description both server and client use. */
export type CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
> = {
  method: "GET" | "POST";
  path: `/v3/${string}`;
  /** whether the call needs `Authorization: Bearer <token>` */
  auth: A;
  /** for student calls: whether it also works before the study card is active or after it expired */
  allowInactiveCard?: boolean;
  query?: Q;
  body?: B;
  data: D;
};

/**
 * Declares a call, keeping its literal types.
 * @param def - the call's method, path, auth rule and schemas
 * @returns the same definition
 */
export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
>(def: CallDef<Q, B, D, A>): CallDef<Q, B, D, A> {
  return def;
}

/** 0/1 flags as the spec uses them; form bodies send them as strings. */
export const Flag = z.union([z.literal(0), z.literal(1)]);
export const FlagInput = z.coerce.number().int().min(0).max(1);
/** A row id as sent in a query or form: a positive integer within PostgreSQL's integer range. */
export const DbId = z.coerce.number().int().positive().max(2_147_483_647);

/** ISO-8601 timestamp in UTC. */
export const IsoDate = z.string();
