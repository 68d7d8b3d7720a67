import { describe, expect, it } from "vitest";
import { decodeCsv } from "./decode-csv.ts";
import { ROSTER_BYTES } from "./roster-bytes.test-data.ts";

// A roster as a Japanese teacher types it, with a CP932-only character (①) and a long vowel mark.
const ROSTER =
  "出席番号,アカウント,パスワード,名前\r\n1,sato01,abc123,佐藤 ①花子\r\n2,suzuki02,pass99,鈴木 ゆうと\r\n";

/** The roster's bytes as iconv wrote them in an encoding (the browser test feeds iconv's output live). */
const iconv = (to: string): Uint8Array =>
  Uint8Array.from((ROSTER_BYTES[to] ?? "").match(/../g) ?? [], (h) => Number.parseInt(h, 16));

describe("decodeCsv: roster files from Japanese Excel and tools", () => {
  it.each([
    ["CP932", "shift_jis"],
    ["UTF-16", "utf-16le"], // iconv writes a BOM (little-endian here), as Excel's 「Unicode テキスト」 does
    ["UTF-16LE", "utf-16le"], // no BOM
    ["UTF-16BE", "utf-16be"], // no BOM
    ["UTF-8", "utf-8"],
  ])("reads a file iconv wrote in %s as %s, word for word", (from, encoding) => {
    expect(iconv(from).length).toBeGreaterThan(90);
    const decoded = decodeCsv(iconv(from));
    expect(decoded).toEqual({ text: ROSTER, encoding });
  });

  it("drops a UTF-8 BOM", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(ROSTER)]);
    expect(decodeCsv(bytes)).toEqual({ text: ROSTER, encoding: "utf-8" });
  });

  it("reads Shift_JIS that is also nearly ASCII (only the names are Japanese)", () => {
    expect(decodeCsv(iconv("SHIFT_JIS ascii"))).toEqual({
      text: "username,password,nickname\r\nkato1,abc123,加藤\r\n",
      encoding: "shift_jis",
    });
  });

  it("marks bytes that are not text with U+FFFD instead of guessing", () => {
    const bytes = new Uint8Array([...new TextEncoder().encode("username,password\r\nab"), 0x81, 0x0a]);
    expect(decodeCsv(bytes).text).toContain("\uFFFD");
  });
});
