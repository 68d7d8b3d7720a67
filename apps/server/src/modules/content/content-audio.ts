import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { AUDIO_JOBS_FILE, type AudioJobs, AudioJobsSchema, audioKey, ensureAudio } from "@hibiki/content";

/** How many clips render at once (flite + sox + lame, each a fraction of a second of one core). */
const RENDERS_AT_ONCE = 2;
/** Recipes kept in memory (one per resource version; a few kB each). */
const RECIPES_KEPT = 256;

/**
 * The model audio of the built content, rendered on first request: the build writes each resource
 * version's recipe (`audio-jobs.json`), and a clip that is not in `dist` is synthesised from it into the
 * data folder's cache, once however many students ask for it at the same moment.
 */
export class ContentAudio {
  private readonly recipes = new Map<string, Promise<AudioJobs | undefined>>();
  private readonly rendering = new Map<string, Promise<string>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * @param contentDir - the built content folder (read on every call: tests change it after boot)
   * @param cacheDir - where rendered clips are kept (HIBIKI_DATA_DIR/content-audio)
   * @param render - the synthesis (ensureAudio of @hibiki/content; tests count calls)
   */
  constructor(
    private readonly contentDir: () => string,
    private readonly cacheDir: string,
    private readonly render = ensureAudio,
  ) {}

  /**
   * The rendered file of a clip that the build planned but did not render.
   * @param code - the resource's res_code (a checked path segment)
   * @param version - its res_version (a checked path segment)
   * @param name - the clip's file name inside audio/
   * @returns the cached mp3's path, or undefined when the version has no such clip
   * @throws when synthesis fails
   */
  async clip(code: string, version: string, name: string): Promise<string | undefined> {
    const lines = (await this.recipe(code, version))?.[name];
    if (!lines) return undefined;
    const key = audioKey(lines);
    let job = this.rendering.get(key);
    if (!job) {
      job = this.limited(() => this.render(lines, this.cacheDir)).then((r) => r.path);
      this.rendering.set(key, job);
      // Once on disk, later requests find it through ensureAudio's cache check; a failure may be retried.
      void job.then(
        () => this.rendering.delete(key),
        () => this.rendering.delete(key),
      );
    }
    return job;
  }

  /** A version's recipe, read and checked once (undefined when it has none or it is unreadable). */
  private recipe(code: string, version: string): Promise<AudioJobs | undefined> {
    const dir = join(this.contentDir(), "res", code, version);
    let recipe = this.recipes.get(dir);
    if (!recipe) {
      recipe = readFile(join(dir, AUDIO_JOBS_FILE), "utf8").then(parseRecipe, () => undefined);
      if (this.recipes.size >= RECIPES_KEPT) this.recipes.delete(this.recipes.keys().next().value as string);
      this.recipes.set(dir, recipe);
      // Only a readable recipe is kept: a version being built right now may have one a moment later.
      void recipe.then((r) => {
        if (!r) this.recipes.delete(dir);
      });
    }
    return recipe;
  }

  /** Runs `task` when fewer than RENDERS_AT_ONCE renders run. */
  private async limited<T>(task: () => Promise<T>): Promise<T> {
    // A finished render hands its slot straight to the next in line, so the count never overshoots.
    if (this.running >= RENDERS_AT_ONCE) await new Promise<void>((go) => this.waiting.push(go));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** A recipe file's text, checked; undefined when it is not valid JSON of the recipe's shape. */
function parseRecipe(text: string): AudioJobs | undefined {
  try {
    const parsed = AudioJobsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
