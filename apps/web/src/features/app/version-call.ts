import type { AppVersion, appVersion } from "@hibiki/contracts";
import { SERVICE_STATUS } from "@hibiki/contracts/constants";

type Parsed = { success: true; data: AppVersion } | { success: false };

/**
 * `app/version`'s data, checked as the contract's AppVersionSchema checks it (strings, an integer build,
 * a known service status) but with plain code: every page, the sign-in page included, asks it for the
 * maintenance state, and the sign-in page loads no schema library (issue 14). version-call.test.ts holds
 * it to the contract's schema.
 * @param data - the envelope's data
 * @returns the schema's result shape
 */
export function parseAppVersion(data: unknown): Parsed {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { success: false };
  const d = data as Record<string, unknown>;
  const strings = ["version", "min_version", "release_notes", "service_message"] as const;
  if (strings.some((k) => typeof d[k] !== "string")) return { success: false };
  if (!Number.isSafeInteger(d.build)) return { success: false };
  if (!(SERVICE_STATUS as readonly unknown[]).includes(d.service_status)) return { success: false };
  const { version, build, min_version, release_notes, service_status, service_message } = d as AppVersion;
  return {
    success: true,
    data: { version, build, min_version, release_notes, service_status, service_message },
  };
}

/** The contract's `app/version` call with the plain check above in place of its schema. */
export const appVersionCall = {
  method: "GET",
  path: "/v3/app/version",
  auth: "none",
  data: { safeParse: parseAppVersion },
} as unknown as typeof appVersion;
