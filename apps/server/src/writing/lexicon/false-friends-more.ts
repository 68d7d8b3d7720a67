// More katakana English ("wasei eigo") for the false-friend rule: clothes, food, cars, sport, TV, school
// things and everyday phrases that Japanese learners carry into English. Concatenated into FALSE_FRIENDS
// (false-friends.ts). Words with a normal English meaning fire only with `context` words or a narrow pattern.

import { articles, plural, words } from "./false-friend-text.ts";
import type { FalseFriend } from "./false-friends.ts";

const CAR = words(
  "car cars drive drove driving driver drivers bus truck taxi rain wiper wipers windshield road parked seat",
);
const TV = words(
  "tv television show shows program programs programme programmes drama dramas channel broadcast",
);

export const MORE_FALSE_FRIENDS: FalseFriend[] = [
  {
    pattern:
      /\b(?:a|her|my|the|this|that|new|cute|pretty|white|black|red|blue|pink|yellow|green|long|summer|floral|favorite|favourite)\s+one[- ]piece\b(?![- ]?(?:swimsuits?|bathing|swimming|suits?|design|construction|body|unit|mou?ld|toilet|puzzle|frame))/,
    fix: (m) => articles(m.replace(/one[- ]piece/, "dress")),
    unless: words(
      "manga anime luffy comic comics episode episodes swimsuit swimming swim beach pool sea ocean bikini",
    ),
    word: "one-piece",
    meaningJa:
      "「ワンピース（服）」は英語で dress です。英語の one-piece はふつう「ワンピースの水着」のことです。",
    english: `A one-piece garment for women is a "dress".`,
  },
  {
    pattern:
      /\b(?:a|my|his|her|the|this|that|new|gray|grey|black|white|red|blue|warm|favorite|favourite)\s+parkers?\b/,
    fix: (m) => m.replace(/parker(s?)$/, "hoodie$1"),
    word: "parker",
    meaningJa: "「パーカー（フード付きの服）」は英語で hoodie です（Parker は人の名前です）。",
    english: `A hooded sweatshirt is a "hoodie".`,
  },
  {
    pattern:
      /\b(?:wear|wears|wore|wearing|put on|bought|buy|buys)\s+(?:a|my|his|her)\s+(?:(?!personal\b|dog\b|fitness\b|animal\b|horse\b)[a-z]+\s+)?trainer\b(?!s)/i,
    fix: (m) => articles(m.replace(/trainer$/i, "sweatshirt")),
    unless: words("pair shoe shoes running gym coach"),
    word: "trainer",
    meaningJa:
      "「トレーナー（服）」は英語で sweatshirt です。英語の trainer は「トレーニングをする人」やイギリス英語の「運動ぐつ」です。",
    english: `The top is a "sweatshirt"; a "trainer" is a coach (or, in Britain, a sports shoe).`,
  },
  {
    pattern: /\bY[- ]?shirts?\b/,
    fix: (m) => plural(m, "dress shirt", "dress shirts"),
    word: "Y-shirt",
    meaningJa: "「ワイシャツ」は和製英語です。英語では dress shirt（または shirt）と言います。",
    english: `Say "dress shirt" or just "shirt".`,
  },
  {
    pattern: /\bfree[- ]size\b(?!\s+(?:upgrades?|exchanges?|changes?))/i,
    fix: () => "one size",
    word: "free size",
    meaningJa: "「フリーサイズ」は和製英語です。英語では one size（fits all）と言います。",
    english: `Say "one size (fits all)".`,
  },
  {
    pattern: /\b(?:an?\s+)?fried potato(?:e?s)?\b/i,
    fix: () => "French fries",
    context: words("hamburger hamburgers burger burgers mcdonald fast ketchup cola coke nuggets shake"),
    word: "fried potato",
    meaningJa: "「フライドポテト」は英語で French fries（イギリスでは chips）です。",
    english: `Say "French fries" (US) or "chips" (UK).`,
  },
  {
    pattern: /\bAmerican dogs?\b/i,
    fix: (m) => plural(m, "corn dog", "corn dogs"),
    context: words(
      "ate eat eating eats food festival stand stall ketchup mustard stick delicious convenience snack hungry",
    ),
    unless: words("pet pets bark barked barks walk walked breed puppy"),
    word: "American dog",
    meaningJa: "「アメリカンドッグ」は和製英語です。英語では corn dog と言います。",
    english: `Say "corn dog".`,
  },
  {
    pattern:
      /\bsoft[- ]?creams?\b(?![- ](?:cheese|colou?r|colou?red|sweater|filling|frosting|icing|topping|texture|inside|sauce))/i,
    fix: (m) => plural(m, "soft-serve ice cream", "soft-serve ice creams"),
    context: words(
      "ate eat eating eats ice vanilla chocolate matcha cone delicious lick licked melted melting flavor flavour bought buy strawberry sweet",
    ),
    unless: words("hand face skin lotion"),
    word: "soft cream",
    meaningJa: "「ソフトクリーム」は英語で soft-serve（ice cream）です。",
    english: `Say "soft-serve ice cream".`,
  },
  {
    pattern: /\bice[- ]?cand(?:y|ies)\b/i,
    fix: (m) => (/ies$/i.test(m) ? "ice pops" : "ice pop"),
    word: "ice candy",
    meaningJa: "「アイスキャンディー」は英語で ice pop や popsicle（イギリスでは ice lolly）です。",
    english: `Say "ice pop", "popsicle" or "ice lolly".`,
  },
  {
    pattern: /\bmorning calls?\b/i,
    fix: (m) => plural(m, "wake-up call", "wake-up calls"),
    context: words("hotel wake woke waking front desk reception ryokan room"),
    unless: words("boss meeting zoom"),
    word: "morning call",
    meaningJa: "ホテルの「モーニングコール」は英語で wake-up call です。",
    english: `Say "wake-up call".`,
  },
  {
    pattern: /\bfront glass\b(?!\s+(?:doors?|windows?|panels?|case|cases))/i,
    fix: () => "windshield",
    context: CAR,
    word: "front glass",
    meaningJa: "車の「フロントガラス」は英語で windshield（イギリスでは windscreen）です。",
    english: `Say "windshield" (US) or "windscreen" (UK).`,
  },
  {
    pattern: /\bback ?mirrors?\b/i,
    fix: (m) => plural(m, "rear-view mirror", "rear-view mirrors"),
    unless: words("bathroom makeup wall"),
    word: "back mirror",
    meaningJa: "車の「バックミラー」は和製英語です。英語では rear-view mirror と言います。",
    english: `Say "rear-view mirror".`,
  },
  {
    pattern: /\b(?:an\s+)?open cars?\b(?!\s+(?:doors?|windows?|parks?|parking|boot|trunk))/i,
    fix: (m) => (/^an\s/i.test(m) ? "a convertible" : plural(m, "convertible", "convertibles")),
    context: words("drive drove driving drives ride rode riding roof wind top sea coast beach"),
    unless: words("unlocked locked lock door thief stole steal"),
    word: "open car",
    meaningJa: "「オープンカー」は英語で convertible です。",
    english: `Say "convertible".`,
  },
  {
    pattern: /\bsilver seats?\b/i,
    fix: (m) => plural(m, "priority seat", "priority seats"),
    context: words("train trains bus buses subway elderly pregnant"),
    word: "silver seat",
    meaningJa: "「シルバーシート」は和製英語です。英語では priority seat と言います。",
    english: `Say "priority seat".`,
  },
  {
    pattern: /\b(?:play|played|playing|plays|do|did|doing|does)\s+catch ?ball\b/i,
    fix: (m) => {
      const verb = m.split(/\s+/)[0]?.toLowerCase() ?? "";
      const v = { do: "play", did: "played", doing: "playing", does: "plays" }[verb] ?? verb;
      return `${/^[A-Z]/.test(m) ? v.charAt(0).toUpperCase() + v.slice(1) : v} catch`;
    },
    word: "catch ball",
    meaningJa: "「キャッチボール」は和製英語です。英語では play catch と言います。",
    english: `Say "play catch".`,
  },
  {
    pattern: /\b(?:got|get|gets|received)\s+(?:a\s+)?dead ball\b/i,
    fix: (m) =>
      /^gets/i.test(m)
        ? "gets hit by a pitch"
        : /^get/i.test(m)
          ? "get hit by a pitch"
          : "was hit by a pitch",
    context: words("baseball batter pitch pitcher pitched arm base inning softball"),
    word: "dead ball",
    meaningJa: "野球の「デッドボール」は和製英語です。英語では be hit by a pitch と言います。",
    english: `Say "was hit by a pitch".`,
  },
  {
    pattern: /\b(?:got|get|gets|getting)\s+(?:a\s+)?four[- ]?balls?\b/i,
    fix: (m) => m.replace(/(?:a\s+)?four[- ]?balls?$/i, "a walk"),
    context: words("baseball batter pitch pitcher pitched base inning softball bat"),
    word: "four ball",
    meaningJa: "野球の「フォアボール」は和製英語です。英語では a walk（base on balls）と言います。",
    english: `Say "a walk".`,
  },
  {
    pattern:
      /(?<=\b(?:in|during|at)\s+(?:the\s+)?)golden time\b|\bgolden time(?=\s+(?:shows?|programs?|programmes?|dramas?|slot|TV)\b)/i,
    fix: () => "prime time",
    context: TV,
    word: "golden time",
    meaningJa: "テレビの「ゴールデンタイム」は和製英語です。英語では prime time と言います。",
    english: `Say "prime time".`,
  },
  {
    pattern: /(?<![\d.]\s?)\bCMs?\b/,
    fix: (m) => plural(m, "commercial", "commercials"),
    context: words(
      "tv television watch watched watching saw see seen song songs show program programme appear appears appeared actor actress idol funny new famous",
    ),
    word: "CM",
    meaningJa: "テレビの「CM」は和製英語です。英語では commercial（イギリスでは advert）と言います。",
    english: `Say "commercial" (or "advert" in Britain).`,
  },
  {
    pattern: /\bguts ?poses?\b/i,
    fix: (m) => plural(m, "victory pose", "victory poses"),
    word: "guts pose",
    meaningJa: "「ガッツポーズ」は和製英語です。英語では victory pose や fist pump と言います。",
    english: `Say "victory pose" or "fist pump".`,
  },
  {
    pattern: /\b(?:(?:a|the|our|my|your|his|her)\s+)?mood[- ]?makers?\b/i,
    fix: (m) => (/s$/i.test(m) ? "people who cheer everyone up" : "the life of the party"),
    word: "mood maker",
    meaningJa:
      "「ムードメーカー」は和製英語です。英語では the life of the party（場を明るくする人）と言います。",
    english: `Say "the life of the party" or "someone who cheers everyone up".`,
  },
  {
    pattern: /\bskinship\b/i,
    fix: () => "physical contact",
    word: "skinship",
    meaningJa: "「スキンシップ」は和製英語です。英語では physical contact（ふれあい）などと言います。",
    english: `Say "physical contact" or "hugs".`,
  },
  {
    pattern: /\bmy (?:recent |latest |little |personal )?boom\b(?!\s*(?:box|boxes|mic|microphone))/i,
    fix: (m) => `${/^M/.test(m) ? "My" : "my"} latest craze`,
    unless: words("sailing sail boat yacht"),
    word: "my boom",
    meaningJa:
      "「マイブーム」は和製英語です。英語では my latest craze や I'm really into ～（～にはまっている）と言います。",
    english: `Say "my latest craze" or "I'm really into ...".`,
  },
  {
    pattern: /\bplus[- ]alpha\b/i,
    fix: () => "something extra",
    unless: words("angle angles theta beta math maths"),
    word: "plus alpha",
    meaningJa: "「プラスアルファ」は和製英語です。英語では something extra や a little extra と言います。",
    english: `Say "something extra".`,
  },
  {
    pattern: /\bafter-service\b|\b(?:the|good|great|bad|poor|free|its|their|an)\s+after service\b/i,
    fix: (m) => articles(m.replace(/after[- ]service$/i, "after-sales service")),
    word: "after service",
    meaningJa:
      "「アフターサービス」は和製英語です。英語では after-sales service（customer support）と言います。",
    english: `Say "after-sales service".`,
  },
  {
    pattern:
      /\b(?:reform|reformed|reforms|reforming)\s+(?:(?:our|my|the|his|her|their|a|an|this|that|old)\s+)*(?:house|houses|home|kitchen|bathroom|toilet|apartment|room|rooms|shop|store|restaurant)\b(?!\s+(?:industry|industries|system|systems|sector|business|culture|policy|policies|rules|laws?))/i,
    fix: (m) =>
      m.replace(/reform(ed|s|ing)?/i, (r, end?: string) => {
        const v =
          end === "ed" ? "renovated" : end === "s" ? "renovates" : end === "ing" ? "renovating" : "renovate";
        return /^R/.test(r) ? `R${v.slice(1)}` : v;
      }),
    word: "reform",
    meaningJa:
      "家の「リフォーム」は英語で renovate / remodel です。英語の reform は「（制度などを）改革する」という意味です。",
    english: `For a house say "renovate"; "reform" is for laws and systems.`,
  },
  {
    pattern: /\b(?:in|into|from|out of)\s+(?:the|a|our|my)\s+range\b(?!\s+of)/i,
    fix: (m) => m.replace(/range$/i, "microwave"),
    context: words(
      "heat heated heats heating warm warmed warming warms minutes minute seconds bento rice milk leftovers food frozen",
    ),
    unless: words("temperature temperatures price prices mountain mountains age ages"),
    word: "range",
    meaningJa: "「電子レンジ」は英語で microwave です。英語の range は「（料理用の）コンロ」や「範囲」です。",
    english: `Say "microwave".`,
  },
  {
    pattern:
      /\b(?:a|the|our|my|big|this)\s+reform\s+(?:of|to|on)\s+(?:(?:our|my|the|his|her|their|this|that|old)\s+)*(?:house|houses|home|kitchen|bathroom|toilet|apartment|room|rooms)\b|\b(?:house|home|kitchen|bathroom|toilet)\s+reforms?\b/i,
    fix: (m) => m.replace(/reform(s?)/i, "renovation$1"),
    word: "reform",
    meaningJa:
      "家の「リフォーム」は英語で renovation（動詞は renovate）です。英語の reform は「（制度などの）改革」です。",
    english: `For a house say "renovation"; "reform" is for laws and systems.`,
  },
  {
    pattern: /\bcar[- ]?navi(?:gation)?s?\b(?!\s+(?:systems?|units?))|\bnavis?\b/i,
    fix: () => "GPS",
    context: words("car cars drive drove driving driver taxi road roads map way lost"),
    word: "navi",
    meaningJa: "車の「カーナビ」は英語で GPS や (car) navigation system です。",
    english: `Say "GPS" or "navigation system".`,
  },
  {
    pattern: /\bremo-?cons?\b/i,
    fix: (m) => plural(m, "remote control", "remote controls"),
    word: "remocon",
    meaningJa: "「リモコン」は英語で remote control（または remote）です。",
    english: `Say "remote control" or "remote".`,
  },
  {
    pattern: /\b(?:paso|perso)-?[ck]ons?\b/i,
    fix: (m) => plural(m, "computer", "computers"),
    word: "pasocon",
    meaningJa: "「パソコン」は英語で computer（PC）です。",
    english: `Say "computer" or "PC".`,
  },
  {
    pattern: /\bnote[- ]?(?:PC|computer)s?\b/i,
    fix: (m) => plural(m, "laptop", "laptops"),
    word: "note PC",
    meaningJa: "「ノートパソコン」は英語で laptop です。",
    english: `Say "laptop".`,
  },
  {
    pattern: /\bdigi-?cames?\b/i,
    fix: (m) => plural(m, "digital camera", "digital cameras"),
    word: "digicame",
    meaningJa: "「デジカメ」は英語で digital camera です。",
    english: `Say "digital camera".`,
  },
  {
    pattern: /\bmagic ?pens?\b/i,
    fix: (m) => plural(m, "marker", "markers"),
    unless: words("trick tricks magician wizard wand"),
    word: "magic pen",
    meaningJa: "「マジック（ペン）」は英語で marker（または felt-tip pen）です。",
    english: `Say "marker".`,
  },
  {
    pattern:
      /\bwith\s+(?:(?:a|an|black|red|blue|green|thick|oil-based)\s+)*magic\b(?!\s+(?:pens?|markers?|wands?|tricks?|spells?|powers?))/i,
    fix: (m) => articles(`with a ${m.replace(/^with\s+(?:an?\s+)?/i, "").replace(/magic$/i, "marker")}`),
    context: words(
      "wrote write writes writing name names draw drew drawing box boxes board cardboard poster",
    ),
    unless: words("trick tricks magician wizard wand spell"),
    word: "magic",
    meaningJa: "「マジック（ペン）」は英語で marker です。英語の magic は「魔法・手品」です。",
    english: `Say "marker"; "magic" means spells or tricks.`,
  },
  {
    pattern: /\b(?:got|get|gets|was|is|went)\s+(?:a\s+)?punk(?:ed)?\b/i,
    fix: (m) =>
      /^gets/i.test(m)
        ? "gets a flat tire"
        : /^get/i.test(m)
          ? "get a flat tire"
          : /^is/i.test(m)
            ? "has a flat tire"
            : /^got/i.test(m)
              ? "got a flat tire"
              : "had a flat tire",
    context: words("bike bicycle tire tyre tires tyres car wheel"),
    unless: words("music band rock song songs"),
    word: "punk",
    meaningJa:
      "タイヤの「パンク」は英語で flat tire（イギリスでは puncture）です。英語の punk は音楽の種類などです。",
    english: `Say "got a flat tire".`,
  },
  {
    pattern:
      /\b(?:an?|my|her|his|the|new|cute|these|those|some|many|two|three|several|gold|silver|pretty)\s+(?:(?:new|cute|gold|silver|pretty|small|big)\s+)?pierces?\b/i,
    fix: (m) => articles(m.replace(/pierce(s?)$/i, (_p, s: string) => (s ? "earrings" : "earring"))),
    word: "pierce",
    meaningJa:
      "「ピアス」は英語で earrings（イヤリングと同じ語）です。英語の pierce は「穴をあける」という動詞です。",
    english: `Say "earrings"; "pierce" is a verb.`,
  },
  {
    pattern: /\bmanners? ?mode\b/i,
    fix: () => "silent mode",
    word: "manner mode",
    meaningJa: "携帯の「マナーモード」は和製英語です。英語では silent mode や vibrate mode と言います。",
    english: `Say "silent mode".`,
  },
  {
    pattern: /\bfree ?dial\b(?![- ]?up)/i,
    fix: () => "toll-free number",
    word: "free dial",
    meaningJa: "「フリーダイヤル」は和製英語です。英語では toll-free number と言います。",
    english: `Say "toll-free number".`,
  },
  {
    pattern: /\b(?:play|played|playing|plays)\s+trump\b/,
    fix: (m) => m.replace(/trump$/, "cards"),
    unless: words("suit suits bridge hearts spades diamonds clubs"),
    word: "trump",
    meaningJa: "「トランプ（遊び）」は英語で cards（playing cards）です。英語の trump は「切り札」です。",
    english: `Say "play cards"; a "trump" is a winning card.`,
  },
  {
    pattern: /\b(?:I|we|he|she|they|you)\s+(?:finally\s+|first\s+)?goal(?:ed)?[- ]?in(?:ed)?\b/i,
    fix: (m) => m.replace(/goal(?:ed)?[- ]?in(?:ed)?$/i, "crossed the finish line"),
    word: "goal in",
    meaningJa: "「ゴールイン」は和製英語です。英語では cross the finish line（ゴールする）と言います。",
    english: `Say "crossed the finish line".`,
  },
  {
    pattern: /\bpet ?bottles?\b/i,
    fix: (m) => plural(m, "plastic bottle", "plastic bottles"),
    unless: words("dog dogs cat cats hamster rabbit pets animal animals"),
    word: "pet bottle",
    meaningJa: "「ペットボトル」は英語で plastic bottle です。pet bottle は「ペット用のびん」に聞こえます。",
    english: `Say "plastic bottle".`,
  },
  {
    pattern: /\bhigh[- ]touch(?:es|ed)?\b/i,
    fix: (m) => (/es$/i.test(m) ? "high fives" : /ed$/i.test(m) ? "high-fived" : "high five"),
    unless: words("tech technology customer customers service business"),
    word: "high touch",
    meaningJa: "「ハイタッチ」は和製英語です。英語では high five と言います。",
    english: `Say "high five".`,
  },
  {
    pattern: /\bvinyl (?:bags?|umbrellas?)\b/i,
    fix: (m) => m.replace(/vinyl/i, /umbrella/i.test(m) ? "clear plastic" : "plastic"),
    context: words(
      "supermarket shop shops store convenience trash garbage groceries shopping rain raining bought buy reusable eco",
    ),
    word: "vinyl bag",
    meaningJa: "「ビニール袋」は英語で plastic bag です。vinyl はレコードや特別な素材のことです。",
    english: `Say "plastic bag".`,
  },
  {
    pattern: /\beco[- ]?bags?\b/i,
    fix: (m) => plural(m, "reusable bag", "reusable bags"),
    word: "eco bag",
    meaningJa: "「エコバッグ」は和製英語です。英語では reusable bag や shopping bag と言います。",
    english: `Say "reusable bag".`,
  },
  {
    pattern: /\bmug ?cups?\b/i,
    fix: (m) => plural(m, "mug", "mugs"),
    word: "mug cup",
    meaningJa: "「マグカップ」は英語で mug だけで通じます。",
    english: `Say "mug".`,
  },
  {
    pattern:
      /\ba mail\b(?!\s+(?:carriers?|orders?|box|boxes|truck|van|man|service|slot|room|bag))|\b(?:many|two|three|four|five|some|these|those|several|lots of|a lot of|\d+)\s+mails\b/i,
    fix: (m) => (/^a mail$/i.test(m) ? `${m.charAt(0)}n email` : m.replace(/mails$/i, "emails")),
    context: words(
      "send sent sends sending got get gets received receive reply replied read check checked phone smartphone computer answer answered",
    ),
    word: "mail",
    meaningJa:
      "パソコンや携帯の「メール」は英語で email（e-mail）です。mail は「郵便物」で、a mail とは言いません。",
    english: `Say "an email"; "mail" is uncountable post.`,
  },
  {
    pattern:
      /\b(?:put|puts|putting|stuck|stick|sticks|sticking|collect|collects|collected|collecting|bought|buy|gave|got)\s+(?:(?:a|some|many|lots|of|the|cute|these|those|my|new)\s+)*seals?\b/i,
    fix: (m) => m.replace(/seal(s?)$/i, "sticker$1"),
    context: words(
      "notebook notebooks diary case album cute character characters sticker pokemon pokémon anime desk smartphone",
    ),
    unless: words("envelope letter wax document stamp official zoo sea ocean aquarium"),
    word: "seal",
    meaningJa: "「シール」は英語で sticker です。英語の seal は「印・封」や動物の「アザラシ」です。",
    english: `Say "sticker".`,
  },
  {
    pattern: /\brecycle shops?\b/i,
    fix: (m) => plural(m, "secondhand shop", "secondhand shops"),
    word: "recycle shop",
    meaningJa: "「リサイクルショップ」は英語で secondhand shop や thrift store です。",
    english: `Say "secondhand shop" or "thrift store".`,
  },
  {
    pattern:
      /\b(?:did|made|do|does|make|makes)\s+(?:a\s+)?flying\b(?!\s+(?:start|visit|leap|jump|kick|fish|squirrel|saucer|trip|lesson|lessons))/i,
    fix: (m) =>
      m.replace(
        /^(\w+)\s+(?:a\s+)?flying$/i,
        (_a, v: string) =>
          `${{ did: "made", do: "make", does: "makes" }[v.toLowerCase()] ?? v} a false start`,
      ),
    context: words("race start starting runner runners swimmer swimmers relay gun sprint"),
    word: "flying",
    meaningJa:
      "スタートの「フライング」は英語で false start です。a flying start は「好スタート」の意味になります。",
    english: `Say "made a false start".`,
  },
  {
    pattern: /(?<!all[- ])\bnighters?\b/i,
    fix: (m) => plural(m, "night game", "night games"),
    word: "nighter",
    meaningJa: "野球の「ナイター」は和製英語です。英語では night game と言います。",
    english: `Say "night game".`,
  },
  {
    pattern: /\bgame cent(?:er|re)s?\b/i,
    fix: (m) => plural(m, "arcade", "arcades"),
    unless: words("apple iphone ios"),
    word: "game center",
    meaningJa: "「ゲームセンター」は英語で arcade（game arcade）です。",
    english: `Say "arcade".`,
  },
  {
    pattern: /\bwinkers?\b/i,
    fix: (m) => plural(m, "turn signal", "turn signals"),
    context: CAR,
    word: "winker",
    meaningJa: "車の「ウインカー」は英語で turn signal（イギリスでは indicator）です。",
    english: `Say "turn signal" or "indicator".`,
  },
  {
    pattern: /\bside ?brakes?\b/i,
    fix: (m) => plural(m, "parking brake", "parking brakes"),
    word: "side brake",
    meaningJa: "「サイドブレーキ」は英語で parking brake（イギリスでは handbrake）です。",
    english: `Say "parking brake" or "handbrake".`,
  },
  {
    pattern: /\bjet ?coasters?\b/i,
    fix: (m) => plural(m, "roller coaster", "roller coasters"),
    word: "jet coaster",
    meaningJa: "「ジェットコースター」は和製英語です。英語では roller coaster と言います。",
    english: `Say "roller coaster".`,
  },
  {
    pattern: /\bgum ?tape\b/i,
    fix: () => "packing tape",
    word: "gum tape",
    meaningJa: "「ガムテープ」は和製英語です。英語では packing tape や duct tape と言います。",
    english: `Say "packing tape".`,
  },
  {
    pattern: /\bwide ?shows?\b(?!\s+of\b)/i,
    fix: (m) => plural(m, "talk show", "talk shows"),
    word: "wide show",
    meaningJa: "「ワイドショー」は和製英語です。英語では talk show（daytime talk show）などと言います。",
    english: `Say "talk show".`,
  },
  {
    pattern:
      /\b(?:asked|ask|asks|called|call|calls|phoned|phone|told|tell)\s+the\s+front\b(?!\s+(?:of|desk|office|counter|door|gate))|\b(?:check|checked|checking|checks)\s+(?:in|out)\s+at\s+the\s+front\b(?!\s+(?:of|desk|office|counter|door|gate|entrance))/i,
    fix: (m) => `${m} desk`,
    context: words("hotel ryokan inn room towel towels key"),
    word: "front",
    meaningJa:
      "ホテルの「フロント」は英語で front desk や reception です。the front だけでは「前の方」の意味になります。",
    english: `Say "the front desk" or "reception".`,
  },
  {
    pattern: /\bkey ?holders?\b/i,
    fix: (m) => plural(m, "key chain", "key chains"),
    context: words("souvenir souvenirs bought buy cute character characters bag bags gave present gift shop"),
    unless: words("wall hook hooks door"),
    word: "key holder",
    meaningJa: "「キーホルダー」は英語で key chain や key ring です。",
    english: `Say "key chain" or "key ring".`,
  },
  {
    pattern: /\bconcents?\b/i,
    fix: (m) => plural(m, "outlet", "outlets"),
    word: "concent",
    meaningJa: "電気の「コンセント」は英語で outlet（イギリスでは socket）です。",
    english: `A wall socket is an "outlet" or "socket".`,
  },
  {
    pattern: /\b(?:an?|the|to|at)\s+open campus(?:es)?\b/i,
    fix: (m) => articles(m.replace(/open campus(?:es)?$/i, "open house")),
    context: words("university universities college colleges visit visited went go going join joined school"),
    unless: words("fence fences gate gates walls"),
    word: "open campus",
    meaningJa: "大学の「オープンキャンパス」は英語で open house（イギリスでは open day）です。",
    english: `Say "open house" (US) or "open day" (UK).`,
  },
  {
    pattern: /\bsign ?pens?\b/i,
    fix: (m) => plural(m, "felt-tip pen", "felt-tip pens"),
    word: "sign pen",
    meaningJa: "「サインペン」は和製英語です。英語では felt-tip pen や marker と言います。",
    english: `Say "felt-tip pen".`,
  },
  {
    pattern:
      /^don'?t mind(?=\s*[!.]*\s*$)|^don'?t mind(?=\s*[!,]\s*(?:[A-Z][a-z]+|everyone|everybody|guys|team)\s*[!.]*\s*$)|(?<=["“]\s?)don'?t mind(?=\s*[!.,]?\s*["”])/i,
    fix: (m) => (/^D/.test(m) ? "Don't worry" : "don't worry"),
    word: "don't mind",
    meaningJa: "「ドンマイ」は英語では通じません。Don't worry about it. や Never mind. と言いましょう。",
    english: `"Don't mind" does not cheer someone up: say "Don't worry (about it)".`,
  },
];
