import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A small built content folder with two AI speaking scenarios (catalog.json's `ai_speaking` entry,
 * ai-speaking/index.json and each graph), laid out as the content build writes them, so the API tests do
 * not depend on the real scenarios. The first has a yes/no branch; the second is two lines long. Every
 * line has two variants. Original text.
 */

const intent = (
  id: string,
  examples: string[],
  terms: string[][],
  reply: [string, string],
  replyJa: string,
  next: string,
) => ({ id, examples, terms, reply, reply_ja: replyJa, next });

const node = (
  say: [string, string],
  sayJa: string,
  intents: ReturnType<typeof intent>[],
  model: [string, string],
  fallback: string,
) => ({
  say,
  say_ja: sayJa,
  intents,
  model_answer: model[0],
  model_answer_ja: model[1],
  repair: ["Sorry, could you say that again?", "Sorry, I didn't catch that. One more time, please?"],
  repair_ja: "ごめんなさい、もう一度言ってもらえますか。",
  fallback_next: fallback,
});

/** The first scenario: name, then a yes/no question, then the club. */
export const FIRST_DAY = {
  scenario_id: "as-01-first-day",
  title: "First Day at a New School",
  title_ja: "新しい学校の初日",
  level: "A1",
  topic: "self-introduction",
  partner: { name: "Emma", role_ja: "留学生", voice: "female2" },
  goal_ja: "自己紹介をして、部活のことを話そう。",
  turns: 3,
  max_turns: 3,
  version: "fixture1",
  start: "greet",
  end_lines: ["It was nice talking to you. See you tomorrow!", "Nice talking with you. See you tomorrow!"],
  end_lines_ja: "話せて楽しかったよ。また明日ね！",
  nodes: {
    greet: node(
      ["Hi! I'm Emma. What's your name?", "Hello! I'm Emma, the new student. What's your name?"],
      "こんにちは！エマです。あなたの名前は？",
      [
        intent(
          "give_name",
          ["My name is Ken.", "I'm Yui.", "Call me Sho."],
          [["name", "i'm", "call me"]],
          ["Nice to meet you!", "Great to meet you!"],
          "よろしくね！",
          "sports",
        ),
      ],
      ["My name is Ken. Nice to meet you.", "ケンです。よろしくね。"],
      "sports",
    ),
    sports: node(
      ["Do you like sports?", "Are you into sports?"],
      "スポーツは好き？",
      [
        intent(
          "yes",
          ["Yes, I do.", "Yes, I like sports.", "Sure, I love sports."],
          [["yes", "yeah", "sure", "love", "like"]],
          ["Cool! Me too.", "Great! I love sports too."],
          "いいね！わたしも。",
          "club",
        ),
        intent(
          "no",
          ["No, I don't.", "Not really.", "No, I don't like sports."],
          [["no", "not"]],
          ["That's okay.", "I see."],
          "そうなんだ。",
          "club",
        ),
      ],
      ["Yes, I do. I like tennis.", "うん、好きだよ。テニスが好き。"],
      "club",
    ),
    club: node(
      ["What club are you in?", "Which club are you in?"],
      "何部に入っているの？",
      [
        intent(
          "club",
          ["I'm in the tennis club.", "I am in the brass band.", "The art club."],
          [["club", "band", "team"]],
          ["That sounds fun!", "Nice, that sounds fun!"],
          "楽しそうだね！",
          "end",
        ),
      ],
      ["I'm in the tennis club.", "テニス部に入っているよ。"],
      "end",
    ),
  },
};

/** The second scenario: what the customer wants, then how many. */
export const AT_THE_SHOP = {
  scenario_id: "as-02-at-the-shop",
  title: "At the Shop",
  title_ja: "お店で",
  level: "A2",
  topic: "shopping",
  partner: { name: "Sam", role_ja: "店員", voice: "male1" },
  goal_ja: "ほしいものと数を伝えよう。",
  turns: 2,
  max_turns: 2,
  version: "fixture2",
  start: "want",
  end_lines: ["Here you are. Have a nice day!", "Here you go. Have a good day!"],
  end_lines_ja: "どうぞ。よい一日を！",
  nodes: {
    want: node(
      ["Hello! What would you like?", "Hi there! What can I get for you?"],
      "いらっしゃいませ！何にしますか。",
      [
        intent(
          "item",
          ["I'd like an apple, please.", "Some apples, please.", "I want apples."],
          [["apple", "orange", "banana"]],
          ["Sure, apples.", "Okay, apples."],
          "りんごですね。",
          "count",
        ),
      ],
      ["I'd like some apples, please.", "りんごをください。"],
      "count",
    ),
    count: node(
      ["How many would you like?", "How many do you need?"],
      "いくつにしますか。",
      [
        intent(
          "number",
          ["Three, please.", "I'd like two.", "Five apples, please."],
          [["<number>"]],
          ["All right.", "No problem."],
          "かしこまりました。",
          "end",
        ),
      ],
      ["Three, please.", "三つください。"],
      "end",
    ),
  },
};

const summary = (s: typeof FIRST_DAY | typeof AT_THE_SHOP) => {
  const { start: _s, end_lines: _e, end_lines_ja: _j, nodes: _n, ...rest } = s;
  return { ...rest, path: `ai-speaking/${s.scenario_id}.json` };
};

/**
 * Writes the folder.
 * @returns its path
 */
export function writeAiSpeakingContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-ai-speaking-"));
  mkdirSync(join(dir, "ai-speaking"), { recursive: true });
  const scenarios = [FIRST_DAY, AT_THE_SHOP];
  for (const s of scenarios)
    writeFileSync(join(dir, "ai-speaking", `${s.scenario_id}.json`), JSON.stringify(s));
  writeFileSync(
    join(dir, "ai-speaking", "index.json"),
    JSON.stringify({ scenarios: scenarios.map(summary) }),
  );
  writeFileSync(
    join(dir, "catalog.json"),
    JSON.stringify({ books: [], ai_speaking: { count: scenarios.length, index: "ai-speaking/index.json" } }),
  );
  return dir;
}
