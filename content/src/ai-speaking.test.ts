import { matchIntent } from "@hibiki/exercises/ai-speaking";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AI_SPEAKING_END,
  AI_SPEAKING_MIN_TURNS,
  AI_SPEAKING_TOPICS,
  type AiSpeakingIndex,
  AiSpeakingIndexSchema,
  type AiSpeakingScenarioJson,
  AiSpeakingScenarioJsonSchema,
} from "./ai-speaking-schema.ts";
import { buildErrors as build } from "./build-errors-fixture.ts";
import { formatContentError } from "./errors.ts";
import { type RealContent, readRealContent } from "./real-content.ts";

/** One node of a fixture scenario: a single "answer" intent going to `next`. */
const node = (id: string, next: string, extra = "") => `  ${id}:
    say: ["Question ${id}?", "Another way to ask ${id}?"]
    say_ja: 質問
    intents:
      - id: answer
        examples: ["I like apples.", "Apples are my favorite.", "I love apples."]
        terms: [[apple]]
        reply: ["Nice.", "Good."]
        reply_ja: いいね。
        next: ${next}
${extra}    model_answer: I like apples.
    model_answer_ja: りんごが好き。
`;

/** A scenario file: `count` nodes n1 → n2 → … → end, with overrides of the header and extra nodes. */
const scenario = (
  id: string,
  opts: {
    count?: number;
    voice?: string;
    nodes?: string;
    nextOf?: Record<string, string>;
    extraOf?: Record<string, string>;
  } = {},
) => {
  const count = opts.count ?? AI_SPEAKING_MIN_TURNS;
  const ids = Array.from({ length: count }, (_, i) => `n${i + 1}`);
  return `scenario_id: ${id}
title: Test Talk
title_ja: テスト
level: A1
topic: shopping
partner: { name: Emma, role_ja: 店員, voice: ${opts.voice ?? "female2"} }
goal_ja: 話そう。
start: n1
repair: ["Sorry?", "Say that again?"]
repair_ja: もう一度？
end_lines: ["Bye!", "See you!"]
end_lines_ja: またね！
nodes:
${ids.map((n, i) => node(n, opts.nextOf?.[n] ?? ids[i + 1] ?? AI_SPEAKING_END, opts.extraOf?.[n])).join("")}${opts.nodes ?? ""}`;
};

describe("AI speaking scenarios in the content build", () => {
  it("accepts a sound scenario", async () => {
    expect(await build({ "ai-speaking/as-01-test.yaml": scenario("as-01-test") })).toBe("");
  });

  it("names a next node that does not exist, with its line", async () => {
    const text = await build({
      "ai-speaking/as-01-test.yaml": scenario("as-01-test", { nextOf: { n3: "nowhere" } }),
    });
    expect(text).toMatch(
      /content\/ai-speaking\/as-01-test\.yaml:\d+:\d+ nodes\.n3\.intents\[0\]\.next: next names no node: nowhere/,
    );
  });

  it("wants enough turns on every path, no loop and no unreachable node", async () => {
    const short = await build({ "ai-speaking/as-01-test.yaml": scenario("as-01-test", { count: 7 }) });
    expect(short).toContain(
      `a path from start to the end has 7 turns: every path needs at least ${AI_SPEAKING_MIN_TURNS}`,
    );
    // a branch that skips ahead makes one path too short even when the main path is long enough
    const shortcut = await build({
      "ai-speaking/as-01-test.yaml": scenario("as-01-test", {
        count: 9,
        extraOf: { n2: "    fallback_next: n9\n" },
      }),
    });
    expect(shortcut).toContain("a path from start to the end has 3 turns");
    const loop = await build({
      "ai-speaking/as-01-test.yaml": scenario("as-01-test", { nextOf: { n5: "n2" } }),
    });
    expect(loop).toContain("leads back to itself");
    const orphan = await build({
      "ai-speaking/as-01-test.yaml": scenario("as-01-test", { nodes: node("lonely", "end") }),
    });
    expect(orphan).toContain("node lonely is never reached from start");
  });

  it("refuses a voice the speech service does not have and a file named unlike its id", async () => {
    const voice = await build({ "ai-speaking/as-01-test.yaml": scenario("as-01-test", { voice: "robot" }) });
    expect(voice).toMatch(/as-01-test\.yaml:\d+:\d+ partner\.voice: .*female1/);
    const named = await build({ "ai-speaking/as-01-test.yaml": scenario("as-02-other") });
    expect(named).toContain("scenario_id must be the file's name (as-01-test)");
  });

  it("refuses an example the matcher gives to a sibling intent", async () => {
    const branch = `  n1:
    say: ["Tea or coffee?", "Would you like tea or coffee?"]
    say_ja: 紅茶とコーヒー、どっち？
    intents:
      - id: tea
        examples: ["Tea, please.", "I'd like tea.", "I'd like coffee, please."]
        terms: [[tea]]
        reply: ["Here you are.", "Okay."]
        reply_ja: どうぞ。
        next: n2
      - id: coffee
        examples: ["Coffee, please.", "I'd like coffee.", "A black coffee."]
        terms: [[coffee]]
        reply: ["Here you are.", "Okay."]
        reply_ja: どうぞ。
        next: n2
    model_answer: Tea, please.
    model_answer_ja: 紅茶をお願いします。
`;
    const file = scenario("as-01-test").replace(/ {2}n1:\n(?:.*\n)*?(?= {2}n2:)/, branch);
    const text = await build({ "ai-speaking/as-01-test.yaml": file });
    expect(text).toContain(
      `nodes.n1.intents[0].examples: example "I'd like coffee, please." is matched to intent coffee, not tea`,
    );
    expect(text.split("\n").filter((l) => l.includes("nodes.n1"))).toHaveLength(2);
  });
});

