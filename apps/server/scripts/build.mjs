// Bundles src/main.ts into dist/main.js (Node 20, ESM). npm packages stay external (installed next to
// the repo); the workspace packages (@hibiki/*, TypeScript sources) are bundled in. Migrations are copied.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => !name.startsWith("@hibiki/"),
);

const dist = join(here, "dist");
rmSync(dist, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [join(here, "src/main.ts")],
  outfile: join(dist, "main.js"),
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
console.log(`server built: dist/main.js in ${Date.now() - started} ms`);
