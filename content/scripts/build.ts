/**
 * Builds content/dist from the YAML sources: `npm run build -w content`.
 * Options: --audio (render every model recording now; by default the server renders each on its first
 * request, from the recipe in audio-jobs.json), --content <dir> and --out <dir> (other folders, for tests).
 * Exits 1 and prints "file:line:col field: message" for every problem; nothing is written then.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildContent } from "../src/build-content.ts";
import { formatContentError } from "../src/errors.ts";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const defaultDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const contentDir = resolve(option("--content") ?? defaultDir);
const summary = await buildContent({
  contentDir,
  outDir: resolve(option("--out") ?? join(contentDir, "dist")),
  // The cache is shared by every content folder: same text and voice, same file.
  cacheDir: join(defaultDir, ".cache", "audio"),
  // --no-audio, the old way to skip synthesis, is the default now.
  audio: process.argv.includes("--audio"),
  repoRoot: resolve(contentDir, ".."),
});
if (summary.errors.length > 0) {
  for (const error of summary.errors) console.error(formatContentError(error));
  console.error(`content build failed: ${summary.errors.length} error(s), nothing written`);
  process.exit(1);
}
const audio = process.argv.includes("--audio")
  ? `${summary.audioFiles} audio files (${summary.audioCached} from cache)`
  : `${summary.audioPlanned} model recordings for the server to render on first request`;
console.log(
  `content built: ${summary.resources} resources, ${summary.items} items, ${audio}, ${summary.seconds} s`,
);
