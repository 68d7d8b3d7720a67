// Katakana English from school, home and town life ("print", "demerit", "charm point", "free market",
// "apart", "coin laundry"...) for the false-friend rule. Concatenated into FALSE_FRIENDS (false-friends.ts).
// As in the other lists, a word with a normal English meaning fires only in a narrow pattern or beside
// `context` words that show the Japanese meaning.

import { articles, keepCase, plural, words } from "./false-friend-text.ts";
import type { FalseFriend } from "./false-friends.ts";

const SCHOOL = words(
  "teacher teachers class classes classroom homework school students student lesson lessons test exam handed hand gave give got pass passed",
);

export const DAILY_FALSE_FRIENDS: FalseFriend[] = [
  {
    pattern:
      /\b(?:an?|the|this|that|my|our|his|her|their|two|three|some|these|those)\s+prints?\b(?!\s+(?:of|by)\b)/i,
    fix: (m) => articles(m.replace(/print(s?)$/i, "handout$1")),
    context: SCHOOL,
    unless: words(
      "art artist painting paintings museum gallery photo photos photograph photographs fabric shirt dress",
    ),
    word: "print",
    meaningJa:
      "学校の「プリント」は英語で handout（または worksheet）です。print は「印刷物・版画」などの意味です。",
    english: `A sheet the teacher gives out is a "handout" or "worksheet".`,
  },
  {
    pattern: /\bdemerits?\b/i,
    fix: (m) => keepCase(m, plural(m, "disadvantage", "disadvantages")),
    unless: words(
      "points point detention behavior behaviour punishment punished got get gets given gave receive received late rule rules",
    ),
    word: "demerit",
    meaningJa:
      "「デメリット」は英語で disadvantage（または drawback）です。demerit は「（学校の）罰点」の意味になります。",
    english: `Say "disadvantage"; a "demerit" is a mark against someone's behaviour.`,
  },
  {
    pattern: /\bmerits?(?=\s+and\s+(?:dis|de)(?:merits?|advantages?)\b)/i,
    fix: (m) => keepCase(m, plural(m, "advantage", "advantages")),
    word: "merit",
    meaningJa: "「メリット・デメリット」は英語で advantages and disadvantages（pros and cons）です。",
    english: `Say "advantages and disadvantages" (or "pros and cons").`,
  },
  {
    pattern: /\bcharm points?\b/i,
    fix: (m) => plural(m, "best feature", "best features"),
    word: "charm point",
    meaningJa:
      "「チャームポイント」は和製英語です。英語では best feature や what I like most about 〜 と言います。",
    english: `Say "best feature".`,
  },
  {
    pattern: /\b(?:an?|the)\s+OL\b|\boffice lad(?:y|ies)\b/,
    fix: (m) =>
      /ladies$/.test(m)
        ? "office workers"
        : /lady$/.test(m)
          ? "office worker"
          : articles(m.replace(/OL$/, "office worker")),
    word: "OL",
    meaningJa: "「OL（オフィスレディ）」は和製英語です。英語では office worker と言います。",
    english: `Say "office worker".`,
  },
  {
    pattern: /\bfreeters?\b/i,
    fix: (m) => plural(m, "part-time worker", "part-time workers"),
    word: "freeter",
    meaningJa: "「フリーター」は和製英語です。英語では part-time worker と言います。",
    english: `Say "part-time worker".`,
  },
  {
    pattern: /\b(?:an?|the|at|to)\s+free markets?\b/i,
    fix: (m) => articles(m.replace(/free market/i, "flea market")),
    context: words(
      "sold sell sells selling bought buy buys park used old clothes clothing toys stall stalls booth weekend sunday saturday",
    ),
    unless: words("economy economic economics economies trade capitalism government prices competition"),
    word: "free market",
    meaningJa:
      "「フリーマーケット（のみの市）」は英語で flea market です。free market は「自由市場（経済）」の意味です。",
    english: `A market of used goods is a "flea market"; a "free market" is an economic system.`,
  },
  {
    pattern: /\b(?:used|use|uses|using|with|some|the)\s+bond\b/i,
    fix: (m) => m.replace(/bond$/i, "glue"),
    context: words("stick stuck paper papers glue attach attached together wood craft"),
    word: "bond",
    meaningJa: "「ボンド（接着剤）」は英語で glue です。bond は「きずな・債券」などの意味です。",
    english: `Say "glue".`,
  },
  {
    pattern: /\bclear (?:file|folder)s?\b/i,
    fix: (m) => plural(m, "plastic folder", "plastic folders"),
    word: "clear file",
    meaningJa: "「クリアファイル」は英語で plastic folder（または clear folder）です。",
    english: `Say "plastic folder".`,
  },
  {
    pattern: /\bcoin laundr(?:y|ies)\b/i,
    fix: (m) => (/ies$/i.test(m) ? "laundromats" : "laundromat"),
    word: "coin laundry",
    meaningJa: "「コインランドリー」は英語で laundromat（イギリスでは launderette）です。",
    english: `Say "laundromat" (US) or "launderette" (UK).`,
  },
  {
    pattern: /\b(?:my|your|his|her|their|our|today's|the|this|that|nice|cute)\s+coordinates?\b/i,
    fix: (m) => m.replace(/coordinate(s?)$/i, "outfit$1"),
    context: words(
      "wear wore wearing shirt shirts jeans skirt dress jacket clothes fashion cute nice stylish today's like",
    ),
    unless: words("map maps graph axis point points gps latitude longitude x y"),
    word: "coordinate",
    meaningJa: "服の「コーディネート」は英語で outfit です。coordinate は「座標」や「調整する」の意味です。",
    english: `What someone wears together is an "outfit".`,
  },
  {
    pattern: /\bimage[- ]?(?:up|down)\b/i,
    fix: (m) => (/up$/i.test(m) ? "improve the image of" : "hurt the image of"),
    word: "image up",
    meaningJa: "「イメージアップ／ダウン」は和製英語です。improve (hurt) the image of 〜 と言いましょう。",
    english: `Say "improve the image of" or "hurt the image of".`,
  },
  {
    pattern: /\bcatch[- ]?cop(?:y|ies)\b/i,
    fix: (m) => (/ies$/i.test(m) ? "slogans" : "slogan"),
    word: "catch copy",
    meaningJa: "「キャッチコピー」は和製英語です。英語では slogan や catchphrase と言います。",
    english: `Say "slogan" or "catchphrase".`,
  },
  {
    // "a tennis circle": a club's name before it ("in a circle" is a shape).
    pattern:
      /\b(?:an?|the|our|my|his|her|their)\s+(?!big\b|small\b|large\b|little\b|perfect\b|full\b|inner\b|close\b|vicious\b)[a-z]+\s+circles?\b/i,
    fix: (m) => articles(m.replace(/circle(s?)$/i, "club$1")),
    context: words("joined join joins joining university college member members belong belongs"),
    unless: words(
      "draw drew drawn drawing shape shapes round line lines math area radius compass friends hands",
    ),
    word: "circle",
    meaningJa: "大学の「サークル」は英語で club です。circle は「円」や「仲間の輪」の意味です。",
    english: `A student group is a "club".`,
  },
  {
    pattern: /\b(?:is|are|was|were|became|become|got|get|getting)\s+(?:a\s+)?(?:mannerism|manneri)\b/i,
    fix: (m) => {
      const verb = m.split(/\s+/)[0] ?? "";
      if (/^(?:is|are|was|were)$/i.test(verb)) return `${verb} in a rut`;
      const get = { became: "got", become: "get" }[verb.toLowerCase()] ?? verb;
      return `${get} into a rut`;
    },
    word: "mannerism",
    meaningJa:
      "「マンネリ」は英語で in a rut（ワンパターン）などと言います。mannerism は「（人の）くせ」の意味です。",
    english: `Say "in a rut"; a "mannerism" is a personal habit of gesture or speech.`,
  },
  {
    pattern: /\boven toasters?\b/i,
    fix: (m) => plural(m, "toaster oven", "toaster ovens"),
    word: "oven toaster",
    meaningJa: "「オーブントースター」は英語で toaster oven です（語順が逆です）。",
    english: `Say "toaster oven".`,
  },
  {
    pattern: /\blast spurt\b/i,
    fix: () => "final sprint",
    word: "last spurt",
    meaningJa: "「ラストスパート」は英語で final sprint や final push と言います。",
    english: `Say "final sprint" (in a race) or "final push".`,
  },
  {
    pattern: /\b(?:a|the|that|this|his|her|their|great|nice)\s+fine plays?\b/i,
    fix: (m) => articles(m.replace(/fine play/i, "great play")),
    word: "fine play",
    meaningJa: "「ファインプレー」は英語で great play や amazing play と言います。",
    english: `Say "great play".`,
  },
  {
    pattern: /\b(?:an?|the|my|our|his|her|their|new|small|cheap|old)\s+aparts?\b/i,
    fix: (m) => articles(m.replace(/apart(s?)$/i, "apartment$1")),
    word: "apart",
    meaningJa: "「アパート」は英語で apartment です。apart は「離れて」という意味の副詞です。",
    english: `Say "apartment"; "apart" means "separated".`,
  },
  {
    pattern:
      /\b(?:the|a|to|at)\s+departs?\b(?=\s*(?:[.,!?]|$|and|in|near|to|with|for|on|by|yesterday|today|last|this))/i,
    fix: (m) => articles(m.replace(/departs?$/i, "department store")),
    word: "depart",
    meaningJa: "「デパート」は英語で department store です。depart は「出発する」という動詞です。",
    english: `Say "department store"; "depart" is a verb meaning "leave".`,
  },
  {
    pattern: /\bwet tissues?\b/i,
    fix: (m) => plural(m, "wet wipe", "wet wipes"),
    word: "wet tissue",
    meaningJa: "「ウェットティッシュ」は英語で wet wipe と言います。",
    english: `Say "wet wipe".`,
  },
  {
    pattern: /\bunit ?baths?\b/i,
    fix: (m) => plural(m, "bathroom", "bathrooms"),
    word: "unit bath",
    meaningJa: "「ユニットバス」は和製英語です。英語ではふつう bathroom と言います。",
    english: `Say "bathroom".`,
  },
  {
    pattern: /\btouch panels?\b/i,
    fix: (m) => plural(m, "touch screen", "touch screens"),
    word: "touch panel",
    meaningJa: "「タッチパネル」は英語で touch screen と言います。",
    english: `Say "touch screen".`,
  },
  {
    pattern: /\blive ?houses?\b/i,
    fix: (m) => plural(m, "music club", "music clubs"),
    word: "live house",
    meaningJa: "「ライブハウス」は和製英語です。英語では music club や (small) music venue と言います。",
    english: `Say "music club" or "music venue".`,
  },
  {
    pattern: /\b(?:a\s+|the\s+)?doctor ?stop\b/i,
    fix: () => "doctor's orders",
    word: "doctor stop",
    meaningJa: "「ドクターストップ」は和製英語です。英語では doctor's orders（医者に止められた）と言います。",
    english: `Say "doctor's orders" ("the doctor told him to stop").`,
  },
  {
    pattern: /\bpair ?looks?\b/i,
    fix: () => "matching outfits",
    word: "pair look",
    meaningJa: "「ペアルック」は和製英語です。英語では matching outfits と言います。",
    english: `Say "matching outfits".`,
  },
  {
    pattern: /\b(?:cello|sero|cellophane) ?tapes?\b/i,
    fix: (m) => (/s$/i.test(m) ? "rolls of tape" : "tape"),
    word: "cello tape",
    meaningJa:
      "「セロテープ」は商品名から来た日本語です。英語では tape（アメリカでは Scotch tape）と言います。",
    english: `Say "tape" (or "Scotch tape").`,
  },
  {
    pattern: /\bthe\s+stove\b/i,
    fix: (m) => m.replace(/stove$/i, "heater"),
    context: words("cold warm warmer winter freezing chilly room classroom"),
    unless: words("cook cooked cooking cooks pot pan pans kettle boil boiled soup kitchen fry fried"),
    word: "stove",
    meaningJa:
      "部屋を暖める「ストーブ」は英語で heater です。アメリカ英語の stove はふつう料理用の「コンロ」のことです。",
    english: `A room heater is a "heater"; a "stove" is usually for cooking.`,
  },
  {
    pattern:
      /\b(?:a|the)\s+cooler\b(?=\s+in\s+(?:our|my|the|this|every)\s+(?:classroom|classrooms|room|rooms|bedroom|house|home|office)\b)/i,
    fix: (m) => articles(m.replace(/cooler$/i, "air conditioner")),
    unless: words("drinks drink ice beer picnic camping bag box beach"),
    word: "cooler",
    meaningJa:
      "英語の cooler は「飲み物を冷やす箱（クーラーボックス）」のことです。部屋のクーラーは air conditioner です。",
    english: `A "cooler" is an ice box; a room cooler is an "air conditioner".`,
  },
  {
    pattern: /\b(?:the|a)\s+convenience\b(?!\s+(?:stores?|shops?|of|for|food|foods)\b)/i,
    fix: (m) => articles(`${m} store`),
    context: words("go goes went going bought buy buys stopped walked near station opened open"),
    word: "convenience",
    meaningJa: "「コンビニ」は英語で convenience store です。convenience だけでは「便利さ」の意味です。",
    english: `Say "convenience store"; "convenience" alone means "ease of use".`,
  },
  {
    pattern: /\bcunning (?:papers?|sheets?)\b/i,
    fix: (m) => (/s$/i.test(m) ? "cheat sheets" : "cheat sheet"),
    word: "cunning paper",
    meaningJa: "「カンニングペーパー」は英語で cheat sheet です。cunning は「ずる賢い」という形容詞です。",
    english: `Say "cheat sheet".`,
  },
  {
    pattern: /\b(?:tv|television) talents?\b/i,
    fix: (m) => (/s$/i.test(m) ? "TV personalities" : "TV personality"),
    word: "talent",
    meaningJa: "テレビの「タレント」は英語で TV personality や celebrity です。talent は「才能」の意味です。",
    english: `Say "TV personality" or "celebrity".`,
  },
];
