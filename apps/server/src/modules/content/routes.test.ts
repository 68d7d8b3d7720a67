import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../env.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { useContentDir, writeFixtureContent } from "../textbook/test-fixture.ts";

describe.skipIf(skipPg)("content catalogue and /res/", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  let dataDir: string;
  let me: string;

  beforeAll(async () => {
    dir = writeFixtureContent();
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-res-data-"));
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir, HIBIKI_DATA_DIR: dataDir });
    useContentDir(t, dir);
    c = client(t.app);
    me = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders a model recording the build left to the server on its first request, then serves it from disk", async () => {
    const recipe = {
      "lazy.mp3": [{ text: "Good morning, everyone.", voice: "slt" }],
      "talk.mp3": [
        { text: "Where is the library?", voice: "awb" },
        { text: "It is next to the gym.", voice: "slt" },
      ],
    };
    writeFileSync(join(dir, "res/tb1-u2-blanks/103/audio-jobs.json"), JSON.stringify(recipe));
    const url = "/res/tb1-u2-blanks/103/audio/talk.mp3";
    const [first, second] = await Promise.all([url, url].map((u) => t.app.inject({ method: "GET", url: u })));
    for (const r of [first, second]) {
      expect(r?.statusCode, r?.body.slice(0, 200)).toBe(200);
      expect(r?.headers["content-type"]).toBe("audio/mpeg");
      expect(r?.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const mp3 = first?.rawPayload as Buffer;
    // An ID3 tag or an MPEG frame header, and about two seconds of 48 kbps speech, not an empty file.
    expect(
      mp3.subarray(0, 3).toString() === "ID3" || (mp3[0] === 0xff && ((mp3[1] ?? 0) & 0xe0) === 0xe0),
    ).toBe(true);
    expect(mp3.length).toBeGreaterThan(8_000);
    expect(second?.rawPayload.equals(mp3)).toBe(true);
    // Rendered once, into the data folder, not into the content build.
    expect(readdirSync(join(dataDir, "content-audio")).filter((f) => f.endsWith(".mp3"))).toHaveLength(1);
    expect(existsSync(join(dir, "res/tb1-u2-blanks/103/audio/talk.mp3"))).toBe(false);
    const again = await t.app.inject({ method: "GET", url });
    expect(again.rawPayload.equals(mp3)).toBe(true);
    // A name the recipe does not hold is still a 404.
    const missing = await t.app.inject({ method: "GET", url: "/res/tb1-u2-blanks/103/audio/other.mp3" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });

  it("serves assets with their type and immutable caching, and 404s unknown or unsafe paths", async () => {
    const audio = await t.app.inject({ method: "GET", url: "/res/tb1-u2-blanks/103/audio/b1.mp3?v=103" });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(audio.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of [
      "/res/tb1-u2-blanks/103/audio/zz.mp3",
      "/res/tb1-u2-blanks/.hidden/x",
      "/res/%2e%2e/catalog.json",
      "/res/x",
    ]) {
      const r = await t.app.inject({ method: "GET", url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().code).toBe(404);
    }
  });

  it("picks up a rebuilt catalogue without a restart", async () => {
    expect((await c.get("/v3/textbook/book-list", me)).json().data.items).toHaveLength(2);
    const file = join(dir, "catalog.json");
    const catalog = JSON.parse(readFileSync(file, "utf8"));
    catalog.books.push({ ...catalog.books[1], book_code: "tb3", order: 3 });
    writeFileSync(file, JSON.stringify(catalog));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const books = (await c.get("/v3/textbook/book-list", me)).json().data.items;
    expect(books.map((b: { book_id: string }) => b.book_id)).toEqual(["tb1", "tb2", "tb3"]);
  });

  it("a broken catalogue is a 503 envelope with a message for the student, not a crash", async () => {
    const file = join(dir, "catalog.json");
    writeFileSync(file, JSON.stringify({ books: [{ book_code: 1 }] }));
    const later = new Date(Date.now() + 10_000);
    utimesSync(file, later, later);
    const r = await c.get("/v3/textbook/book-list", me);
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 503, data: { error_key: "server_error" } });
    expect(r.json().message).toContain("教材データ");
  });
});

const DIST = join(REPO_ROOT, "content", "dist");

// The real content build output, when present: every resource must load and accept a skipped answer.
describe.skipIf(skipPg || !existsSync(join(DIST, "catalog.json")))("the built content/dist", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let me: string;
  beforeAll(async () => {
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: DIST });
    useContentDir(t, DIST);
    c = client(t.app);
    me = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(() => t?.close());

  it("serves every resource's info and JSON, and stores a skipped answer for each", async () => {
    const books = (await c.get("/v3/textbook/book-list", me)).json().data.items;
    expect(books.length).toBeGreaterThanOrEqual(2);
    const codes: string[] = [];
    for (const book of books) {
      const units = (await c.get(`/v3/textbook/unit-directory?book_id=${book.book_id}`, me)).json().data
        .units;
      for (const unit of units) {
        const list = (await c.get(`/v3/textbook/unit-list?unit_id=${unit.unit_id}`, me)).json().data;
        for (const s of list.sections)
          codes.push(...s.resources.map((r: { res_code: string }) => r.res_code));
      }
    }
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) {
      const info = await c.get(`/v3/textbook/resource-info?res_code=${code}`, me);
      expect(info.statusCode, code).toBe(200);
      const data = info.json().data;
      expect((await t.app.inject({ method: "GET", url: data.resource_url })).statusCode, code).toBe(200);
      const r = await c.postJson(
        "/v3/textbook/topic-answer-record",
        { res_code: code, guid: `smoke-${code}`, item: { question_id: data.question_ids[0], is_skipped: 1 } },
        me,
      );
      expect(r.statusCode, `${code}: ${r.body}`).toBe(200);
    }
  });
});
