// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every compressible file
// of the built web app, after `vite build`; the server sends them to browsers that accept them
// (apps/server/src/plugins/web.ts, @fastify/static `preCompressed`).
//
// Usage: node scripts/precompress.mjs [dist folder, default apps/web/dist]
//
// Compressible: JS, CSS, HTML, SVG, JSON, maps, text, wasm and uncompressed fonts (ttf/otf/eot; woff and
// woff2 are compressed already, like images and audio). Files under 1 kB are skipped (a header and a
// round trip cost more than they save), and so is a file whose compressed form is not smaller: its stale
// .br/.gz from an earlier run is removed, so the server falls back to the original. The output depends only
// on the input bytes (gzip's header carries no name or time), so builds are reproducible.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = resolve(process.argv[2] ?? join(here, "dist"));

/** Smallest file worth compressing, in bytes (the same threshold as the API's JSON answers). */
const MIN_BYTES = 1024;
/** Extensions of files that compress well; brotli's text mode for the text ones. */
const TEXT = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".map",
  ".txt",
  ".xml",
]);
const BINARY = new Set([".wasm", ".ttf", ".otf", ".eot"]);
const ENCODED = [".br", ".gz"];

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Every file under a folder, recursively, in a stable order.
 * @param {string} dir - the folder
 * @returns {string[]} absolute paths
 */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
    );
}

/**
 * Compresses one file both ways, keeping only the encodings that make it smaller.
 * @param {string} file - absolute path of the original
 * @returns {Promise<{ raw: number, br: number, gz: number }>} sizes (an unwritten encoding counts as raw)
 */
async function precompress(file) {
  const ext = extname(file).toLowerCase();
  const data = readFileSync(file);
  const sizes = { raw: data.length, br: data.length, gz: data.length };
  const outputs = {
    ".br": () =>
      br(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: TEXT.has(ext)
            ? constants.BROTLI_MODE_TEXT
            : constants.BROTLI_MODE_GENERIC,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ".gz": () => gz(data, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const suffix of ENCODED) {
    const target = file + suffix;
    const packed = data.length >= MIN_BYTES ? await outputs[suffix]() : undefined;
    if (packed && packed.length < data.length) {
      writeFileSync(target, packed);
      sizes[suffix === ".br" ? "br" : "gz"] = packed.length;
    } else {
      rmSync(target, { force: true });
    }
  }
  return sizes;
}

if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`precompress: ${dist} is not a folder (run vite build first)`);
  process.exit(1);
}
const files = filesUnder(dist).filter((f) => {
  const ext = extname(f).toLowerCase();
  return !ENCODED.includes(ext) && (TEXT.has(ext) || BINARY.has(ext));
});
const results = await Promise.all(files.map(precompress));
const total = results.reduce((t, s) => ({ raw: t.raw + s.raw, br: t.br + s.br, gz: t.gz + s.gz }), {
  raw: 0,
  br: 0,
  gz: 0,
});
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `precompress: ${files.length} files in ${relative(process.cwd(), dist) || "."}: ${kb(total.raw)} raw, ` +
    `${kb(total.gz)} gzip, ${kb(total.br)} brotli`,
);
