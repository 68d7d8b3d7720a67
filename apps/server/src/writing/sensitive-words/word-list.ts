// An original, deliberately moderate list of words a school product masks in student writing and custom
// content. It proves the mechanism; operators can extend it. Categories keep the list reviewable.
// English entries match whole words (a space inside an entry matches any run of spaces); Japanese entries
// match anywhere (Japanese has no spaces), so they avoid short strings that sit inside ordinary words
// (ばか is left out because of ばかり "only", えろ because of かえろう "let's go home", しね because of
// シネマ "cinema", かす because of 動かす "move").

/** English entries by category; inflected forms are listed explicitly instead of guessed. */
export const ENGLISH_SENSITIVE = {
  insult: [
    "idiot",
    "idiots",
    "stupid",
    "moron",
    "morons",
    "dumbass",
    "loser",
    "losers",
    "retard",
    "retarded",
    "jerk",
    "jerks",
    "bitch",
    "bitches",
    "bastard",
    "bastards",
    "asshole",
    "assholes",
    "ass",
    "dick",
    "dicks",
    "crap",
    "shit",
    "shitty",
    "bullshit",
    "damn",
    "fuck",
    "fucking",
    "fucked",
    "fucker",
    "wtf",
    "stfu",
  ],
  violence: [
    "kill you",
    "i will kill",
    "gonna kill",
    "beat you up",
    "shoot you",
    "stab you",
    "bomb the school",
  ],
  sexual: ["sex", "sexy", "porn", "porno", "nude", "nudes", "naked", "boobs", "horny", "penis", "vagina"],
  selfHarm: ["kill myself", "kill yourself", "kys", "suicide", "want to die", "cut myself", "hang myself"],
} as const;

/** Japanese entries by category (hiragana and katakana are matched alike, so one spelling is enough). */
export const JAPANESE_SENSITIVE = {
  insult: [
    "ばーか",
    "馬鹿野郎",
    "ばかやろう",
    "あほ",
    "阿呆",
    "まぬけ",
    "人間のくず",
    "うざい",
    "うぜえ",
    "きもい",
    "ぶす",
    "でぶ",
  ],
  violence: ["死ね", "しねよ", "殺す", "ころす", "殺してやる", "ぶっ殺", "ぶんなぐる", "消えろ"],
  sexual: ["せっくす", "えろい", "えろ動画", "ちんこ", "まんこ", "おっぱい", "ぱんつ見", "裸の写真"],
  selfHarm: ["自殺", "じさつ", "死にたい", "しにたい", "りすか", "リストカット", "首つり"],
} as const;
