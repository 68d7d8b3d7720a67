import pg from "pg";
import { describe, expect, it } from "vitest";
import { STARTUP_LOCK_KEY, withStartupLock } from "./startup-lock.ts";

const url = process.env.DATABASE_URL;
const onPostgres = process.env.HIBIKI_TEST_DB === "pg" && Boolean(url);

/** A promise and its resolve function. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((r) => {
    open = r;
  });
  return { wait, open };
}

describe.skipIf(!onPostgres)("withStartupLock on PostgreSQL", () => {
  it("lets one process do the startup work at a time; the others wait and then run", async () => {
    const order: string[] = [];
    const first = gate();
    const firstIn = gate();
    const a = withStartupLock(url, async () => {
      order.push("a starts");
      firstIn.open();
      await first.wait;
      order.push("a ends");
      return "a";
    });
    await firstIn.wait;
    const b = withStartupLock(url, async () => {
      order.push("b starts");
      return "b";
    });
    // b is blocked in pg_advisory_lock until a is done: wait until PostgreSQL shows it waiting.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (;;) {
        const { rows } = await admin.query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted",
          [STARTUP_LOCK_KEY],
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await admin.end();
    }
    expect(order).toEqual(["a starts"]);
    first.open();
    expect(await Promise.all([a, b])).toEqual(["a", "b"]);
    expect(order).toEqual(["a starts", "a ends", "b starts"]);
  });

  it("releases the lock when the work fails, and passes the failure on", async () => {
    await expect(
      withStartupLock(url, async () => {
        throw new Error("migration broke");
      }),
    ).rejects.toThrow("migration broke");
    expect(await withStartupLock(url, async () => "next")).toBe("next");
  });

  it("fails (instead of hanging) when the database cannot be reached", async () => {
    await expect(
      withStartupLock("postgres://postgres@127.0.0.1:1/none", async () => "never"),
    ).rejects.toThrow();
  });
});

describe("withStartupLock on the embedded database", () => {
  it("simply runs the work", async () => {
    expect(await withStartupLock(undefined, async () => 42)).toBe(42);
  });
});
