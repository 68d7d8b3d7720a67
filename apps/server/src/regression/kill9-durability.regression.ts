import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/fresh-database.ts";
import { WORD_LIST } from "./school-fixtures.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/**
 * kill -9 durability: the real server (a child process) takes answers from several students at once;
 * at a random moment (after a random number of acknowledged answers) the whole process group gets
 * SIGKILL, the server is started again on the same data, and every answer it acknowledged (2xx) must
 * be there. On PGlite (a data folder) in the `regression` lane and on a fresh PostgreSQL database in
 * `regression-pg`. HIBIKI_DURABILITY_TRIALS sets the number of trials (default 5).
 * Prints "durability: N trials, M acknowledged answers, 0 lost (<database>)".
 */

const TRIALS = Number(process.env.HIBIKI_DURABILITY_TRIALS ?? 5);
const STUDENTS = ["student1", "student2", "student3", "student4"];
const onPostgres = process.env.HIBIKI_TEST_DB === "pg";
const skip = onPostgres && !process.env.DATABASE_URL;

describe.skipIf(skip)(`kill -9 durability (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let work: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let drop = async () => {};

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "hibiki-kill9-"));
    env = {
      // PGlite unless a fresh database is set below (a DATABASE_URL of the shell must not leak in)
      DATABASE_URL: "",
      HIBIKI_DATA_DIR: join(work, "data"),
      HIBIKI_LOGIN_RATE_MAX: "100000",
      HIBIKI_LOGIN_IP_RATE_MAX: "100000",
      HIBIKI_LOGIN_GLOBAL_RATE_MAX: "100000",
      HIBIKI_LOGIN_SLOW_AFTER: "100000",
      HIBIKI_LOGIN_IP_SLOW_AFTER: "100000",
    };
    if (onPostgres) {
      const db = await freshDatabase("hibiki_k9");
      env.DATABASE_URL = db.url;
      drop = db.drop;
    }
  });
  afterAll(async () => {
    await server?.kill9();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it("keeps every acknowledged answer through repeated kill -9 and restart", async () => {
    server = await startServer(env);
    const tokens: string[] = [];
    for (const account of STUDENTS) {
      const r = await fetch(`${server.url}/v3/student/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account, password: "pass1234" }),
      });
      expect(r.status).toBe(200);
      tokens.push(((await r.json()) as { data: { token: string } }).data.token);
    }

    let acknowledged = 0;
    const lost: string[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      const live = server;
      // The kill comes after a random number of acknowledged answers, with requests still in flight.
      const killAfter = randomInt(100, 300);
      const acked: Array<{ guid: string; token: string }> = [];
      let killed: Promise<void> | undefined;
      const client = async (token: string, c: number) => {
        for (let n = 0; !killed; n++) {
          const guid = `k9-${trial}-${c}-${n}`;
          let status = 0;
          try {
            const r = await fetch(`${live.url}/v3/textbook/topic-answer-record`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({
                res_code: WORD_LIST,
                guid,
                is_completed: 1,
                item: { question_id: "wc01", answer_result: n % 3 },
              }),
            });
            status = r.status;
            await r.arrayBuffer();
          } catch {
            return; // the server is gone
          }
          if (status >= 200 && status < 300) acked.push({ guid, token });
          else if (!killed) throw new Error(`answer ${guid} answered ${status}`);
          if (acked.length >= killAfter && !killed) killed = live.kill9();
        }
      };
      await Promise.all(tokens.map((token, c) => client(token, c)));
      await killed;

      server = await startServer(env);
      const restarted = server;
      acknowledged += acked.length;
      // Every acknowledged answer is read back from the restarted server, a few at a time.
      for (let i = 0; i < acked.length; i += 8) {
        await Promise.all(
          acked.slice(i, i + 8).map(async ({ guid, token }) => {
            const r = await fetch(
              `${restarted.url}/v3/textbook/topic-answer-result?res_code=${WORD_LIST}&guid=${guid}`,
              { headers: { authorization: `Bearer ${token}` } },
            );
            const body = (await r.json()) as { data?: { summary?: { answered?: number } } };
            if (r.status !== 200 || (body.data?.summary?.answered ?? 0) < 1) lost.push(guid);
          }),
        );
      }
    }
    await server.stop();
    server = undefined;
    console.log(
      `durability: ${TRIALS} trials, ${acknowledged} acknowledged answers, ${lost.length} lost (${onPostgres ? "PostgreSQL" : "PGlite"})`,
    );
    expect(lost).toEqual([]);
    expect(acknowledged).toBeGreaterThanOrEqual(TRIALS * 100);
  }, 600_000);
});
