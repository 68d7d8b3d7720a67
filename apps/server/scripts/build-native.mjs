#!/usr/bin/env node
/**
 * Compiles the pocketsphinx speech worker (apps/server/native/speech-worker.c) into
 * apps/server/native/build/hibiki-speech-worker. Idempotent: does nothing when the binary is newer
 * than every source file. Exits non-zero with a clear message when gcc or the libraries are missing.
 * Usage: node apps/server/scripts/build-native.mjs [--force]
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const nativeDir = resolve(dirname(fileURLToPath(import.meta.url)), "../native");
const buildDir = join(nativeDir, "build");
const output = join(buildDir, "hibiki-speech-worker");

/** Returns true when the binary exists and is newer than all C sources and headers. */
function upToDate(sources) {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return sources.every((s) => statSync(s).mtimeMs <= built);
}

function main() {
  const files = readdirSync(nativeDir).filter((f) => f.endsWith(".c") || f.endsWith(".h"));
  const sources = files.filter((f) => f.endsWith(".c")).map((f) => join(nativeDir, f));
  if (!process.argv.includes("--force") && upToDate(files.map((f) => join(nativeDir, f)))) return;
  let flags;
  try {
    flags = execFileSync("pkg-config", ["--cflags", "--libs", "pocketsphinx", "sphinxbase"], {
      encoding: "utf8",
    })
      .trim()
      .split(/\s+/);
  } catch {
    console.error(
      "build-native: pkg-config found no pocketsphinx/sphinxbase; install libpocketsphinx-dev libsphinxbase-dev",
    );
    process.exit(1);
  }
  mkdirSync(buildDir, { recursive: true });
  // Compile to a temporary name and rename, so a concurrent run never sees a half-written binary.
  const tmp = `${output}.${process.pid}.tmp`;
  execFileSync("gcc", ["-O2", "-Wall", "-o", tmp, ...sources, ...flags, "-lm"], { stdio: "inherit" });
  renameSync(tmp, output);
  console.log(`build-native: built ${output}`);
}

main();
