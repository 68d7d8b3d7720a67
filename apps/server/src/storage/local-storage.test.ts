import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage.ts";
import { storageContract } from "./storage-contract.ts";

describe("LocalStorage", () => {
  let root: string;
  let storage: LocalStorage;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "hibiki-local-storage-"));
    storage = new LocalStorage(join(root, "files"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  storageContract(() => storage);

  it("keeps the layout of HIBIKI_DATA_DIR/files and leaves no temp files behind", async () => {
    await storage.put("rec/2026-11/abc.mp3", Buffer.from("ID3"), "audio/mpeg");
    expect(readFileSync(join(root, "files", "rec", "2026-11", "abc.mp3"), "utf8")).toBe("ID3");
    const all = readdirSync(join(root, "files"), { recursive: true }).map(String);
    expect(all.filter((f) => f.endsWith(".part"))).toEqual([]);
    expect(existsSync(join(root, "files", "rec", "2026-11"))).toBe(true);
  });
});
