import { z } from "zod";
import { CLIENT_ERRORS_PATH, SERVICE_STATUS } from "./constants.ts";
import { defineCall, Flag, IsoDate } from "./envelope.ts";
import { LIMITS } from "./limits.ts";

/** Spec entity "Config" (served without a token). */
export const AppConfigSchema = z.object({
  poorly_words: z.array(z.string()),
  white_list_words: z.array(z.string()),
  excellent_score: z.number(),
  standard_score: z.number(),
  cefr_upgrade_score: z.number().optional(),
  cefr_downgrade_score: z.number().optional(),
  version: z.number().int(),
  special_string_to_semiangle: z.record(z.string(), z.string()),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const appConfig = defineCall({
  method: "GET",
  path: "/v3/app/config",
  auth: "none",
  data: AppConfigSchema,
});

/** Upgrade check plus the service's maintenance state (DevOpsDisabled / DevOpsTips). */
export const AppVersionSchema = z.object({
  version: z.string(),
  build: z.number().int(),
  min_version: z.string(),
  release_notes: z.string(),
  service_status: z.enum(SERVICE_STATUS),
  service_message: z.string(),
});
export type AppVersion = z.infer<typeof AppVersionSchema>;
export const appVersion = defineCall({
  method: "GET",
  path: "/v3/app/version",
  auth: "none",
  data: AppVersionSchema,
});

export const PROTOCOL_TYPES = ["using_protocol", "privacy_policy", "pc_SDK", "permission_license"] as const;
export type ProtocolType = (typeof PROTOCOL_TYPES)[number];

export const ProtocolDocSchema = z.object({
  type: z.enum(PROTOCOL_TYPES),
  title: z.string(),
  version: z.number().int(),
  updated_at: IsoDate,
  /** plain text; paragraphs separated by blank lines (never HTML) */
  content: z.string(),
});
export type ProtocolDoc = z.infer<typeof ProtocolDocSchema>;

/** Spec entity "App protocols": each field is the in-app path of the document; docs holds the texts. */
export const AppProtocolsSchema = z.object({
  using_protocol: z.string(),
  privacy_policy: z.string(),
  third_party_SDK_list: z.object({ pc_SDK: z.string() }),
  permission_license: z.string(),
  docs: z.array(ProtocolDocSchema),
  agreed: Flag,
});
export type AppProtocols = z.infer<typeof AppProtocolsSchema>;
export const appProtocols = defineCall({
  method: "GET",
  path: "/v3/app/protocols",
  auth: "none",
  data: AppProtocolsSchema,
});

export const appAgreeProtocols = defineCall({
  method: "POST",
  path: "/v3/app/agree-protocols",
  auth: "student",
  allowInactiveCard: true,
  data: z.null(),
});

// The speech-service URLs and the notices live in home-calls.ts (home loads that module alone: the home
// and player bundle budgets); re-exported here.
export {
  appEvaluationService,
  appNoticeContent,
  appNoticeList,
  type Notice,
  NoticeListQuerySchema,
  NoticeSchema,
  type NoticeSummary,
  NoticeSummarySchema,
  ServiceUrlsSchema,
  xfyunIatAuthUrl,
  xfyunTtsAuthUrl,
} from "./home-calls.ts";

const errText = (max: number) => z.string().max(max).default("");
/** Spec entity "Error report", sent silently by the client. */
export const ClientErrorBodySchema = z.object({
  error_code: errText(200),
  error_message: errText(LIMITS.errorMessageMax),
  device_info: errText(LIMITS.errorFieldMax),
  client_info: errText(LIMITS.errorFieldMax),
  user_info: errText(LIMITS.errorFieldMax),
});
export const appClientErrors = defineCall({
  method: "POST",
  path: CLIENT_ERRORS_PATH,
  auth: "none",
  body: ClientErrorBodySchema,
  data: z.null(),
});

/** Speech SDK error report; accepts both field spellings the spec shows. */
export const EvaluateErrorBodySchema = z.object({
  client: errText(200),
  resource_id: errText(200),
  module_name: errText(200),
  device_os: errText(500),
  SID: errText(200),
  SDK_error_code: errText(200),
  SDK_error_message: errText(LIMITS.errorMessageMax),
  errorMsg: errText(LIMITS.errorMessageMax),
  errorCode: errText(200),
  sid: errText(200),
  resId: errText(200),
});
export const appEvaluateErrors = defineCall({
  method: "POST",
  path: "/v3/app/evaluate_errors",
  auth: "student",
  allowInactiveCard: true,
  body: EvaluateErrorBodySchema,
  data: z.null(),
});
