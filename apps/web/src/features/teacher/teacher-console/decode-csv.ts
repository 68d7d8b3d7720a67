/** The text encodings a roster file from a Japanese school arrives in. */
export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "shift_jis";

/** A decoded file: its text (without a BOM) and the encoding it was read as. */
export type DecodedCsv = { text: string; encoding: CsvEncoding };

/**
 * The share of NUL bytes at even and odd offsets: UTF-16 text of mostly ASCII (a CSV of account IDs and
 * passwords) has a NUL in every other byte, which no other encoding here has.
 */
function utf16WithoutBom(bytes: Uint8Array): CsvEncoding | null {
  const n = Math.min(bytes.length, 4000) & ~1;
  if (n < 4) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const pairs = n / 2;
  if (odd / pairs > 0.3 && even / pairs < 0.05) return "utf-16le";
  if (even / pairs > 0.3 && odd / pairs < 0.05) return "utf-16be";
  return null;
}

/**
 * Reads a roster CSV's bytes as Excel and Japanese tools write them: UTF-8 with or without a BOM, UTF-16
 * (Excel's 「Unicode テキスト」, with a BOM or, rarely, without), else Shift_JIS / CP932 (Excel's default
 * 「CSV (コンマ区切り)」 on Japanese Windows; the WHATWG "shift_jis" decoder is CP932). Bytes that are
 * not valid in the chosen encoding become U+FFFD, which the server reports as garbled on that row.
 * @param bytes - the file's bytes
 * @returns the text and the encoding it was read as
 */
export function decodeCsv(bytes: Uint8Array): DecodedCsv {
  const decode = (encoding: CsvEncoding, from = 0): DecodedCsv => ({
    text: new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(from)),
    encoding,
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode("utf-8", 3);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode("utf-16le", 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode("utf-16be", 2);
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return decode(utf16);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return decode("shift_jis");
  }
}
