import { JA } from "../explanations.ts";
import type { Token } from "../tokenize.ts";
import {
  ARTICLES_AND_POSSESSIVES,
  BE_FORMS,
  baseOfIng,
  forms,
  isKnownBase,
  MODALS,
  MONTHS,
  SUBJECTS,
  WEEKDAYS,
} from "./match.ts";
import {
  endsPhrase,
  type Match,
  runSequences,
  type SequencePattern,
  type Slot,
  wordAfter,
  wordBefore,
} from "./sequence.ts";
import { matchCase, type Rule } from "./types.ts";

// Nouns after an -ing word that make it a place or a class: "swimming school", "fishing spot".
const ACTIVITY_PLACES =
  /^(school|schools|class|classes|lesson|lessons|club|pool|team|center|centre|shop|store|area|trip|event|competition|practice|course|tour|spot|place|camp|contest|meet)$/;

const GO = `${forms("go come get return")}|back`;
const ARRIVE = forms("arrive");
const LISTEN = forms("listen");
const LISTEN_OBJECTS =
  `music the a my your his her our their this that it him them me us songs song radio english
  cds podcasts j-pop jpop k-pop rock classical stories story jazz`.replace(/\s+/g, "|");
const SEASONS = "summer|winter|spring|autumn|fall";
const MONTH = [...MONTHS].filter((m) => m !== "may").join("|");
const WEEKDAY = `${[...WEEKDAYS].flatMap((d) => [d, `${d}s`]).join("|")}|weekdays`;
const ACTIVITIES =
  `shopping|swimming|fishing|skiing|camping|hiking|skating|jogging|sightseeing|surfing|bowling|
  snowboarding|cycling|climbing|running|dancing|karaoke`.replace(/\s+/g, "");
const SKILLS = new Set(
  `english math maths music sports soccer tennis baseball basketball volleyball cooking singing dancing swimming
  drawing playing speaking science art history japanese games video running writing reading`.split(/\s+/),
);
const PERSON = "me|him|us|them|you";
const DET_LIST = [...ARTICLES_AND_POSSESSIVES];
const DET = DET_LIST.join("|");
const DET_NO_A = DET_LIST.filter((d) => d !== "a" && d !== "an").join("|");
/** "interested in TV", "work in TV": here "in" is right. */
const notAfterInterest = (x: Match) =>
  endsPhrase(x) &&
  !/^(interested|work|works|worked|working|career|job|jobs)$/.test(wordBefore(x)?.lower ?? "");
const PLACES = new Set(
  `station airport school hotel park museum zoo house home city town top stadium beach hospital library camp
  village island mountain temple shrine castle restaurant shop store office gate building classroom party
  destination venue festival theater theatre hall port goal finish summit`.split(/\s+/),
);
const COUNTRIES = `japan america china korea canada australia england france italy germany spain india brazil
  taiwan thailand vietnam singapore hawaii london paris tokyo osaka kyoto nara kobe sapporo okinawa hokkaido
  nagoya fukuoka hiroshima yokohama sendai kanazawa nagano boston chicago sydney seoul beijing`.replace(
  /\s+/g,
  "|",
);
const EVENTS = new Set(
  `meeting class classes school party ceremony event lesson lessons festival wedding concert conference lecture
  camp club practice game match`.split(/\s+/),
);
const TIME_NOUNS =
  "morning|afternoon|evening|week|weekend|month|year|summer|winter|spring|autumn|fall|holiday|vacation";

const cap = (t: Token) => /^[A-Z]/.test(t.text) && t.lower !== "i";
const notStart = (t: Token) => t.start > 0;
const capitalised: Slot = (t) => cap(t) && notStart(t) && !WEEKDAYS.has(t.lower) && !MONTHS.has(t.lower);
const year: Slot = (t) => /^(19|20)\d\d$/.test(t.text);

