import { randomBytes } from "node:crypto";
import {
  type AppConfig,
  type AppProtocols,
  type AppVersion,
  CEFR_DOWNGRADE_SCORE,
  CEFR_UPGRADE_SCORE,
  CLIENT_BUILD,
  CLIENT_VERSION,
  CONFIG_VERSION,
  EXCELLENT_SCORE,
  type ProtocolType,
  SERVICE_STATUS,
  type ServiceStatus,
  STANDARD_SCORE,
} from "@hibiki/contracts";
import type { Db, Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import { presentNotice, presentNoticeSummary, presentProtocol } from "./presenter.ts";
import * as repo from "./repository.ts";
import { POORLY_WORDS, SPECIAL_STRING_TO_SEMIANGLE, WHITE_LIST_WORDS } from "./word-lists.ts";

const num = (v: string | undefined, fallback: number) => {
  const n = v === undefined ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The spec's Config entity: defaults of §9, score values overridable in the config table.
 * @returns every Config field
 */
export async function appConfig(db: Queryable): Promise<AppConfig> {
  const c = await repo.configValues(db);
  return {
    poorly_words: [...POORLY_WORDS],
    white_list_words: [...WHITE_LIST_WORDS],
    excellent_score: num(c.get("excellent_score"), EXCELLENT_SCORE),
    standard_score: num(c.get("standard_score"), STANDARD_SCORE),
    cefr_upgrade_score: num(c.get("cefr_upgrade_score"), CEFR_UPGRADE_SCORE),
    cefr_downgrade_score: num(c.get("cefr_downgrade_score"), CEFR_DOWNGRADE_SCORE),
    version: CONFIG_VERSION,
    special_string_to_semiangle: { ...SPECIAL_STRING_TO_SEMIANGLE },
  };
}

/**
 * The upgrade check and the maintenance state (config keys service_status, service_message).
 * @returns version, build and service status
 */
export async function appVersion(db: Queryable): Promise<AppVersion> {
  const c = await repo.configValues(db);
  const status = c.get("service_status");
  return {
    version: CLIENT_VERSION,
    build: CLIENT_BUILD,
    min_version: c.get("min_version") ?? "1.0.0",
    release_notes: c.get("release_notes") ?? "",
    service_status: SERVICE_STATUS.includes(status as ServiceStatus) ? (status as ServiceStatus) : "normal",
    service_message: c.get("service_message") ?? "",
  };
}

/** In-app routes of the legal documents. */
const PROTOCOL_PATHS: Record<ProtocolType, string> = {
  using_protocol: "/about/details/using_protocol",
  privacy_policy: "/privacy-policy",
  pc_SDK: "/about/details/pc_SDK",
  permission_license: "/about/details/permission_license",
};
const isProtocolType = (t: string): t is ProtocolType => t in PROTOCOL_PATHS;

/**
 * The legal documents (newest versions) and, for a signed-in student, whether they agreed.
 * @param studentId - the student when a valid token came with the request
 * @returns the spec's App protocols entity plus the texts
 */
export async function appProtocols(db: Queryable, studentId: number | null): Promise<AppProtocols> {
  const rows = await repo.latestProtocols(db);
  const docs = rows
    .filter((r): r is repo.ProtocolRow & { type: ProtocolType } => isProtocolType(r.type))
    .map(presentProtocol);
  const agreed = studentId !== null && (await repo.agreedToLatest(db, studentId));
  return {
    using_protocol: PROTOCOL_PATHS.using_protocol,
    privacy_policy: PROTOCOL_PATHS.privacy_policy,
    third_party_SDK_list: { pc_SDK: PROTOCOL_PATHS.pc_SDK },
    permission_license: PROTOCOL_PATHS.permission_license,
    docs,
    agreed: agreed ? 1 : 0,
  };
}

/**
 * One page of notices visible to the student's school.
 * @returns items and total
 */
export async function noticeList(db: Db, schoolId: number, studentId: number, page: number, limit: number) {
  const { rows, total } = await repo.listNotices(db, {
    schoolId,
    studentId,
    limit,
    offset: (page - 1) * limit,
  });
  return { total, items: rows.map(presentNoticeSummary) };
}

/**
 * One notice, marked read.
 * @throws 404 when it does not exist or belongs to another school
 */
export async function noticeContent(db: Db, schoolId: number, studentId: number, id: number) {
  const row = await repo.findNotice(db, schoolId, studentId, id);
  if (!row) throw NotFound(`お知らせが見つかりません（ID: ${id}）。`);
  await repo.markNoticeRead(db, id, studentId, schoolId);
  return presentNotice(row);
}

/**
 * The signing secret: HIBIKI_SECRET when set, else one generated on first boot and kept in config.
 * @returns the secret
 */
export async function ensureSecret(db: Queryable, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const existing = (await repo.configValues(db)).get("secret");
  if (existing) return existing;
  await db.query("INSERT INTO config (key, value) VALUES ('secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString("base64url"),
  ]);
  return (await repo.configValues(db)).get("secret") as string;
}
