import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, skipPg, type TestApp } from "../test/build-test-app.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed.ts";

describe.skipIf(skipPg)("migrations and seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it("a migrated database has nothing left to apply, and seeding twice adds nothing", async () => {
    expect(await migrate(t.db)).toEqual([]);
    expect(await seed(t.db)).toBe(false);
    const n = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM students");
    expect(n?.n).toBe(37);
  });

  it("seeds the demo accounts the README lists", async () => {
    const rows = await t.db.query<{ username: string }>(
      `SELECT username FROM students WHERE username IN ('student1','student30','college1','newcard1','expired1')
       UNION ALL SELECT username FROM teachers WHERE username IN ('teacher1','admin1')`,
    );
    expect(rows).toHaveLength(7);
  });

  it("a failing migration is rolled back whole and reported by name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hibiki-mig-"));
    try {
      writeFileSync(
        join(dir, "20990101000000-create-broken.sql"),
        "CREATE TABLE half_done (id int);\nSELECT no_such_fn();",
      );
      await expect(migrate(t.db, dir)).rejects.toThrow(/20990101000000-create-broken\.sql/);
      const left = await t.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'",
      );
      expect(left?.n).toBe(0);
      // The connection is usable afterwards (no transaction left open).
      expect(await t.db.one<{ x: number }>("SELECT 1 AS x")).toEqual({ x: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
