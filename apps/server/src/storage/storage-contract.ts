import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readStored, type Storage } from "./storage.ts";

/** Reads a whole stream. */
async function drain(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream that sends `first` and then fails, as an upload cut off half-way. */
function brokenStream(first: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(first);
      } else this.destroy(new Error("connection reset"));
    },
  });
}

/**
 * The behaviour every Storage must have, run against LocalStorage and S3Storage alike: round trips with
 * content types, byte ranges, replacing, deleting, missing files, refused keys, and atomic puts (a reader
 * sees the old or the new file whole; a failed put leaves the old file).
 * @param store - the storage under test (read after the suite's beforeAll hooks ran)
 * @param opts.notAtomic - why the server under test cannot show atomic puts (the two tests of readers
 *   during a put are then skipped with this reason printed)
 */
export function storageContract(store: () => Storage, opts: { notAtomic?: string } = {}): void {
  // Each run uses its own folder of keys, so the suite can share a store with other tests.
  const run = `t${randomBytes(4).toString("hex")}`;
  const key = (name: string) => `${run}/${name}`;

  describe("storage contract", () => {
    it("stores bytes and gives them back with their size and content type", async () => {
      const s = store();
      const mp3 = randomBytes(3000);
      await s.put(key("rec/2026-11/a.mp3"), mp3, "audio/mpeg");
      const got = await s.get(key("rec/2026-11/a.mp3"));
      expect(got).not.toBeNull();
      expect(got?.size).toBe(3000);
      expect(got?.contentType).toBe("audio/mpeg");
      expect([got?.start, got?.end]).toEqual([0, 2999]);
      expect((await drain(got?.body as Readable)).equals(mp3)).toBe(true);
      expect(await s.head(key("rec/2026-11/a.mp3"))).toMatchObject({ size: 3000, contentType: "audio/mpeg" });
      await s.put(key("eval/x.xml"), "<r>日本</r>", "application/xml; charset=utf-8");
      expect((await readStored(s, key("eval/x.xml"), 1000))?.toString("utf8")).toBe("<r>日本</r>");
      expect((await s.head(key("eval/x.xml")))?.size).toBe(Buffer.byteLength("<r>日本</r>"));
      expect((await s.head(key("eval/x.xml")))?.contentType).toMatch(/^application\/xml/);
    });

    it("stores a stream, and an empty file", async () => {
      const s = store();
      const parts = [randomBytes(70_000), randomBytes(5), randomBytes(1)];
      await s.put(key("w/s.json"), Readable.from(parts), "application/json; charset=utf-8");
      expect((await readStored(s, key("w/s.json"), 1e6))?.equals(Buffer.concat(parts))).toBe(true);
      await s.put(key("w/empty.json"), Buffer.alloc(0), "application/json; charset=utf-8");
      const empty = await s.get(key("w/empty.json"));
      expect(empty?.size).toBe(0);
      expect((await drain(empty?.body as Readable)).length).toBe(0);
    });

    it("reads a byte range and answers the whole size", async () => {
      const s = store();
      const data = randomBytes(10_000);
      await s.put(key("r/range.mp3"), data, "audio/mpeg");
      const part = await s.get(key("r/range.mp3"), { start: 100, end: 199 });
      expect(part).toMatchObject({ start: 100, end: 199, size: 10_000 });
      expect((await drain(part?.body as Readable)).equals(data.subarray(100, 200))).toBe(true);
      const tail = await s.get(key("r/range.mp3"), { start: 9_999, end: 9_999 });
      expect((await drain(tail?.body as Readable)).equals(data.subarray(9_999))).toBe(true);
    });

    it("answers null for missing files and deletes idempotently", async () => {
      const s = store();
      expect(await s.get(key("none/a.mp3"))).toBeNull();
      expect(await s.head(key("none/a.mp3"))).toBeNull();
      await s.put(key("d/a.mp3"), Buffer.from("x"), "audio/mpeg");
      await s.delete(key("d/a.mp3"));
      expect(await s.get(key("d/a.mp3"))).toBeNull();
      expect(await s.head(key("d/a.mp3"))).toBeNull();
      await s.delete(key("d/a.mp3"));
      // a folder is not a file
      await s.put(key("f/inner/b.mp3"), Buffer.from("y"), "audio/mpeg");
      expect(await s.get(key("f/inner"))).toBeNull();
    });

    it("refuses keys that could leave the store", async () => {
      const s = store();
      const bad = [
        "",
        "/etc/passwd",
        "../x.mp3",
        "a/../../x",
        "a//b",
        ".hidden",
        "a/.x.part",
        "a/b c",
        "a\\b",
      ];
      for (const k of bad) {
        await expect(s.put(k, Buffer.from("x"), "audio/mpeg"), k).rejects.toThrow(/invalid storage key/);
        await expect(s.get(k), k).rejects.toThrow(/invalid storage key/);
        await expect(s.head(k), k).rejects.toThrow(/invalid storage key/);
        await expect(s.delete(k), k).rejects.toThrow(/invalid storage key/);
      }
    });

    const atomicTitle = (title: string) => (opts.notAtomic ? `${title} (skipped: ${opts.notAtomic})` : title);
    it.skipIf(opts.notAtomic)(
      atomicTitle("shows a new file only whole: readers during the put see no file or all of it"),
      async () => {
        const s = store();
        const k = key("a/fresh.mp3");
        const data = Buffer.alloc(1_500_000, 3);
        let putDone = false;
        const put = s.put(k, data, "audio/mpeg").finally(() => {
          putDone = true;
        });
        for (let i = 0; i < 50 && !putDone; i++) {
          const b = await readStored(s, k, 2e6);
          expect(b === null || b.equals(data), `read ${i} has ${b?.length} bytes`).toBe(true);
        }
        await put;
        expect((await readStored(s, k, 2e6))?.equals(data)).toBe(true);
      },
    );

    it.skipIf(opts.notAtomic)(
      atomicTitle("replaces a file atomically: readers during the put see the old or the new file whole"),
      async () => {
        const s = store();
        const k = key("a/atomic.mp3");
        const old = Buffer.alloc(1_000_000, 1);
        const next = Buffer.alloc(1_200_000, 2);
        await s.put(k, old, "audio/mpeg");
        let putDone = false;
        const put = s.put(k, next, "audio/mpeg").finally(() => {
          putDone = true;
        });
        const seen: number[] = [];
        // Read until the put has finished, then once more: every read is one of the two files, whole.
        for (let i = 0; i < 50 && (!putDone || seen.length === 0); i++) {
          const b = await readStored(s, k, 2e6);
          expect(b?.equals(old) || b?.equals(next), `read ${i} has ${b?.length} bytes`).toBe(true);
          seen.push(b?.length ?? 0);
        }
        await put;
        expect((await readStored(s, k, 2e6))?.equals(next)).toBe(true);
      },
    );

    it("keeps the old file when a put fails half-way", async () => {
      const s = store();
      const k = key("a/kept.mp3");
      const old = randomBytes(2000);
      await s.put(k, old, "audio/mpeg");
      await expect(s.put(k, brokenStream(randomBytes(100_000)), "audio/mpeg")).rejects.toThrow();
      expect((await readStored(s, k, 1e6))?.equals(old)).toBe(true);
      await expect(s.put(key("a/new.mp3"), brokenStream(randomBytes(10)), "audio/mpeg")).rejects.toThrow();
      expect(await s.head(key("a/new.mp3"))).toBeNull();
    });

    it("refuses to read a file larger than the caller allows", async () => {
      const s = store();
      await s.put(key("big/a.json"), Buffer.alloc(5000), "application/json");
      await expect(readStored(s, key("big/a.json"), 4999)).rejects.toThrow(/more than 4999/);
    });
  });
}
