// Katakana English ("wasei eigo") that English speakers read differently. Each entry fires only where the
// sentence makes the Japanese meaning clear: a pattern of words, and, when `context` is set, one of those
// words elsewhere in the sentence (and none of `unless`).

/** One false friend: the pattern, its correction and why, in English and in Japanese. */
export type FalseFriend = {
  /** a regular expression on the sentence (case-insensitive); the whole match is flagged */
  pattern: RegExp;
  /** the text that replaces the match, given the match */
  fix: (match: string) => string;
  /** the sentence must also contain one of these words (lower case, whole words) */
  context?: string[];
  /** ...and none of these */
  unless?: string[];
  word: string;
  meaningJa: string;
  english: string;
};

import { keepCase, words } from "./false-friend-text.ts";
import { DAILY_FALSE_FRIENDS } from "./false-friends-daily.ts";
import { MORE_FALSE_FRIENDS } from "./false-friends-more.ts";

const BE = "(?:am|is|are|was|were|be|been|'m|'s|'re)";

const BASE_FALSE_FRIENDS: FalseFriend[] = [
  {
    pattern: new RegExp(
      `\\b(?:my|our|his|her|their) tension (?:${BE}|went|goes|got|gets|rose|rises|became|becomes|(?:${BE} )?getting|(?:${BE} )?going) (?:(?:very|so|really|super|too|even|totally|completely|quite|a little|a bit|at (?:its|the)) )*(?:high|higher|highest|up|max|maximum|low|lower|lowest|down)\\b`,
      "i",
    ),
    fix: (m) => {
      const low = /\b(?:low|lower|lowest|down)$/i.test(m);
      const past = /\b(?:was|were|went|got|rose|became)\b/i.test(m);
      const who = /^our/i.test(m)
        ? "we"
        : /^his/i.test(m)
          ? "he"
          : /^her/i.test(m)
            ? "she"
            : /^their/i.test(m)
              ? "they"
              : "I";
      const be = past
        ? who === "we" || who === "they"
          ? "were"
          : "was"
        : who === "I"
          ? "am"
          : who === "we" || who === "they"
            ? "are"
            : "is";
      return keepCase(m, `${who} ${be} ${low ? "not in the mood" : "excited"}`);
    },
    // "My tension went down after the exam": real nervousness.
    unless: words(
      "exam exams test tests interview audition speech nervous worried stress stressed relaxed relax relieved afraid scared",
    ),
    word: "tension",
    meaningJa:
      "英語の tension は「緊張・不安」の意味で、「テンションが高い（ノリノリ）」の意味はありません。",
    english: `"tension" means stress or nervousness; say "I was excited".`,
  },
  {
    pattern: /\bhigh[- ]tension\b/i,
    fix: () => "excited",
    context: words("i we my was were am felt feel everyone"),
    unless: words("wire wires cable cables electricity power voltage"),
    word: "high tension",
    meaningJa: "英語の tension は「緊張・不安」の意味です。「テンションが高い」は excited などで表します。",
    english: `"tension" means stress; say "excited".`,
  },
  {
    pattern: /\blow[- ]tension\b/i,
    fix: () => "in a low mood",
    context: words("i we my was were am felt feel today everyone"),
    unless: words("wire wires cable cables electricity power voltage"),
    word: "low tension",
    meaningJa:
      "英語の tension は「緊張・不安」の意味です。「テンションが低い」は in a low mood や not in the mood で表します。",
    english: `"tension" means stress; say "in a low mood".`,
  },
  {
    pattern: /\bconsents?\b/i,
    fix: (m) => (/s$/i.test(m) ? "outlets" : "outlet"),
    context: words(
      "phone smartphone charge charger charging plug plugged unplug battery laptop computer cable tv dryer electric electricity game room wall",
    ),
    unless: words("form forms parents parent permission agree agreed give gave signed sign without"),
    word: "consent",
    meaningJa:
      "英語の consent は「同意」という意味です。電気の「コンセント」は outlet（アメリカ）や socket（イギリス）です。",
    english: `"consent" means agreement; a wall socket is an "outlet" or "socket".`,
  },
  {
    pattern: /\bsmart(?:er)?\b/i,
    fix: (m) => (/er$/i.test(m) ? "slimmer" : "slim"),
    context: words(
      "diet dieting weight weigh weighs weighed kg kilograms kilos body legs arms waist stomach belly thighs figure fat slim slimmer thin thinner skinny slender model lose lost losing lighter",
    ),
    unless: words(
      "phone phones smartphone watch student students clever intelligent idea ideas suit suits dressed tie jacket uniform test exam brain makes make study studies",
    ),
    word: "smart",
    meaningJa:
      "英語の smart は「頭がいい・おしゃれな」という意味で、「やせている（スマート）」の意味はありません。slim を使いましょう。",
    english: `"smart" means clever; for a thin body say "slim".`,
  },
  {
    pattern:
      /\b(?:made|make|makes|making|got|get|gets|received|receive)\s+(?:a\s+|some\s+|many\s+|lots\s+of\s+)?claims?\b/i,
    fix: (m) => m.replace(/claim/i, "complaint"),
    context: words(
      "shop store restaurant waiter staff clerk customer customers service noise neighbor neighbour neighbors neighbours hotel food teacher school company manager",
    ),
    unless: words(
      "insurance land throne product products scientist scientists research evidence study politician politicians government",
    ),
    word: "claim",
    meaningJa:
      "英語の claim は「主張する・（権利を）要求する」という意味です。「クレーム（苦情）」は complaint です。",
    english: `A "claim" is an assertion; a grievance is a "complaint".`,
  },
  {
    pattern: /\bclaimers?\b/i,
    fix: (m) => (/s$/i.test(m) ? "complainers" : "complainer"),
    word: "claimer",
    meaningJa: "「クレーマー」は英語では complainer（いつも文句を言う人）です。",
    english: `Say "complainer".`,
  },
  {
    pattern:
      /(?<!\b(?:what|which|that|things)\s+(?:I|he|she|they|we|you)\s+)\bclaimed about\b|\b(?:claim|claimed|claims|claiming)\s+(?:to|at)\s+(?:(?:the|a|an|our|my|his|her|their|that|this)\s+)(?:[a-z]+\s+)?(?:shop|store|restaurant|staff|hotel|company|school|waiter|waitress|manager|clerk|neighbou?rs?|city|office|supermarket|station|cafe|café)\b(?!\s+that\b)/i,
    fix: (m) =>
      m
        .replace(/claim(?:ed|s|ing)?(\s+)at/i, "complain$1to")
        .replace(/claim(ed|s|ing)?/i, (_c, end) =>
          end === "ed"
            ? "complained"
            : end === "s"
              ? "complains"
              : end === "ing"
                ? "complaining"
                : "complain",
        ),
    unless: words("insurance land throne police court"),
    word: "claim",
    meaningJa:
      "英語の claim は「主張する・（権利を）要求する」という意味です。「クレームを言う（苦情を言う）」は complain です。",
    english: `"claim" means to assert; to express a grievance is to "complain".`,
  },
  {
    pattern: new RegExp(
      `\\b(?:${BE}\\s+(?:a\\s+)?(?:very\\s+|so\\s+|really\\s+)?my[- ]pace\\b(?:\\s+(?:person|type|girl|boy|man|woman))?|\\ba\\s+my[- ]pace\\s+(?:person|type|girl|boy|man|woman))`,
      "i",
    ),
    fix: (m) => {
      const be = /^(?:am|is|are|was|were|be|been|'m|'s|'re)\b/i.exec(m)?.[0];
      return be ? `${be} easygoing` : "an easygoing person";
    },
    word: "my pace",
    meaningJa:
      "「マイペース」は和製英語です。英語では easygoing（のんびりした）や do things at my own pace（自分のペースでやる）と言います。",
    english: `"my pace" is Japanese English: say "easygoing" or "at my own pace".`,
  },
  {
    pattern:
      /\b(?:I|we|you|they|he|she|will|to|can|'ll|should|must|let's|let us|please|always|never)\s+(?:also\s+)?(?:challenged|challenges|challenge)\s+to\b(?=\s+[a-z]+)(?!\s+(?:the|a|an|my|our|this|that|many|new|various|some)\b)/i,
    fix: (m) =>
      m.replace(/challenge[ds]?/i, (c) => (/ed$/i.test(c) ? "tried" : /s$/i.test(c) ? "tries" : "try")),
    unless: words("him her them me us friend friends brother sister team"),
    word: "challenge",
    meaningJa:
      "英語の challenge は「（人に）勝負をいどむ・異議をとなえる」という意味です。「〜に挑戦する」は try 〜 や try to 〜 を使いましょう。",
    english: `"challenge" means to dare or dispute; say "try (to)".`,
  },
  {
    pattern:
      /\b(?:I|we|you|they|he|she|will|to|can|'ll|should|must|let's|let us|please|always|never)\s+(?:also\s+)?(?:challenged|challenges|challenge)\s+to\s+(?=(?:the|a|an|my|our|this|that|many|new|various|some)\b)/i,
    fix: (m) =>
      m.replace(/challenge[ds]?\s+to\s*$/i, (c) =>
        /^challenged/i.test(c) ? "took on" : /^challenges/i.test(c) ? "takes on" : "take on",
      ),
    unless: words("him her them me us friend friends brother sister team"),
    word: "challenge",
    meaningJa:
      "英語の challenge は「（人に）勝負をいどむ」という意味です。「〜に挑戦する」は try 〜 や take on 〜 を使いましょう。",
    english: `"challenge" means to dare or dispute; say "take on" or "try".`,
  },
  {
    pattern:
      /\b(?:I|we|you|they|he|she|will|to|can|'ll|should|must|let's|let us|please|always|never)\s+(?:also\s+)?(?:challenged|challenges|challenge|challenging)\s+(?:(?:a|the|some|many|new|difficult|hard|spicy|different|other|foreign|japanese|traditional)\s+)*(?:skiing|snowboarding|surfing|swimming|cooking|baking|running|climbing|skydiving|diving|dancing|singing|fishing|camping|skating|knitting|sport|sports|dish|dishes|food|foods|recipe|recipes|language|languages|instrument|instruments|hobby|hobbies|marathon|marathons|triathlon|race|races|natto|sushi|wasabi|piano|guitar|violin|drums|karate|judo|kendo)\b(?!\s+(?:records?|champions?|title|titles|winners?|rules?|culture|cultures|ideas?|views?|customs?|industry|world))/i,
    fix: (m) =>
      m.replace(/challeng(?:ed|es|e|ing)/i, (c) =>
        /ed$/i.test(c) ? "tried" : /es$/i.test(c) ? "tries" : /ing$/i.test(c) ? "trying" : "try",
      ),
    word: "challenge",
    meaningJa:
      "英語の challenge は「（人に）勝負をいどむ・異議をとなえる」という意味です。「〜に挑戦する」は try 〜 を使いましょう。",
    english: `"challenge" means to dare or dispute; say "try".`,
  },
  {
    pattern:
      /\b(?:challenge|challenged|challenges)\s+(?:many|new|various|different|lots of|a lot of|some)\s+things\b|\b(?:challenge|challenged)\s+(?:something new|anything|new things)\b/i,
    fix: (m) =>
      m.replace(/challenge[ds]?/i, (c) =>
        /ed$/i.test(c) ? "tried" : c.toLowerCase() === "challenges" ? "tries" : "try",
      ),
    word: "challenge",
    meaningJa:
      "英語の challenge は「（人に）勝負をいどむ」という意味です。「いろいろなことに挑戦する」は try many things です。",
    english: `Say "try new things".`,
  },
  {
    pattern:
      /\b(?:I|we|he|she|they)\s+challenged\s+(?:sushi|natto|bungee jumping|skydiving|the marathon|a marathon|the full marathon|snowboarding|skiing|surfing|the test|the exam|the entrance exam|it)\b/i,
    fix: (m) => m.replace(/challenged/i, "tried"),
    word: "challenge",
    meaningJa:
      "英語の challenge は「（人に）勝負をいどむ」という意味です。「〜に挑戦した」は tried 〜 を使いましょう。",
    english: `Say "tried".`,
  },
  {
    pattern: new RegExp(`\\b${BE}\\s+(?:a\\s+)?service(?=\\s*[.!,]|\\s+for\\s+(?:us|me|free)|$)`, "i"),
    fix: (m) => m.replace(/(?:a\s+)?service/i, "free"),
    context: words("free drink drinks dessert coffee cake restaurant shop store waiter cafe café food extra"),
    word: "service",
    meaningJa:
      "「サービス（無料）」は英語の service にはない意味です。「無料だった」は It was free. や on the house と言います。",
    english: `"service" does not mean "free of charge": say "free".`,
  },
  {
    pattern:
      /(?<!self[- ]|room\s)\b(?:an?\s+|the\s+|some\s+)?service\s+(?:drinks?|desserts?|coffee|cakes?|items?|gifts?|presents?|snacks?|ice cream|juice|sweets)\b/i,
    fix: (m) => {
      const rest = m.replace(/^(?:an?\s+|the\s+|some\s+)?service\s+/i, "");
      const det = /^(an?|the|some)\s/i.exec(m)?.[1];
      return `${det ? (/^an?$/i.test(det) ? "a " : `${det} `) : ""}free ${rest}`;
    },
    context: words("free restaurant shop store waiter waitress cafe café staff gave give got owner"),
    unless: words("station stations area room"),
    word: "service",
    meaningJa: "「サービス（無料）」は英語の service にはない意味です。「無料の〜」は free 〜 と言います。",
    english: `"service" does not mean "free of charge": say "free".`,
  },
  {
    pattern: /\bas\s+(?:a\s+)?service\b(?!\s+(?:to|for|of)\b)/i,
    fix: () => "for free",
    context: words("gave give gives got get shop store restaurant clerk staff owner waiter cafe café"),
    unless: words("software platform customer customers community volunteer volunteers"),
    word: "service",
    meaningJa: "「サービス（無料）」は英語の service にはない意味です。「無料で」は for free です。",
    english: `"as a service" does not mean free: say "for free".`,
  },
  {
    pattern:
      /\b(?:turn(?:ed|s|ing)?|switch(?:ed|es|ing)?)\s+(?:on|off)\s+the\s+cooler\b|\bthe\s+cooler\s+(?:on|off)\b|\bthe\s+cooler\s+(?:is|was)\s+(?:broken|on|off|too)\b/i,
    fix: (m) => m.replace(/cooler/i, "air conditioner"),
    unless: words("drinks drink ice beer picnic camping bag box beach"),
    word: "cooler",
    meaningJa:
      "英語の cooler は「飲み物を冷やす箱（クーラーボックス）」のことです。部屋のクーラーは air conditioner です。",
    english: `A "cooler" is an ice box; a room cooler is an "air conditioner".`,
  },
  {
    pattern:
      /\b(?:in|on|into)\s+my\s+note\b(?!s|[- ]?(?:PC|pc|computer))|\b(?:bought|buy|buys|buying)\s+(?:a\s+|two\s+|three\s+|some\s+|new\s+|a\s+new\s+)*notes?\b(?![- ]?(?:PC|pc|computer))|\b(?:forgot|forget|lost|open|opened)\s+(?:my|your|his|her)\s+note\b(?!s|[- ]?(?:PC|pc|computer))/i,
    fix: (m) => m.replace(/note(s?)\b/i, "notebook$1"),
    unless: words("bank money pound pounds dollar dollars euro euros yen"),
    word: "note",
    meaningJa: "「ノート」は英語で notebook です。英語の note は「メモ・短い手紙」のことです。",
    english: `The book you write in is a "notebook"; a "note" is a short message.`,
  },
  {
    pattern: /\bmorning service\b/i,
    fix: () => "breakfast set",
    unless: words("church mass worship pray prayed priest sunday"),
    word: "morning service",
    meaningJa:
      "「モーニングサービス」は和製英語です。英語の morning service は教会の「朝の礼拝」のことです。breakfast set や breakfast special と言いましょう。",
    english: `"morning service" is a church service; say "breakfast set".`,
  },
  {
    pattern: /\blunch ?time service\b/i,
    fix: () => "lunch special",
    word: "lunch time service",
    meaningJa: "「ランチタイムサービス」は和製英語です。lunch special と言いましょう。",
    english: `Say "lunch special".`,
  },
  {
    pattern: /\b(?:a|the|to|at)\s+viking\b(?!s)|\bviking\s+(?:restaurant|style|dinner|lunch|breakfast)\b/i,
    fix: (m) => m.replace(/viking/i, "buffet"),
    context: words(
      "eat ate eating food restaurant hotel dinner lunch breakfast dessert desserts cake cakes hungry full plate dishes",
    ),
    unless: words("ship ships history norway sweden denmark warrior warriors age sailed sea"),
    word: "viking",
    meaningJa:
      "「バイキング（食べ放題）」は和製英語です。英語の Viking は「昔の北欧の海の戦士」です。buffet と言いましょう。",
    english: `"Viking" means a Norse warrior; say "buffet".`,
  },
  {
    pattern: /\b(?:the|a|his|her|my)\s+handle\b/i,
    fix: (m) => m.replace(/handle/i, "steering wheel"),
    context: words("car drive drove driving driver bus truck taxi"),
    unless: words("door cup bag knife pan umbrella bike bicycle"),
    word: "handle",
    meaningJa: "車の「ハンドル」は英語で steering wheel です。英語の handle は「取っ手」のことです。",
    english: `A car's "handle" is the "steering wheel".`,
  },
  {
    pattern: /\bbaby ?cars?\b(?!\s+seats?)/i,
    fix: (m) => (/s$/i.test(m) ? "strollers" : "stroller"),
    word: "baby car",
    meaningJa: "「ベビーカー」は和製英語です。英語では stroller（アメリカ）や pushchair（イギリス）です。",
    english: `Say "stroller" (US) or "pushchair" (UK).`,
  },
  {
    pattern: /\bpaper drivers?\b/i,
    fix: (m) => (/s$/i.test(m) ? "drivers who never drive" : "driver who never drives"),
    word: "paper driver",
    meaningJa:
      "「ペーパードライバー」は和製英語です。a driver who never drives（免許はあるが運転しない人）のように説明しましょう。",
    english: `"paper driver" is Japanese English: say "a driver who never drives".`,
  },
  {
    pattern: /\b(?:an\s+)?order[- ]made\b(?!\s+(?:by|me|him|her|us|them|it|my|the|a)\b)/i,
    fix: (m) => (/^an\s/i.test(m) ? "a custom-made" : "custom-made"),
    unless: words("in"),
    word: "order made",
    meaningJa: "「オーダーメイド」は和製英語です。英語では custom-made や made-to-order と言います。",
    english: `Say "custom-made".`,
  },
  {
    pattern: /\bsalary ?m[ae]n\b/i,
    fix: (m) => (/men$/i.test(m) ? "office workers" : "office worker"),
    word: "salaryman",
    meaningJa:
      "「サラリーマン」は英語ではあまり使いません。office worker や company employee と言いましょう。",
    english: `Say "office worker".`,
  },
  {
    pattern: /\bnaive\b/i,
    fix: () => "sensitive",
    context: words("cry cries cried crying hurt hurts feelings easily heart gentle delicate tears sensitive"),
    word: "naive",
    meaningJa:
      "英語の naive は「世間知らず・考えが甘い」という意味です。「繊細な（ナイーブ）」は sensitive です。",
    english: `"naive" means inexperienced; say "sensitive".`,
  },
  {
    pattern:
      /^fight(?=\s*[!.]*\s*$)|^fight(?=\s*[!,]\s*(?:[A-Z][a-z]+|everyone|everybody|guys|team)\s*[!.]*\s*$)/i,
    fix: () => "Good luck",
    word: "fight",
    meaningJa: "「ファイト！」は英語では通じにくいです。Good luck! や You can do it! と言いましょう。",
    english: `"Fight!" sounds like a call to fight: say "Good luck!" or "You can do it!".`,
  },
  {
    pattern: /\bmansions?\b/i,
    fix: (m) => (/s$/i.test(m) ? "apartments" : "apartment"),
    context: words(
      "floor floors storey story stories elevator lift lobby balcony veranda neighbor neighbors neighbour neighbours rent rented landlord downstairs upstairs small little tiny apartment flat room rooms station live lives lived living moved move moving family parking convenience building block city",
    ),
    unless: words(
      "rich millionaire huge castle palace famous old haunted king queen president big large grand luxury luxurious beautiful visit visited tour toured england english british victorian historic museum estate servants ghost ghosts dream dreams someday celebrity hollywood million millions dollars expensive",
    ),
    word: "mansion",
    meaningJa:
      "英語の mansion は「大金持ちの大邸宅」です。日本の「マンション」は apartment（アメリカ）や flat（イギリス）です。",
    english: `A "mansion" is a very large house; say "apartment" or "flat".`,
  },
  {
    pattern: /\b(?:my|our)\s+mansion\b/i,
    fix: (m) => m.replace(/mansion/i, "apartment"),
    unless: words(
      "rich millionaire huge castle palace famous old haunted king queen president big large grand luxury luxurious beautiful visit visited tour toured england english british victorian historic museum estate servants ghost ghosts dream dreams someday celebrity hollywood million millions dollars expensive",
    ),
    word: "mansion",
    meaningJa:
      "英語の mansion は「大金持ちの大邸宅」です。日本の「マンション」は apartment（アメリカ）や flat（イギリス）です。",
    english: `A "mansion" is a very large house; say "apartment" or "flat".`,
  },
  {
    pattern: /\bshoe creams?\b/i,
    fix: (m) => (/s$/i.test(m) ? "cream puffs" : "cream puff"),
    word: "shoe cream",
    meaningJa:
      "「シュークリーム」は英語で cream puff です。shoe cream は「くつみがきクリーム」に聞こえます。",
    english: `Say "cream puff".`,
  },
  {
    pattern: /\b(?:do|did|does|doing)\s+cunning\b/i,
    fix: (m) =>
      /did/i.test(m) ? "cheated" : /does/i.test(m) ? "cheats" : /doing/i.test(m) ? "cheating" : "cheat",
    word: "cunning",
    meaningJa:
      "「カンニング」は英語で cheating（動詞は cheat）です。英語の cunning は「ずるがしこい」という形容詞です。",
    english: `Say "cheat".`,
  },
  {
    pattern: /\bgas(?:oline)? stands?\b/i,
    fix: (m) => (/s$/i.test(m) ? "gas stations" : "gas station"),
    word: "gasoline stand",
    meaningJa: "「ガソリンスタンド」は英語で gas station（イギリスでは petrol station）です。",
    english: `Say "gas station".`,
  },
  {
    pattern: /\b(?:got|get|asked for|ask for|gave me|give me)\s+(?:his|her|their|an?)\s+sign\b/i,
    fix: (m) => m.replace(/\b(an?\s+)?sign\b/i, (s) => (/^an?\s/i.test(s) ? "an autograph" : "autograph")),
    context: words("player singer star idol actor actress famous fan fans concert"),
    word: "sign",
    meaningJa:
      "有名人の「サイン」は英語で autograph です。英語の sign は「標識・合図」や「署名する」という動詞です。",
    english: `A famous person's "sign" is an "autograph".`,
  },
  {
    pattern: /\bball ?pens?\b/i,
    fix: (m) => (/s$/i.test(m) ? "ballpoint pens" : "ballpoint pen"),
    word: "ball pen",
    meaningJa: "「ボールペン」は英語で ballpoint pen（または pen）です。",
    english: `Say "ballpoint pen" or just "pen".`,
  },
  {
    pattern: /\b(?:do|did|does|doing)\s+(?:an?\s+)?arbeit\b|\barbeit\b/i,
    fix: (m) =>
      /^did/i.test(m)
        ? "worked part-time"
        : /^does/i.test(m)
          ? "works part-time"
          : /^doing/i.test(m)
            ? "working part-time"
            : /^do/i.test(m)
              ? "work part-time"
              : "part-time job",
    word: "arbeit",
    meaningJa:
      "「アルバイト」はドイツ語から来た言葉で、英語では part-time job です。「アルバイトをする」は work part-time です。",
    english: `Say "part-time job" / "work part-time".`,
  },
  {
    pattern:
      /(?:\b(?:the|a|his|her|their|my|our|that|this)\s+|'s\s+)live(?=\s+(?:was|is|were|will|tickets?)\b|\s*[.!,]|$)/i,
    fix: (m) => m.replace(/live$/i, "concert"),
    context: words("singer singers band idol idols concert music tickets ticket stage song songs fans"),
    word: "live",
    meaningJa:
      "「ライブ（コンサート）」は英語では concert や live show です。live はふつう「住む」や「生の」という意味です。",
    english: `Say "concert" or "live show".`,
  },
  {
    pattern:
      /\b(?:a|the|that|this|my favou?rite|famous|popular|comedy)\s+talents?\b(?!\s+(?:for|in|of|to|and)\b)/i,
    fix: (m) => m.replace(/talent(s?)/i, (_t, plural) => (plural ? "TV personalities" : "TV personality")),
    context: words("tv show shows program programme programs variety appears appeared appear drama"),
    word: "talent",
    meaningJa:
      "「タレント（テレビに出る有名人）」は英語では TV personality や celebrity です。英語の talent は「才能」です。",
    english: `A "talent" is an ability; a TV star is a "TV personality".`,
  },
  {
    pattern: /\b(?:a|the|my|some|two)\s+hamburgs?\b/,
    fix: (m) => m.replace(/hamburg(s?)/, (_t, plural) => (plural ? "hamburger steaks" : "hamburger steak")),
    word: "hamburg",
    meaningJa: "「ハンバーグ」は英語で hamburger steak です。Hamburg はドイツの町の名前です。",
    english: `Say "hamburger steak".`,
  },
  {
    pattern: /\b(?:to|at|from)\s+the\s+cleaning\b/i,
    fix: (m) => m.replace(/cleaning/i, "dry cleaner's"),
    word: "cleaning",
    meaningJa: "「クリーニング店」は英語で the dry cleaner's です。cleaning は「そうじ」のことです。",
    english: `Say "the dry cleaner's".`,
  },
  {
    pattern: /\bhotchkiss(?:es)?\b/i,
    fix: (m) => (/es$/i.test(m) ? "staplers" : "stapler"),
    word: "hotchkiss",
    meaningJa: "「ホッチキス」は英語で stapler です（Hotchkiss は会社の名前です）。",
    english: `Say "stapler".`,
  },
  {
    pattern: /\bfor service\b/i,
    fix: () => "for free",
    context: words("gave give gives got get shop store restaurant clerk staff free"),
    unless: words("car bike bicycle repair repairs maintenance call called customer church"),
    word: "service",
    meaningJa: "「サービス（無料）」は英語の service にはない意味です。「無料で」は for free です。",
    english: `"for service" does not mean free: say "for free".`,
  },
  {
    pattern:
      /\b(?:challenge|challenged|challenges)\s+(?:the\s+|an?\s+)?(?:[A-Z][A-Za-z]*\s+){0,3}(?:entrance\s+)?(?:exam|test|examination)s?\b/,
    fix: (m) =>
      m.replace(/challenge[ds]?/i, (c) => (/ed$/i.test(c) ? "took" : /s$/i.test(c) ? "takes" : "take")),
    word: "challenge",
    meaningJa:
      "「試験に挑戦する」は take the exam です。英語の challenge the exam は「試験に異議をとなえる」に聞こえます。",
    english: `Say "take the exam".`,
  },
  {
    pattern: /\bsharp ?pen(?:cil)?s?\b(?!\s*(?:nibs?|points?|tips?))/i,
    fix: (m) => (/s$/i.test(m) ? "mechanical pencils" : "mechanical pencil"),
    unless: words("knife sharpen sharpened sharpener"),
    word: "sharp pencil",
    meaningJa:
      "「シャープペンシル」は英語で mechanical pencil です。sharp pencil は「とがったえんぴつ」の意味になります。",
    english: `Say "mechanical pencil".`,
  },
];

/** Every false friend: the entries above, then the extra ones of false-friends-more.ts. */
export const FALSE_FRIENDS: FalseFriend[] = [
  ...BASE_FALSE_FRIENDS,
  ...MORE_FALSE_FRIENDS,
  ...DAILY_FALSE_FRIENDS,
];
