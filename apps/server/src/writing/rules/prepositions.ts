import { JA } from "../explanations.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

type Pattern = {
  /** lower-case words to match in a row; "|" separates alternatives */
  words: string[];
  /** the replacement for the matched words, given the matched tokens */
  fix: (m: Token[]) => string;
  comment: string;
  why: string;
  /** the word after the match must (true) / must not (false) be one of these */
  nextIn?: Set<string>;
};

const GO = "go|goes|went|going|come|comes|came|coming|get|gets|got|return|returned|returns";
const LISTEN = "listen|listens|listened|listening";
const LISTEN_OBJECTS = new Set(
  `music the a my your his her our their this that it him them me us songs song radio english cds podcasts
  j-pop jpop k-pop rock classical stories story`.split(/\s+/),
);
const SEASONS = "summer|winter|spring|autumn";
// "on March 3" is right, so months are only checked after "at".
const MONTHS = "january|february|march|april|june|july|august|september|october|november|december";
const WEEKDAYS = "sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekdays";
const ACTIVITIES = "shopping|swimming|fishing|skiing|camping|hiking|skating|jogging|sightseeing|surfing";

const PATTERNS: Pattern[] = [
  {
    words: [GO, "to", "home|here|there|abroad|downtown"],
    fix: (m) => `${m[0]?.text} ${m[2]?.text}`,
    comment: `No "to" before "home", "there" or "abroad".`,
    why: "home / there / here / abroad は「〜へ」の意味をふくむので、前に to をつけません。",
  },
  {
    words: [GO, "to", ACTIVITIES],
    fix: (m) => `${m[0]?.text} ${m[2]?.text}`,
    comment: `Say "go shopping", not "go to shopping".`,
    why: "「買い物に行く」は go shopping のように、go の後ろに直接 -ing の言葉を置きます。",
  },
  {
    words: [LISTEN],
    nextIn: LISTEN_OBJECTS,
    fix: (m) => `${m[0]?.text} to`,
    comment: `Say "listen to" before what you hear.`,
    why: "「〜を聞く」は listen to 〜 です。listen の後ろには to が必要です。",
  },
  {
    words: ["arrive|arrives|arrived|arriving", "to"],
    fix: (m) => `${m[0]?.text} at`,
    comment: `Say "arrive at" (a place) or "arrive in" (a city or country).`,
    why: "「〜に着く」は arrive at（駅や学校など）か arrive in（町や国）です。to は使いません。",
  },
  {
    words: ["interested", "on|about|for|with"],
    fix: (m) => `${m[0]?.text} in`,
    comment: `Say "interested in".`,
    why: "「〜に興味がある」は be interested in 〜 です。",
  },
  {
    words: ["good|bad|poor", "in|on"],
    nextIn: new Set(
      "english math music sports soccer tennis cooking singing dancing swimming drawing playing speaking science".split(
        " ",
      ),
    ),
    fix: (m) => `${m[0]?.text} at`,
    comment: `Say "good at" for skills.`,
    why: "「〜が得意」は be good at 〜 です。",
  },
  {
    words: ["discuss|discussed|discusses", "about"],
    fix: (m) => `${m[0]?.text}`,
    comment: `"discuss" needs no "about".`,
    why: "discuss は「〜について話し合う」という意味なので、about はいりません。",
  },
  {
    words: ["in|at", WEEKDAYS],
    fix: (m) => `on ${m[1]?.text}`,
    comment: `Use "on" with days of the week.`,
    why: "曜日の前には on を使います。",
  },
  {
    words: ["on|at", SEASONS],
    fix: (m) => `in ${m[1]?.text}`,
    comment: `Use "in" with seasons.`,
    why: "季節の前には in を使います。",
  },
  {
    words: ["at", MONTHS],
    fix: (m) => `in ${m[1]?.text}`,
    comment: `Use "in" with months and seasons.`,
    why: "月や季節の前には in を使います。",
  },
  {
    words: ["in", "night"],
    fix: () => "at night",
    comment: `Say "at night".`,
    why: "「夜に」は at night です。",
  },
  {
    words: ["wait|waited|waiting|waits", "me|you|him|her|us|them"],
    fix: (m) => `${m[0]?.text} for ${m[1]?.text}`,
    comment: `Say "wait for" someone.`,
    why: "「〜を待つ」は wait for 〜 です。",
  },
  {
    words: ["married", "with"],
    fix: () => "married to",
    comment: `Say "married to".`,
    why: "「〜と結婚している」は be married to 〜 です。",
  },
];

function matches(p: Pattern, words: Token[], i: number): Token[] | undefined {
  const m = words.slice(i, i + p.words.length);
  if (m.length < p.words.length) return undefined;
  if (!p.words.every((alts, k) => alts.split("|").includes((m[k] as Token).lower))) return undefined;
  if (p.nextIn) {
    const next = words[i + p.words.length];
    if (!next || !p.nextIn.has(next.lower)) return undefined;
  }
  return m;
}

/** Preposition errors: "go to home", "listen music", "arrive to", "interested on", "good in", "in Sunday". */
export const prepositionRule: Rule = ({ words }) => {
  const out: Finding[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const p of PATTERNS) {
      const m = matches(p, words, i);
      if (!m) continue;
      const right = p.fix(m);
      out.push(
        spanFinding(
          m[0] as Token,
          m[m.length - 1] as Token,
          "preposition",
          p.comment,
          JA.preposition(right, p.why),
          right,
        ),
      );
      break;
    }
  }
  return out;
};
