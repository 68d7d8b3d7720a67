import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, skipPg, type TestApp } from "../test/build-test-app.ts";
import { makeToneRecording } from "../test/tone-recording.ts";

import { CALL_PROBES, contractCalls, type Probe, RAW_PROBES } from "./access-probes.ts";
import { buildSchoolFixture, injector, login, type SchoolFixture } from "./school-fixtures.ts";
import { changedTables, schoolSnapshot } from "./school-snapshot.ts";

/**
 * The cross-school access matrix: every `/v3` route × every caller (student, teacher and administrator of
 * each school, and anonymous), each request naming the OTHER school's objects where the route takes ids.
 * A caller never sees the other school's data (its marked names are searched in every response), never
 * changes it (its rows are fingerprinted before and after), gets a 4xx where the ids are foreign, a
 * 401/403 on another role's routes, and never a 5xx. The owners then replay each request and must get a
 * 2xx, which proves the requests were valid. Prints "access matrix: N requests, 0 leaks (<database>)".
 */

type Role = "student" | "teacher" | "admin" | "anonymous";
type Caller = { role: Role; token?: string };

/** What a caller of this role must get from the probe. */
function expectationFor(p: Probe, role: Role): "unauthorised" | "forbidden" | Probe["expect"] {
  if (p.auth === "none") return p.expect;
  if (role === "anonymous") return "unauthorised";
  if (p.auth === "student") return role === "student" ? p.expect : "unauthorised";
  if (role === "student") return "unauthorised";
  if (p.adminOnly && role === "teacher") return "forbidden";
  if (role === "teacher" && p.expectFor?.teacher) return p.expectFor.teacher;
  return p.expect;
}

/** A small multipart/form-data body of text fields. */
function multipartOf(fields: Record<string, unknown>) {
  const boundary = "----hibikiMatrixFields";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
  );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Removes every string the request itself sent, so an echo of the caller's input is not a leak. */
function withoutEcho(body: string, input: Record<string, unknown>): string {
  let out = body;
  const strings = Object.values(input).flatMap((v) => (typeof v === "string" ? [v] : []));
  for (const s of strings.filter((x) => x.length >= 3).sort((a, b) => b.length - a.length))
    out = out.split(s).join("");
  return out;
}

