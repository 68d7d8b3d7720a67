// What makes the shell heavy: builds the web app with source maps into a temporary folder, then splits each
// chunk the sign-in route loads (the entry and its static imports) by npm package, or "app" for our own
// code, and prints each part's share of the chunk's gzip -9 size (the bytes each source owns in the
// minified file, scaled to the gzipped size). Issue 14's bundle analysis; run it after changing a library.
//   node apps/web/scripts/analyse-bundle.mjs [--top 12]
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const top = Number(process.argv[process.argv.indexOf("--top") + 1]) || 12;
const out = mkdtempSync(join(tmpdir(), "hibiki-analyse-"));
try {
  execFileSync("npx", ["vite", "build", "--sourcemap", "--outDir", out, "--emptyOutDir"], {
    cwd: web,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const manifest = JSON.parse(readFileSync(join(out, ".vite/manifest.json"), "utf8"));
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const files = new Set();
  const walk = (c) => {
    if (!c || files.has(c.file)) return;
    files.add(c.file);
    for (const i of c.imports ?? []) walk(manifest[i]);
  };
  walk(entry);
  const owners = new Map();
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(out, file), "utf8");
    const gz = gzipSync(code, { level: 9 }).length;
    total += gz;
    const lines = code.split("\n");
    const bytes = new Map();
    if (!existsSync(join(out, `${file}.map`))) {
      owners.set("bundler runtime", (owners.get("bundler runtime") ?? 0) + gz);
      continue;
    }
    let prev = null;
    new SourceMapConsumer(JSON.parse(readFileSync(join(out, `${file}.map`), "utf8"))).eachMapping((m) => {
      if (prev) {
        const len =
          m.generatedLine === prev.generatedLine
            ? m.generatedColumn - prev.generatedColumn
            : lines[prev.generatedLine - 1].length - prev.generatedColumn;
        const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(prev.source ?? "")?.[1] ?? "app";
        bytes.set(pkg, (bytes.get(pkg) ?? 0) + len);
      }
      prev = m;
    });
    const mapped = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, n] of bytes) owners.set(pkg, (owners.get(pkg) ?? 0) + (n / mapped) * gz);
  }
  console.log(`sign-in JS: ${files.size} chunks, ${(total / 1000).toFixed(1)} kB gzip -9, by package:`);
  for (const [pkg, n] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${pkg.padEnd(28)} ${(n / 1000).toFixed(1).padStart(6)} kB`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
