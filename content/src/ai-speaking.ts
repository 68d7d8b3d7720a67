import { createHash } from "node:crypto";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { matchIntent } from "@hibiki/exercises/ai-speaking";
import {
  AI_SPEAKING_END,
  AI_SPEAKING_LEVELS,
  AI_SPEAKING_MAX_TURNS,
  AI_SPEAKING_MIN_TURNS,
  type AiSpeakingIndex,
  AiSpeakingIndexSchema,
  type AiSpeakingNode,
  type AiSpeakingScenarioJson,
  AiSpeakingScenarioJsonSchema,
  type AiSpeakingScenarioSource,
  AiSpeakingScenarioSourceSchema,
} from "./ai-speaking-schema.ts";
import { readYaml } from "./catalog.ts";
import type { ContentError } from "./errors.ts";
import type { YamlSource } from "./yaml-source.ts";

/**
 * AI speaking scenarios (issue 24): content/ai-speaking/<scenario_id>.yaml (schema in
 * ai-speaking-schema.ts). The build checks each graph (every next exists, no node unreachable, no loop,
 * AI_SPEAKING_MIN_TURNS to AI_SPEAKING_MAX_TURNS turns on every path) and that the server's matcher
 * (`matchIntent` of @hibiki/exercises/ai-speaking) gives every example, typed and as recognised, its own
 * intent and the model answer some intent; it writes ai-speaking/index.json and ai-speaking/<id>.json.
 */

/** Where the scenario list is written in the build. */
export const AI_SPEAKING_INDEX_PATH = "ai-speaking/index.json";

/** A checked scenario: the built JSON (defaults filled in) and its summary. */
export interface AiSpeakingPlan {
  scenarios: AiSpeakingScenarioJson[];
  index: AiSpeakingIndex;
}

/** Where a scenario's graph is written in the build. */
export function aiSpeakingPath(scenarioId: string): string {
  return `ai-speaking/${scenarioId}.json`;
}

/** Text as the recogniser gives it: lower case, no punctuation. */
const asRecognised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,?!]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The node with the scenario's defaults filled in (repair lines, fallback_next). */
function filledNode(
  s: AiSpeakingScenarioSource,
  node: AiSpeakingScenarioSource["nodes"][string],
): AiSpeakingNode {
  return {
    ...node,
    repair: node.repair ?? s.repair,
    repair_ja: node.repair_ja ?? s.repair_ja,
    fallback_next: node.fallback_next ?? node.intents[0]?.next ?? AI_SPEAKING_END,
  };
}

/** Every node's next nodes (its intents' and its fallback), without repeats. */
function edgesOf(node: AiSpeakingNode): string[] {
  return [...new Set([...node.intents.map((i) => i.next), node.fallback_next])];
}

/**
 * The graph's problems: unknown next nodes, the reserved id, unreachable nodes, loops, too few or too many
 * turns on a path; and the turns on its shortest and longest path when it is sound.
 * @param s - the scenario
 * @param nodes - its nodes with defaults filled in
 * @param source - for positions
 * @returns the errors and the turn counts (undefined when the graph has errors)
 */
export function checkAiSpeakingGraph(
  s: AiSpeakingScenarioSource,
  nodes: Record<string, AiSpeakingNode>,
  source: YamlSource,
): { errors: ContentError[]; turns?: { min: number; max: number } } {
  const errors: ContentError[] = [];
  const known = (id: string) => id === AI_SPEAKING_END || id in nodes;
  if (AI_SPEAKING_END in nodes)
    errors.push(
      source.error(["nodes", AI_SPEAKING_END], `"${AI_SPEAKING_END}" is reserved: it ends the conversation`),
    );
  if (!(s.start in nodes)) errors.push(source.error(["start"], `start names no node: ${s.start}`));
  for (const [id, node] of Object.entries(nodes)) {
    node.intents.forEach((intent, i) => {
      if (!known(intent.next))
        errors.push(
          source.error(["nodes", id, "intents", i, "next"], `next names no node: ${intent.next} (or "end")`),
        );
      if (node.intents.findIndex((other) => other.id === intent.id) !== i)
        errors.push(source.error(["nodes", id, "intents", i, "id"], `intent id ${intent.id} is used twice`));
    });
    if (!known(node.fallback_next))
      errors.push(
        source.error(["nodes", id, "fallback_next"], `fallback_next names no node: ${node.fallback_next}`),
      );
  }
  if (errors.length > 0) return { errors };
  // Depth-first over the graph: a node seen again while on the path is a loop; turns counted per node.
  const turns = new Map<string, { min: number; max: number }>();
  const onPath = new Set<string>();
  let loop: string | undefined;
  const visit = (id: string): { min: number; max: number } => {
    if (id === AI_SPEAKING_END) return { min: 0, max: 0 };
    const done = turns.get(id);
    if (done) return done;
    if (onPath.has(id)) {
      loop ??= id;
      return { min: 0, max: 0 };
    }
    onPath.add(id);
    const next = edgesOf(nodes[id] as AiSpeakingNode).map(visit);
    onPath.delete(id);
    const t = { min: 1 + Math.min(...next.map((n) => n.min)), max: 1 + Math.max(...next.map((n) => n.max)) };
    turns.set(id, t);
    return t;
  };
  const total = visit(s.start);
  if (loop)
    errors.push(source.error(["nodes", loop], `node ${loop} leads back to itself: a conversation must end`));
  for (const id of Object.keys(nodes))
    if (!turns.has(id)) errors.push(source.error(["nodes", id], `node ${id} is never reached from start`));
  if (errors.length > 0) return { errors };
  if (total.min < AI_SPEAKING_MIN_TURNS)
    errors.push(
      source.error(
        ["start"],
        `a path from start to the end has ${total.min} turns: every path needs at least ${AI_SPEAKING_MIN_TURNS}`,
      ),
    );
  if (total.max > AI_SPEAKING_MAX_TURNS)
    errors.push(source.error(["start"], `a path has ${total.max} turns: at most ${AI_SPEAKING_MAX_TURNS}`));
  return errors.length > 0 ? { errors } : { errors, turns: total };
}

