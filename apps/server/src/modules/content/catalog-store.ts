import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type Catalog, type CatalogIndex, CatalogSchema, indexCatalog } from "@hibiki/content";
import { type Resource, ResourceSchema } from "@hibiki/exercises";
import { REPO_ROOT } from "../../env.ts";
import { AppError } from "../../errors.ts";

/** A loaded catalogue with its lookups. */
export type LoadedCatalog = { catalog: Catalog; index: CatalogIndex };

/**
 * Where the built content lives: HIBIKI_CONTENT_DIR when the environment has it, else <repo>/content/dist.
 * @param env - the validated environment (HIBIKI_CONTENT_DIR is optional)
 * @returns an absolute folder path
 */
export function contentDirOf(env: { HIBIKI_CONTENT_DIR?: string | undefined }): string {
  return env.HIBIKI_CONTENT_DIR ? resolve(env.HIBIKI_CONTENT_DIR) : join(REPO_ROOT, "content", "dist");
}

/**
 * Thrown when the built content is missing or does not match its schema: a deployment fault, answered
 * 503 with a message the student can act on (the detail is logged, not shown).
 */
export class ContentUnavailableError extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super(503, "server_error", "教材データを読み込めません。しばらくしてからもう一度お試しください。");
    this.name = "ContentUnavailableError";
    this.detail = detail;
  }
}

/**
 * Reads content/dist (catalog.json and resource.json files) and keeps them in memory. The catalogue is
 * re-read when catalog.json changes on disk, so a content rebuild needs no restart; resources are cached
 * by res_code and res_version (a version never changes its files).
 */
export class ContentCatalog {
  readonly #dirOf: () => string;
  #cachedDir = "";
  #loaded: { mtimeMs: number; value: LoadedCatalog } | undefined;
  #resources = new Map<string, Resource>();

  /** @param dirOf - returns the content/dist folder; read on every use, so a changed setting applies at once */
  constructor(dirOf: () => string) {
    this.#dirOf = dirOf;
  }

  /** The content/dist folder served under /res/ (caches are dropped when it changes). */
  get dir(): string {
    const dir = this.#dirOf();
    if (dir !== this.#cachedDir) {
      this.#cachedDir = dir;
      this.#loaded = undefined;
      this.#resources.clear();
    }
    return dir;
  }

  /**
   * The current catalogue.
   * @returns the parsed catalogue and its index
   * @throws ContentUnavailableError when catalog.json is missing or invalid
   */
  async load(): Promise<LoadedCatalog> {
    const file = join(this.dir, "catalog.json");
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      throw new ContentUnavailableError(`content catalogue not found at ${file} (run the content build)`);
    }
    if (this.#loaded && this.#loaded.mtimeMs === mtimeMs) return this.#loaded.value;
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, "utf8"));
    } catch (err) {
      // e.g. read while a content build is rewriting it; the next request tries again
      throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
    }
    const parsed = CatalogSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ContentUnavailableError(`${file} is invalid: ${parsed.error.issues[0]?.message ?? "?"}`);
    }
    const value = { catalog: parsed.data, index: indexCatalog(parsed.data) };
    // Keep parsed resources whose version is still listed; drop the rest so rebuilds do not pile up.
    const live = new Set(
      [...value.index.byCode.values(), ...value.index.cefrByCode.values()].map(
        (r) => `${r.res_code}@${r.res_version}`,
      ),
    );
    for (const key of this.#resources.keys()) if (!live.has(key)) this.#resources.delete(key);
    this.#loaded = { mtimeMs, value };
    return value;
  }

  /**
   * A resource's built JSON, parsed with ResourceSchema (needed to score answers).
   * @param resCode - the resource code
   * @returns the catalogue entry and the resource, or undefined for an unknown res_code
   * @throws ContentUnavailableError when the catalogue lists it but its file is missing or invalid
   */
  async resource(
    resCode: string,
  ): Promise<
    { entry: NonNullable<ReturnType<CatalogIndex["byCode"]["get"]>>; resource: Resource } | undefined
  > {
    const { index } = await this.load();
    const entry = index.byCode.get(resCode);
    return entry ? { entry, resource: await this.#parsed(entry) } : undefined;
  }

  /**
   * A level-test resource's built JSON (the textbook calls never see these: they are not in byCode).
   * @param resCode - the resource code
   * @returns the catalogue entry (with its step) and the resource, or undefined for an unknown res_code
   * @throws ContentUnavailableError when the catalogue lists it but its file is missing or invalid
   */
  async cefrResource(
    resCode: string,
  ): Promise<
    { entry: NonNullable<ReturnType<CatalogIndex["cefrByCode"]["get"]>>; resource: Resource } | undefined
  > {
    const { index } = await this.load();
    const entry = index.cefrByCode.get(resCode);
    return entry ? { entry, resource: await this.#parsed(entry) } : undefined;
  }

  async #parsed(entry: { res_code: string; res_version: number; path: string }): Promise<Resource> {
    const key = `${entry.res_code}@${entry.res_version}`;
    const cached = this.#resources.get(key);
    if (cached) return cached;
    const file = join(this.dir, entry.path);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, "utf8"));
    } catch (err) {
      throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
    }
    const parsed = ResourceSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ContentUnavailableError(`${file} is invalid: ${parsed.error.issues[0]?.message ?? "?"}`);
    }
    this.#resources.set(key, parsed.data);
    return parsed.data;
  }
}
