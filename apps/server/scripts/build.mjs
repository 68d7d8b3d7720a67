// Bundles src/main.ts into dist/main.js (and the writing worker into dist/writing-worker.js) (Node 20, ESM). npm packages stay external (installed next to
// the repo); the workspace packages (@hibiki/*, TypeScript sources) are bundled in. Migrations are copied.
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => !name.startsWith("@hibiki/"),
);

// HIBIKI_SERVER_DIST_NAME builds a private copy beside dist/ (e.g. dist-mine/), for parallel work on one checkout.
const distName = process.env.HIBIKI_SERVER_DIST_NAME ?? "dist";
if (!/^dist(-[a-z0-9-]+)?$/.test(distName))
  throw new Error("HIBIKI_SERVER_DIST_NAME must be dist or dist-<name>");
const dist = join(here, distName);
rmSync(dist, { recursive: true, force: true });
const started = Date.now();
await build({
  // main.js serves everything; writing-worker.js is the writing checker's worker thread
  entryPoints: {
    main: join(here, "src/main.ts"),
    "writing-worker": join(here, "src/writing/worker-main.ts"),
  },
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __hibikiRequire } from 'node:module'; const require = __hibikiRequire(import.meta.url);",
  },
  logLevel: "warning",
});
cpSync(join(here, "src/db/migrations"), join(dist, "migrations"), { recursive: true });
// The learned speech scorer reads its trees next to the bundle (src/speech/model/scoring-model.ts).
cpSync(join(here, "src/speech/model/scoring-model.json"), join(dist, "scoring-model.json"));
// The speech worker is C (pocketsphinx); compiled once here, skipped when up to date.
execFileSync(process.execPath, [join(here, "scripts/build-native.mjs")], { stdio: "inherit" });
console.log(`server built: ${distName}/main.js in ${Date.now() - started} ms`);