/**
 * What the server's matcher gets wrong at a node: an example (typed or as recognised) matched to another
 * intent or to none, or a model answer matched to none.
 * @param node - the node with defaults filled in
 * @returns one message per miss, with the intent's index
 */
export function intentMisses(node: AiSpeakingNode): { intent: number; message: string }[] {
  const out: { intent: number; message: string }[] = [];
  node.intents.forEach((intent, i) => {
    for (const example of intent.examples)
      for (const text of new Set([example, asRecognised(example)])) {
        const got = matchIntent(text, node)?.id ?? null;
        if (got !== intent.id)
          out.push({
            intent: i,
            message: `example "${text}" is matched to ${got === null ? "no intent" : `intent ${got}`}, not ${intent.id}`,
          });
      }
  });
  if (!matchIntent(node.model_answer, node))
    out.push({ intent: -1, message: `model_answer "${node.model_answer}" matches no intent` });
  return out;
}

/**
 * Checks one scenario file beyond its schema: id and file name, the graph, repeated lines and the matcher.
 * @param s - the parsed file
 * @param name - its file name
 * @param source - for positions
 * @returns the built scenario (without errors) and the errors
 */
function checkScenario(
  s: AiSpeakingScenarioSource,
  name: string,
  source: YamlSource,
): { scenario?: AiSpeakingScenarioJson; errors: ContentError[] } {
  const errors: ContentError[] = [];
  if (`${s.scenario_id}.yaml` !== name)
    errors.push(source.error(["scenario_id"], `scenario_id must be the file's name (${name.slice(0, -5)})`));
  const nodes: Record<string, AiSpeakingNode> = {};
  for (const [id, node] of Object.entries(s.nodes)) nodes[id] = filledNode(s, node);
  const graph = checkAiSpeakingGraph(s, nodes, source);
  errors.push(...graph.errors);
  for (const [id, node] of Object.entries(nodes)) {
    const examples = node.intents.flatMap((i) => i.examples.map((e) => asRecognised(e)));
    for (const [i, intent] of node.intents.entries())
      for (const [k, e] of intent.examples.entries())
        if (examples.indexOf(asRecognised(e)) !== examples.lastIndexOf(asRecognised(e)))
          errors.push(
            source.error(["nodes", id, "intents", i, "examples", k], `example "${e}" is written twice`),
          );
    for (const miss of intentMisses(node))
      errors.push(
        miss.intent < 0
          ? source.error(["nodes", id, "model_answer"], miss.message)
          : source.error(["nodes", id, "intents", miss.intent, "examples"], miss.message),
      );
  }
  if (errors.length > 0 || !graph.turns) return { errors };
  const { repair: _repair, repair_ja: _repairJa, nodes: _nodes, ...fields } = s;
  const version = createHash("sha256")
    .update(JSON.stringify({ ...fields, nodes }))
    .digest("hex")
    .slice(0, 16);
  const scenario = AiSpeakingScenarioJsonSchema.parse({
    ...fields,
    turns: graph.turns.min,
    max_turns: graph.turns.max,
    version,
    nodes,
  });
  return { scenario, errors };
}

/**
 * Reads and checks every scenario under content/ai-speaking. No folder: no scenarios.
 * @param contentDir - the content folder
 * @param repoRoot - file names in messages are relative to it
 * @returns the plan (undefined without the folder) and every error found
 */
export async function loadAiSpeaking(
  contentDir: string,
  repoRoot: string,
): Promise<{ plan?: AiSpeakingPlan; errors: ContentError[] }> {
  const root = join(contentDir, "ai-speaking");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { errors: [] };
  const errors: ContentError[] = [];
  const scenarios: AiSpeakingScenarioJson[] = [];
  const names = (await readdir(root)).filter((f) => f.endsWith(".yaml")).sort();
  for (const name of names) {
    const read = await readYaml(repoRoot, join(root, name), AiSpeakingScenarioSourceSchema);
    errors.push(...read.errors);
    if (!read.data || !read.source) continue;
    const checked = checkScenario(read.data, name, read.source);
    errors.push(...checked.errors);
    if (checked.scenario) scenarios.push(checked.scenario);
  }
  const level = (s: AiSpeakingScenarioJson) => AI_SPEAKING_LEVELS.indexOf(s.level);
  scenarios.sort((a, b) => level(a) - level(b) || a.scenario_id.localeCompare(b.scenario_id));
  const index = AiSpeakingIndexSchema.parse({
    scenarios: scenarios.map(({ start: _s, end_lines: _e, end_lines_ja: _j, nodes: _n, ...summary }) => ({
      ...summary,
      path: aiSpeakingPath(summary.scenario_id),
    })),
  });
  return { plan: { scenarios, index }, errors };
}

/**
 * Writes ai-speaking/index.json and one ai-speaking/<scenario_id>.json per scenario.
 * @param outDir - the build folder being written
 * @param plan - the checked scenarios
 */
export async function writeAiSpeaking(outDir: string, plan: AiSpeakingPlan): Promise<void> {
  await mkdir(join(outDir, "ai-speaking"), { recursive: true });
  await writeFile(join(outDir, AI_SPEAKING_INDEX_PATH), `${JSON.stringify(plan.index, null, 2)}\n`);
  for (const s of plan.scenarios)
    await writeFile(join(outDir, aiSpeakingPath(s.scenario_id)), `${JSON.stringify(s)}\n`);
}