describe("the real AI speaking scenarios", () => {
  let real: RealContent;
  let index: AiSpeakingIndex;
  let scenarios: AiSpeakingScenarioJson[];
  beforeAll(async () => {
    real = await readRealContent();
    if (!real.catalog?.ai_speaking) return;
    const [built] = [
      ...(await real.read<unknown>([{ res_code: "index", path: real.catalog.ai_speaking.index }])).values(),
    ];
    index = AiSpeakingIndexSchema.parse(built);
    const graphs = await real.read<unknown>(
      index.scenarios.map((s) => ({ res_code: s.scenario_id, path: s.path })),
    );
    scenarios = [...graphs.values()].map((g) => AiSpeakingScenarioJsonSchema.parse(g));
  });

  it("builds at least 12 scenarios, two or more per topic, A1 to B1, listed in the catalogue", () => {
    expect(real.summary.errors.map(formatContentError)).toEqual([]);
    expect(real.catalog?.ai_speaking).toEqual({
      count: index.scenarios.length,
      index: "ai-speaking/index.json",
    });
    expect(index.scenarios.length).toBeGreaterThanOrEqual(12);
    for (const topic of AI_SPEAKING_TOPICS)
      expect(index.scenarios.filter((s) => s.topic === topic).length, topic).toBeGreaterThanOrEqual(2);
    expect(new Set(index.scenarios.map((s) => s.level))).toEqual(new Set(["A1", "A2", "B1"]));
  });

  it("has at least 8 turns on every path and sound graphs", () => {
    for (const s of scenarios) {
      expect(s.turns, s.scenario_id).toBeGreaterThanOrEqual(AI_SPEAKING_MIN_TURNS);
      expect(s.start in s.nodes).toBe(true);
      for (const [id, n] of Object.entries(s.nodes)) {
        for (const next of [...n.intents.map((i) => i.next), n.fallback_next])
          expect(next === AI_SPEAKING_END || next in s.nodes, `${s.scenario_id} ${id} → ${next}`).toBe(true);
        expect(n.repair.length, `${s.scenario_id} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it("matches every example to its own intent with the server's matcher, and nonsense to none", () => {
    let branches = 0;
    for (const s of scenarios)
      for (const n of Object.values(s.nodes)) {
        if (n.intents.length > 1) branches++;
        for (const intent of n.intents)
          for (const example of intent.examples) expect(matchIntent(example, n)?.id, example).toBe(intent.id);
        expect(matchIntent("elephants dance under a moon", n), `${s.scenario_id}`).toBeNull();
      }
    // yes/no and choice branches are part of the practice
    expect(branches).toBeGreaterThanOrEqual(24);
  });
});
