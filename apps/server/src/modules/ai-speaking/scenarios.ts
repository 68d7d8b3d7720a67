import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  AiSpeakingIndexSchema,
  type AiSpeakingScenarioJson,
  AiSpeakingScenarioJsonSchema,
  type AiSpeakingSummary,
} from "@hibiki/content";
import { AI_SPEAKING_MESSAGES } from "@hibiki/contracts";
import type { z } from "zod";
import { NotFound } from "../../errors.ts";
import { type ContentCatalog, ContentUnavailableError } from "../content/catalog-store.ts";

/**
 * The AI speaking scenarios of the content build: the catalogue's `ai_speaking` entry names
 * ai-speaking/index.json (every scenario's summary); each scenario's graph is in the file its summary's
 * `path` names. Both are read once per catalogue version; a build without scenarios is an empty list.
 */

/** The scenarios in index order (level, then id) and by id. */
export type ScenarioIndex = { list: AiSpeakingSummary[]; byId: Map<string, AiSpeakingSummary> };
export type Scenario = AiSpeakingScenarioJson;
export type ScenarioNode = Scenario["nodes"][string];

/** The next node id that ends the conversation. */
export const END_NODE = "end";

type Cache = { index: Promise<ScenarioIndex>; graphs: Map<string, Promise<Scenario>> };
const caches = new WeakMap<object, Cache>();

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch (err) {
    throw new ContentUnavailableError(`${file} is invalid: ${(err as Error).message.slice(0, 300)}`);
  }
}

async function cacheOf(content: ContentCatalog): Promise<Cache> {
  const { catalog } = await content.load();
  let cache = caches.get(catalog);
  if (!cache) {
    const entry = catalog.ai_speaking;
    const index: Promise<ScenarioIndex> = entry
      ? readJson(join(content.dir, entry.index), AiSpeakingIndexSchema).then(({ scenarios }) => ({
          list: scenarios,
          byId: new Map(scenarios.map((s) => [s.scenario_id, s])),
        }))
      : Promise.resolve({ list: [], byId: new Map() });
    cache = { index, graphs: new Map() };
    index.catch(() => caches.delete(catalog));
    caches.set(catalog, cache);
  }
  return cache;
}

/**
 * The scenarios of the current build.
 * @param content - the content store
 * @returns every scenario's summary (index order) and the lookup by id
 * @throws ContentUnavailableError when the index is unreadable
 */
export async function scenarioIndex(content: ContentCatalog): Promise<ScenarioIndex> {
  return (await cacheOf(content)).index;
}

/**
 * One scenario's summary.
 * @param content - the content store
 * @param scenarioId - the scenario asked for
 * @returns its summary
 * @throws AppError 404 ai_speaking_scenario_not_found for an id the build does not have
 */
export async function summaryOrThrow(
  content: ContentCatalog,
  scenarioId: string,
): Promise<AiSpeakingSummary> {
  const summary = (await scenarioIndex(content)).byId.get(scenarioId);
  if (!summary)
    throw NotFound(AI_SPEAKING_MESSAGES.ai_speaking_scenario_not_found, "ai_speaking_scenario_not_found");
  return summary;
}

/**
 * One scenario's whole graph.
 * @param content - the content store
 * @param summary - its summary (from the index)
 * @returns the graph
 * @throws ContentUnavailableError when its file is unreadable or names a node it does not have
 */
export async function scenarioGraph(content: ContentCatalog, summary: AiSpeakingSummary): Promise<Scenario> {
  const cache = await cacheOf(content);
  let graph = cache.graphs.get(summary.scenario_id);
  if (!graph) {
    const file = join(content.dir, summary.path);
    graph = readJson(file, AiSpeakingScenarioJsonSchema).then((g) => {
      if (!g.nodes[g.start]) throw new ContentUnavailableError(`${file}: no start node ${g.start}`);
      return g;
    });
    graph.catch(() => cache.graphs.delete(summary.scenario_id));
    cache.graphs.set(summary.scenario_id, graph);
  }
  return graph;
}

/**
 * A node of a scenario, or null for the end (and for a node the graph does not have, which the content
 * build refuses; treating it as the end keeps a session from sticking).
 * @param scenario - the graph
 * @param nodeId - a node id or "end"
 * @returns the node with its id, or null
 */
export function nodeOf(scenario: Scenario, nodeId: string | null): { id: string; node: ScenarioNode } | null {
  if (nodeId === null || nodeId === END_NODE) return null;
  const node = scenario.nodes[nodeId];
  return node ? { id: nodeId, node } : null;
}