describe.skipIf(skipPg)("cross-school access matrix", () => {
  let t: TestApp;
  let work: string;
  let a: SchoolFixture;
  let b: SchoolFixture;
  let requests = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "hibiki-matrix-"));
    const { mp3 } = makeToneRecording(work);
    // Every caller signs in from one address: the login limits must not be what refuses them.
    t = await buildTestApp({
      HIBIKI_DATA_DIR: join(work, "data"),
      HIBIKI_LOGIN_RATE_MAX: "100000",
      HIBIKI_LOGIN_IP_RATE_MAX: "100000",
      HIBIKI_LOGIN_GLOBAL_RATE_MAX: "100000",
      HIBIKI_LOGIN_SLOW_AFTER: "100000",
      HIBIKI_LOGIN_IP_SLOW_AFTER: "100000",
    });
    a = await buildSchoolFixture(
      t.app,
      t.db,
      { teacher: "teacher1", admin: "mkalpha_admin" },
      "mkalpha",
      mp3,
    );
    b = await buildSchoolFixture(
      t.app,
      t.db,
      { teacher: "sakura_teacher1", admin: "mkbravo_admin" },
      "mkbravo",
      mp3,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Sends one probe as the caller, with the target school's ids. */
  async function send(p: Probe, caller: Caller, target: SchoolFixture, self: SchoolFixture) {
    const input = p.input?.(target, self) ?? {};
    const { $path, ...fields } = input as { $path?: string } & Record<string, unknown>;
    let url = typeof $path === "string" ? $path : p.path;
    const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
    let payload: string | object | undefined;
    if (p.method === "GET") {
      const q = new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      if (q) url += `${url.includes("?") ? "&" : "?"}${q}`;
    } else if (p.multipart) {
      const m = multipartOf(fields);
      payload = m.payload;
      headers["content-type"] = m.type;
    } else {
      payload = fields;
    }
    requests += 1;
    const res: LightMyRequestResponse = await t.app.inject({
      method: p.method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    return { res, input: fields, url };
  }

  /** Sends the probe and records every broken rule. */
  async function check(p: Probe, caller: Caller, target: SchoolFixture, self: SchoolFixture) {
    const { res, input, url } = await send(p, caller, target, self);
    const label = `${caller.role}@${self.marker} ${p.method} ${url}${p.variant ? ` [${p.variant}]` : ""}`;
    const status = res.statusCode;
    const body = withoutEcho(res.body, input);
    const leaked = target.secrets.filter((s) => body.includes(s));
    if (status >= 500) failures.push(`${label}: ${status} ${res.body.slice(0, 200)}`);
    if (leaked.length) failures.push(`${label}: ${status} shows the other school's ${leaked.join(", ")}`);
    const want = expectationFor(p, caller.role);
    if (want === "unauthorised" && status !== 401 && status !== 403)
      failures.push(`${label}: another role's route answered ${status}`);
    if (want === "forbidden" && status !== 403)
      failures.push(`${label}: admin-only route answered ${status}`);
    if (want === "refuse" && (status < 400 || status >= 500))
      failures.push(`${label}: the other school's ids were accepted (${status} ${res.body.slice(0, 160)})`);
  }

  async function callersOf(s: SchoolFixture): Promise<Caller[]> {
    const send = injector(t.app);
    return [
      { role: "student", token: await login(send, "student", s.student) },
      { role: "teacher", token: await login(send, "teacher", s.teacher) },
      { role: "admin", token: await login(send, "teacher", s.admin) },
      { role: "anonymous" },
    ];
  }

  /** Every caller of `self` against the objects of `target`; the target's rows must not change. */
  async function phase(self: SchoolFixture, target: SchoolFixture) {
    const callers = await callersOf(self);
    const before = await schoolSnapshot(t.db, target.schoolId);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    const probes = [...CALL_PROBES, ...RAW_PROBES];
    for (const caller of callers)
      for (const p of probes.filter((x) => x.expect !== "self" && !x.touchesTarget))
        await check(p, caller, target, self);
    const changed = changedTables(before, await schoolSnapshot(t.db, target.schoolId));
    if (changed.length) failures.push(`${self.marker} changed ${target.marker}'s ${changed.join(", ")}`);
    // Then what acts on accounts by design (failed logins, reset codes) and on the caller's own account.
    const last = probes
      .filter((x) => x.touchesTarget || x.expect === "self")
      .sort((x, y) => Number(x.path.endsWith("/logout")) - Number(y.path.endsWith("/logout")));
    for (const caller of callers) for (const p of last) await check(p, caller, target, self);
    // The student left its class above: back in, so the owners' replays below find their classwork.
    const send = injector(t.app);
    const rejoined = await send({
      method: "POST",
      url: "/v3/student/join-class",
      payload: { class_code: self.classCode },
      token: await login(send, "student", self.student),
    });
    expect(rejoined.statusCode).toBe(200);
  }

  it("lists every registered /v3 route in the table", () => {
    const routes = new Set(
      [...t.app.printRoutes({ commonPrefix: false }).matchAll(/(\/v3\/\S+) \(/g)].map((m) => m[1] ?? ""),
    );
    const probed = new Set([...CALL_PROBES, ...RAW_PROBES].map((p) => p.path));
    expect(routes.size).toBeGreaterThan(100);
    expect([...routes].filter((r) => !probed.has(r))).toEqual([]);
    expect(
      contractCalls()
        .filter((d) => !probed.has(d.path))
        .map((d) => d.path),
    ).toEqual([]);
  });

  it("lets no school read or change another school's data, and no role call another's routes", async () => {
    await phase(a, b);
    await phase(b, a);
    // The owners replay the requests: each must succeed, so the refusals above were the school boundary.
    const post = injector(t.app);
    const beforeControls = await schoolSnapshot(t.db, b.schoolId);
    for (const owner of [a, b]) {
      const tokens = {
        student: await login(post, "student", owner.student),
        teacher: await login(post, "teacher", owner.teacher),
        admin: await login(post, "teacher", owner.admin),
      };
      for (const p of CALL_PROBES.filter((x) => x.control !== false && x.expect !== "self")) {
        const role =
          p.auth === "none"
            ? "anonymous"
            : p.auth === "student"
              ? "student"
              : p.adminOnly || p.controlAs
                ? "admin"
                : "teacher";
        const caller: Caller = role === "anonymous" ? { role } : { role, token: tokens[role] };
        const { res, url } = await send(p, caller, owner, owner);
        if (res.statusCode >= 300)
          failures.push(
            `control ${role}@${owner.marker} ${p.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    // The owners' own writes show in the fingerprint: it would have seen another school's.
    expect(changedTables(beforeControls, await schoolSnapshot(t.db, b.schoolId))).toContain("classes");
    const db = process.env.HIBIKI_TEST_DB === "pg" ? "PostgreSQL" : "PGlite";
    console.log(`access matrix: ${requests} requests, ${failures.length} leaks (${db})`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(1000);
  }, 300_000);
});