function P(
  slots: Slot[],
  fix: (m: Token[]) => string,
  comment: string,
  why: string,
  extra: Partial<SequencePattern> = {},
): SequencePattern {
  return { slots, fix, comment, ja: (right) => JA.preposition(right, why), ...extra };
}
const t = (m: Token[], k: number) => m[k]?.text ?? "";
/** The verb and the rest without the preposition at `drop`. */
const without = (drop: number) => (m: Token[]) =>
  m
    .filter((_, k) => k !== drop)
    .map((w) => w.text)
    .join(" ");

// Order matters: at each word the first matching pattern wins.
const PATTERNS: SequencePattern[] = [
  P(
    [GO, "back", "to", "home|here|there"],
    (m) => `${t(m, 0)} back ${t(m, 3)}`,
    `No "to" before "home", "there" or "here".`,
    "home / there / here は「〜へ」の意味をふくむので、前に to をつけません。",
  ),
  P(
    [GO, "to", "home|here|there|abroad|downtown|overseas"],
    without(1),
    `No "to" before "home", "there" or "abroad".`,
    "home / there / here / abroad は「〜へ」の意味をふくむので、前に to をつけません。",
  ),
  P(
    [GO, "to", ACTIVITIES],
    without(1),
    `Say "go shopping", not "go to shopping".`,
    "「買い物に行く」は go shopping のように、go の後ろに直接 -ing の言葉を置きます。",
    // "go to swimming school", "went to the cooking class": the -ing word names a place or a class.
    { when: (x) => !ACTIVITY_PLACES.test(wordAfter(x)?.lower ?? "") },
  ),
  P(
    [LISTEN, LISTEN_OBJECTS],
    (m) => `${t(m, 0)} to`,
    `Say "listen to" before what you hear.`,
    "「〜を聞く」は listen to 〜 です。listen の後ろには to が必要です。",
    { span: [0, 0] },
  ),
  P(
    [ARRIVE, "to", "home|here|there"],
    without(1),
    `"arrive home" needs no preposition.`,
    "home / here / there の前には前置詞をつけません。「家に着く」は arrive home です。",
  ),
  P(
    [ARRIVE, "to"],
    (m) => {
      const next = m[2];
      return `${t(m, 0)} ${next && /^[A-Z]/.test(next.text) ? "in" : "at"}`;
    },
    `Say "arrive at" (a place) or "arrive in" (a city or country).`,
    "「〜に着く」は arrive at（駅や学校など）か arrive in（町や国）です。to は使いません。",
    // "We arrived to find the door locked" is right: no flag before a verb.
    { slots: [ARRIVE, "to", (w) => !isKnownBase(w.lower) || cap(w)], span: [0, 1] },
  ),
  P(
    [ARRIVE, DET, (w) => PLACES.has(w.lower)],
    (m) => `${t(m, 0)} at ${t(m, 1)}`,
    `Say "arrive at" before a place.`,
    "「〜に着く」は arrive at 〜（駅や学校など）です。arrive の後ろに at が必要です。",
    { span: [0, 1] },
  ),
  P(
    [ARRIVE, (w) => capitalised(w) && new RegExp(`^(${COUNTRIES})$`).test(w.lower)],
    (m) => `${t(m, 0)} in ${t(m, 1)}`,
    `Say "arrive in" before a city or country.`,
    "「（町や国）に着く」は arrive in 〜 です。arrive の後ろに in が必要です。",
  ),
  P(
    ["interested", "on|about|for|with|at|to"],
    (m) => `${t(m, 0)} in`,
    `Say "interested in".`,
    "「〜に興味がある」は be interested in 〜 です。",
    { when: (x) => !(x.m[1]?.lower === "to" && wordAfter(x) && isKnownBase((wordAfter(x) as Token).lower)) },
  ),
  P(
    ["good|bad|poor|great", "in|on|for"],
    (m) => `${t(m, 0)} at`,
    `Say "good at" for skills.`,
    "「〜が得意（苦手）」は be good (bad) at 〜 です。",
    {
      when: (x) => {
        const next = wordAfter(x);
        if (!next) return false;
        if (x.m[1]?.lower === "for") return false;
        return SKILLS.has(next.lower) || baseOfIng(next.lower) !== undefined;
      },
    },
  ),
  P(
    [forms("discuss mention describe resemble"), "about|to|with"],
    (m) => t(m, 0),
    `This verb takes its object directly: no preposition.`,
    "discuss（話し合う）・mention（ふれる）・describe（説明する）・resemble（似ている）は、すぐ後ろに「何を」を置きます。前置詞はいりません。",
    {
      when: (x) => {
        const v = x.m[0]?.lower ?? "";
        const p = x.m[1]?.lower;
        if (v.startsWith("resembl")) return p === "to" || p === "with";
        return p === "about";
      },
    },
  ),
  P(
    [forms("explain"), "about"],
    (m) => t(m, 0),
    `"explain" needs no "about".`,
    "explain は「〜を説明する」という意味なので、about はいりません。",
  ),
  P(
    ["in|at", WEEKDAY],
    (m) => `on ${t(m, 1)}`,
    `Use "on" with days of the week.`,
    "曜日の前には on を使います。",
    { when: (x) => wordAfter(x)?.lower !== "school" },
  ),
  P(["on|at", SEASONS], (m) => `in ${t(m, 1)}`, `Use "in" with seasons.`, "季節の前には in を使います。", {
    when: endsPhrase,
  }),
  P(["at", MONTH], (m) => `in ${t(m, 1)}`, `Use "in" with months.`, "月の前には in を使います。", {
    when: endsPhrase,
  }),
  P(
    ["in|at", MONTH, (w) => /^\d{1,2}(st|nd|rd|th)?$/.test(w.text)],
    (m) => `on ${t(m, 1)} ${t(m, 2)}`,
    `Use "on" with dates.`,
    "日付（〜月〜日）の前には on を使います。",
  ),
  P(
    ["in|at", (w) => w.text === "May", (w) => /^\d{1,2}(st|nd|rd|th)?$/.test(w.text)],
    (m) => `on ${t(m, 1)} ${t(m, 2)}`,
    `Use "on" with dates.`,
    "日付（〜月〜日）の前には on を使います。",
  ),
  P(
    ["in|at", "my|your|his|her|our|their", "birthday"],
    (m) => `on ${t(m, 1)} ${t(m, 2)}`,
    `Use "on" with a birthday.`,
    "誕生日のような特定の日の前には on を使います。",
  ),
  P(
    ["at|on", year],
    (m) => `in ${t(m, 1)}`,
    `Use "in" with years.`,
    "年（2020年など）の前には in を使います。",
    { when: endsPhrase },
  ),
  P(["in", "night"], () => "at night", `Say "at night".`, "「夜に」は at night です。"),
  P(
    ["at", "the", "morning|afternoon|evening"],
    (m) => `in the ${t(m, 2)}`,
    `Say "in the morning/afternoon/evening".`,
    "「朝に・午後に・夕方に」は in the morning / afternoon / evening です。",
    { when: endsPhrase },
  ),
  P(
    ["in|on|at", "this|next|last|every", TIME_NOUNS],
    (m) => matchCase(t(m, 0), `${m[1]?.lower} ${t(m, 2)}`),
    `No preposition before "this/next/last/every" + a time word.`,
    "this / next / last / every がつく時の言葉（this morning, last week など）の前には、in や on をつけません。",
    {
      when: (x) =>
        endsPhrase(x) &&
        !(x.m[0]?.lower === "at" && x.m[1]?.lower === "this") &&
        !(x.m[0]?.lower === "in" && x.m[1]?.lower === "every"),
    },
  ),
  P(
    ["at|in", "the", "first", "time"],
    (m) => `${m[0]?.start === 0 ? "The" : "the"} first time`,
    `Say "the first time I ..." when a clause follows.`,
    "「初めて〜したとき」は the first time 〜 です。at や in はいりません。",
    { slots: ["at|in", "the", "first", "time", (w) => SUBJECTS.has(w.lower)], span: [0, 3] },
  ),
  P(
    ["at|in", "the", "first", "time"],
    () => "for the first time",
    `Say "for the first time".`,
    "「初めて」は for the first time です。",
  ),
  P(
    [forms("wait"), PERSON],
    (m) => `${t(m, 0)} for ${t(m, 1)}`,
    `Say "wait for" someone.`,
    "「〜を待つ」は wait for 〜 です。",
    { when: (x) => !(x.m[1]?.lower === "you" && wordAfter(x) && isKnownBase((wordAfter(x) as Token).lower)) },
  ),
  P(
    [forms("wait"), DET, "bus|train|taxi|results|result|answer|reply|letter|rain|snow|light|signal|ferry"],
    (m) => `${t(m, 0)} for ${t(m, 1)}`,
    `Say "wait for" something.`,
    "「〜を待つ」は wait for 〜 です。",
    { span: [0, 1] },
  ),
  P(
    ["married", "with"],
    () => "married to",
    `Say "married to".`,
    "「〜と結婚している」は be married to 〜 です。",
    {
      when: (x) => {
        const next = wordAfter(x);
        if (!next) return false;
        if (/^(an?)$/.test(next.lower)) {
          // "married with a doctor" is wrong; "married with a child" is right.
          const after = x.words[x.i + 3]?.lower ?? "";
          return after !== "" && !/^(child|kid|baby|son|daughter|dog|cat|family|house)$/.test(after);
        }
        return /^(him|her|me|you|them|my|his|your|their|our)$/.test(next.lower) || capitalised(next);
      },
    },
  ),
  P(
    [forms("marry"), "with|to"],
    (m) => t(m, 0),
    `"marry" takes its object directly: "marry her".`,
    "「〜と結婚する」は marry 〜 です。with や to はいりません。",
    {
      when: (x) =>
        x.m[0]?.lower !== "married" &&
        !!wordAfter(x) &&
        /^(him|her|me|you|them|my|his|your|their|our|a|an)$/.test((wordAfter(x) as Token).lower),
    },
  ),
  P(
    [forms("depend"), "of|from|in|to|about"],
    (m) => `${t(m, 0)} on`,
    `Say "depend on".`,
    "「〜による・〜にたよる」は depend on 〜 です。",
  ),
  P(
    ["afraid", "from|about|with"],
    () => "afraid of",
    `Say "afraid of".`,
    "「〜がこわい」は be afraid of 〜 です。",
  ),
  P(
    ["proud", "for|with|about|in"],
    () => "proud of",
    `Say "proud of".`,
    "「〜をほこりに思う」は be proud of 〜 です。",
  ),
  P(["famous", "of"], () => "famous for", `Say "famous for".`, "「〜で有名」は be famous for 〜 です。"),
  P(
    ["different", "with"],
    () => "different from",
    `Say "different from".`,
    "「〜とちがう」は be different from 〜 です。",
    {
      when: (x) =>
        /^(is|are|was|were|am|very|so|quite|completely|totally|really|be|'s|a little|little)$/.test(
          wordBefore(x)?.lower ?? "",
        ),
    },
  ),
  P(
    ["similar", "with"],
    () => "similar to",
    `Say "similar to".`,
    "「〜に似ている」は be similar to 〜 です。",
  ),
  P(["full", "with"], () => "full of", `Say "full of".`, "「〜でいっぱい」は be full of 〜 です。"),
  P(
    ["filled", "of"],
    () => "filled with",
    `Say "filled with".`,
    "「〜でいっぱい」は be filled with 〜 です。",
  ),
  P(
    ["surprised|satisfied|pleased|disappointed", "of"],
    (m) => `${t(m, 0)} ${m[0]?.lower === "surprised" ? "at" : "with"}`,
    `Use the right preposition after this adjective.`,
    "surprised at（〜におどろく）、satisfied with / pleased with / disappointed with（〜に満足・がっかり）のように、決まった前置詞を使います。",
  ),
  P(
    ["kind|angry", "for|on|to"],
    (m) => `${t(m, 0)} ${m[0]?.lower === "angry" ? "with" : "to"}`,
    `Say "kind to" / "angry with" a person.`,
    "人に「親切だ」は kind to 〜、人に「おこる」は angry with 〜 です。",
    {
      when: (x) =>
        !(x.m[0]?.lower === "kind" && x.m[1]?.lower === "to") &&
        /^(me|him|her|us|them|you|my|his|their|our|everyone|people|animals)$/.test(wordAfter(x)?.lower ?? ""),
    },
  ),
  P(
    [forms("look"), DET_NO_A],
    (m) => `${t(m, 0)} at ${t(m, 1)}`,
    `Say "look at" before what you see.`,
    "「〜を見る」は look at 〜 です。look の後ろに at が必要です。",
    {
      span: [0, 1],
      when: (x) => {
        const next = wordAfter(x)?.lower ?? "";
        if (
          /^(same|best|worst|part|most|least|way|other|type|kind|word|words|number|answer|opposite|size|age|colour|color)$/.test(
            next,
          )
        ) {
          return false;
        }
        if (x.m[1]?.lower === "her" || x.m[1]?.lower === "its") return false;
        // "look the word up", "looked it over": a particle later makes it a phrasal verb.
        return !x.words.slice(x.i + 2).some((w) => /^(up|over|after|into|for|forward|like)$/.test(w.lower));
      },
    },
  ),
  P(
    [forms("belong"), DET],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "belong to".`,
    "「〜に所属している・〜のものだ」は belong to 〜 です。",
    { span: [0, 1], when: (x) => x.m[1]?.lower !== "her" },
  ),
  P(
    [forms("talk"), "me|him|us|them|my|his|your|our|their"],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "talk to" or "talk with" someone.`,
    "「〜と話す」は talk to 〜 か talk with 〜 です。",
    {
      span: [0, 1],
      when: (x) =>
        !x.words.slice(x.i + 2, x.i + 4).some((w) => /^(into|out|over|through|way)$/.test(w.lower)),
    },
  ),
  P(
    [forms("speak"), "me|him|us|them"],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "speak to" someone.`,
    "「〜と話す」は speak to 〜 か speak with 〜 です。",
  ),
  P(
    [forms("agree"), "to", "you|him|me|us|them"],
    (m) => `${t(m, 0)} with ${t(m, 2)}`,
    `Say "agree with" a person.`,
    "「（人）に賛成する」は agree with 〜 です。",
  ),
  P(
    [forms("agree"), "your|his|her|my|their|our|this|that", "opinion|idea|view|plan|opinions|ideas|views"],
    (m) => `${t(m, 0)} with ${t(m, 1)}`,
    `Say "agree with" an opinion.`,
    "「（意見）に賛成する」は agree with 〜 です。",
    { span: [0, 1] },
  ),
  P(
    [forms("agree"), PERSON],
    (m) => `${t(m, 0)} with ${t(m, 1)}`,
    `Say "agree with" a person.`,
    "「（人）に賛成する」は agree with 〜 です。",
    {
      when: (x) => {
        const next = wordAfter(x)?.lower;
        return next === undefined || /^(about|on|very|completely|too|100)$/.test(next);
      },
    },
  ),
  P(
    [forms("worry"), "of"],
    (m) => `${t(m, 0)} about`,
    `Say "worry about".`,
    "「〜を心配する」は worry about 〜 です。",
  ),
  P(
    ["consist|consists|consisted", "from|in|with|by"],
    (m) => `${t(m, 0)} of`,
    `Say "consist of".`,
    "「〜から成る」は consist of 〜 です。",
  ),
  P(
    [forms("enter"), "into|to", DET],
    (m) => t(m, 0),
    `"enter" takes the place directly: "enter the room".`,
    "enter は「〜に入る」という意味なので、into や to はいりません。",
    {
      span: [0, 1],
      when: (x) =>
        !/^(agreement|contract|discussion|partnership|relationship|negotiations)$/.test(
          wordAfter(x)?.lower ?? "",
        ),
    },
  ),
  P(
    [forms("reach"), "to", (w) => ARTICLES_AND_POSSESSIVES.has(w.lower) || capitalised(w)],
    (m) => t(m, 0),
    `"reach" takes the place directly: "reach the top".`,
    "reach は「〜に着く」という意味なので、to はいりません。",
    { span: [0, 1] },
  ),
  P(
    ["visit|visited|visiting|visits", "to", (w) => ARTICLES_AND_POSSESSIVES.has(w.lower) || capitalised(w)],
    (m) => t(m, 0),
    `"visit" takes the place directly: "visit Kyoto".`,
    "visit は「〜をおとずれる」という意味なので、to はいりません。",
    {
      span: [0, 1],
      when: (x) => {
        const v = x.m[0]?.lower;
        if (v === "visited" || v === "visiting") return true;
        const prev = wordBefore(x)?.lower ?? "";
        if (v === "visits") return SUBJECTS.has(prev);
        return (
          SUBJECTS.has(prev) || MODALS.has(prev) || /^(to|don't|didn't|never|let's|always|often)$/.test(prev)
        );
      },
    },
  ),
  P(
    [forms("join"), "to", DET],
    (m) => t(m, 0),
    `"join" takes the group directly: "join the club".`,
    "join は「〜に参加する」という意味なので、to はいりません。",
    { span: [0, 1] },
  ),
  P(
    [forms("attend"), "to", DET, (w) => EVENTS.has(w.lower)],
    (m) => t(m, 0),
    `"attend" takes the event directly: "attend the meeting".`,
    "attend は「〜に出席する」という意味なので、to はいりません。",
    { span: [0, 1] },
  ),
  P(
    ["answered|contacted|approached", "to|with"],
    (m) => t(m, 0),
    `This verb takes its object directly.`,
    "answer（答える）・contact（連絡する）・approach（近づく）は、すぐ後ろに相手を置きます。前置詞はいりません。",
    { when: (x) => (x.m[0]?.lower === "contacted" ? x.m[1]?.lower === "with" : x.m[1]?.lower === "to") },
  ),
  P(
    [forms("participate"), DET],
    (m) => `${t(m, 0)} in ${t(m, 1)}`,
    `Say "participate in".`,
    "「〜に参加する」は participate in 〜 です。",
    { span: [0, 1] },
  ),
  P(
    [
      forms("graduate"),
      (w) =>
        ARTICLES_AND_POSSESSIVES.has(w.lower) ||
        /^(junior|elementary|university|college)$/.test(w.lower) ||
        capitalised(w),
    ],
    (m) => `${t(m, 0)} from ${t(m, 1)}`,
    `Say "graduate from".`,
    "「〜を卒業する」は graduate from 〜 です。",
    { span: [0, 1] },
  ),
  P(
    ["explain|explains|explained|explaining", "me|us|him"],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "explain (it) to me".`,
    "「（人）に説明する」は explain 〜 to（人）です。explain me とは言いません。",
  ),
  P(
    ["explain|explains|explained", "her|them", "how|what|why|where|when|that|the|about"],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "explain (it) to her".`,
    "「（人）に説明する」は explain 〜 to（人）です。",
    { span: [0, 1] },
  ),
  P(
    ["said|say|says", "me|him|us"],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "say to me" or "tell me".`,
    "「（人）に言う」は say to 〜 か tell 〜 です。say me とは言いません。",
  ),
  P(
    [forms("tell ask"), "to", "me|him|us|them"],
    without(1),
    `"tell"/"ask" take the person directly: "tell me".`,
    "tell（伝える）や ask（たずねる）は、すぐ後ろに相手を置きます。to はいりません。",
    { when: (x) => !BE_FORMS.has(wordBefore(x)?.lower ?? "") },
  ),
  P(
    ["reply|replies|replied|replying", "me|him|her|us|them|my|your|his|their|our|the"],
    (m) => `${t(m, 0)} to ${t(m, 1)}`,
    `Say "reply to".`,
    "「〜に返事をする」は reply to 〜 です。",
    { span: [0, 1] },
  ),
  P(
    [forms("laugh"), "me|him|us|them"],
    (m) => `${t(m, 0)} at ${t(m, 1)}`,
    `Say "laugh at".`,
    "「〜を笑う」は laugh at 〜 です。",
    { span: [0, 1] },
  ),
  P(
    [
      forms("live stay study work"),
      "at",
      (w) => capitalised(w) && new RegExp(`^(${COUNTRIES})$`).test(w.lower),
    ],
    (m) => `${t(m, 0)} in ${t(m, 2)}`,
    `Use "in" with cities and countries.`,
    "町や国の前には in を使います。",
    { span: [1, 2], fix: (m) => `in ${t(m, 2)}` },
  ),
  P(
    ["born", "at|on", (w) => capitalised(w) && new RegExp(`^(${COUNTRIES})$`).test(w.lower)],
    (m) => `in ${t(m, 2)}`,
    `Use "in" with cities and countries.`,
    "町や国の前には in を使います。",
    { span: [1, 2] },
  ),
  P(
    [forms("stay"), "in", "home"],
    (m) => `${t(m, 0)} home`,
    `Say "stay home" or "stay at home".`,
    "「家にいる」は stay home か stay at home です。",
  ),
  P(["in", "tv"], () => "on TV", `Say "on TV".`, "「テレビで」は on TV です。", { when: notAfterInterest }),
  P(
    ["in", "the", "internet|web"],
    (m) => `on the ${t(m, 2)}`,
    `Say "on the internet".`,
    "「インターネットで」は on the internet です。",
    { when: notAfterInterest },
  ),
  P(["in", "foot"], () => "on foot", `Say "on foot".`, "「歩いて」は on foot です。"),
  P(
    ["absent", "in|at"],
    () => "absent from",
    `Say "absent from".`,
    "「〜を欠席する」は be absent from 〜 です。",
  ),
  P(
    [forms("call"), "to", "me|you|him|her|us|them"],
    (m) => `${t(m, 0)} ${t(m, 2)}`,
    `"call" takes the person directly: "call you".`,
    "「（人）に電話する」は call 〜 です。to はいりません。",
  ),
  P(
    [forms("get"), "off", "from"],
    (m) => `${t(m, 0)} off`,
    `Say "get off the train" (no "from").`,
    "「（乗り物）から降りる」は get off 〜 です。from はいりません。",
  ),
  P(
    ["by", "walk"],
    () => "on foot",
    `Say "on foot".`,
    "「歩いて」は on foot か walk を使います。by walk とは言いません。",
  ),
  P(
    ["on|at", "my", "opinion"],
    () => "in my opinion",
    `Say "in my opinion".`,
    "「私の意見では」は in my opinion です。",
  ),
  P(
    ["thank", "to", "you"],
    () => "thank you",
    `Say "thank you".`,
    "「ありがとう」は thank you です。to はいりません（thanks to 〜 は「〜のおかげで」）。",
    { span: [0, 2] },
  ),
];

/**
 * Preposition errors after common verbs and adjectives ("listen music", "arrive to", "interested on",
 * "discuss about", "enter into a room", "married with", "explain me", "depend of"), and with places and
 * times ("go to home", "in Sunday", "at 2020", "in this morning").
 */
export const prepositionRule: Rule = (ctx) => runSequences(ctx, PATTERNS, "preposition");
