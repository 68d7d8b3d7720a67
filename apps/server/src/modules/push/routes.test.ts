import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { sendPush } from "./service.ts";

type Seen = { path: string; headers: Record<string, string | string[] | undefined>; bytes: number };

/** A browser-like subscription: a real P-256 key pair and auth secret, pointing at the test push service. */
function subscription(endpoint: string): string {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  });
}

describe.skipIf(skipPg)("web push", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let server: Server;
  let base: string;
  let dir: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    // A real HTTPS push service with a self-signed certificate; the gone/ path answers 410 like an expired subscription.
    dir = mkdtempSync(join(tmpdir(), "hibiki-push-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    server = createServer(
      { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
      (req, res) => {
        let bytes = 0;
        req.on("data", (d: Buffer) => {
          bytes += d.length;
        });
        req.on("end", () => {
          seen.push({ path: req.url ?? "", headers: req.headers, bytes });
          res.statusCode = req.url?.startsWith("/gone") ? 410 : 201;
          res.end();
        });
      },
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await buildTestApp();
    c = client(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => server?.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it("generates the VAPID key pair once and serves the public key", async () => {
    const a = (await c.get("/v3/app/push-public-key")).json().data.public_key;
    const b = (await c.get("/v3/app/push-public-key")).json().data.public_key;
    expect(a).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect(b).toBe(a);
    const stored = await t.db.one<{ value: string }>(
      "SELECT value FROM config WHERE key = 'vapid_public_key'",
    );
    expect(stored?.value).toBe(a);
  });

  it("sends encrypted, VAPID-signed pushes to stored subscriptions and removes expired ones", async () => {
    const school = await createTestSchool(t, { students: 2 });
    const s1 = await school.students[0]!.signIn();
    const s2 = await school.students[1]!.signIn();
    expect(
      (await c.postForm("/v3/student/fcm-token", { fcm_token: subscription(`${base}/ok/1`) }, s1)).statusCode,
    ).toBe(200);
    await c.postForm("/v3/student/fcm-token", { fcm_token: subscription(`${base}/gone/2`) }, s2);
    await c.postForm("/v3/student/fcm-token", { fcm_token: "legacy-fcm-token" }, s2);
    const ids = school.students.map((s) => s.id);
    const report = await sendPush(
      t.db,
      t.app.log,
      ids,
      { title: "新しい宿題", body: "単語", jump_schema: 2, homework_id: 5, message_id: 9 },
      new Agent({ rejectUnauthorized: false }),
    );
    expect(report).toEqual({ sent: 1, failed: 0, removed: 1, skipped: 1 });
    const ok = seen.find((s) => s.path === "/ok/1")!;
    expect(ok.headers["content-encoding"]).toBe("aes128gcm");
    const key = (await c.get("/v3/app/push-public-key")).json().data.public_key;
    expect(String(ok.headers.authorization)).toContain(`k=${key}`);
    expect(ok.bytes).toBeGreaterThan(100);
    const left = await t.db.query<{ token: string }>(
      "SELECT token FROM student_fcm_tokens WHERE student_id = ANY($1::int[])",
      [ids],
    );
    expect(left.map((r) => r.token).some((tok) => tok.includes("/gone/"))).toBe(false);
    expect(left).toHaveLength(2);
  });
});
