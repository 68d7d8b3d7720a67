import { registerStrings } from "../shell/register-i18n.ts";

/**
 * Japanese strings of the pronunciation tips: the section, the phone notes and, per tip key
 * (lib/speech PRONUNCIATION_TIPS), a short title and one or two sentences a 12-18 year old can act on.
 */
export const tipsJa = {
  "speak.tips_heading": "発音のポイント",
  "speak.tips_words": "気をつけたい語",
  "speak.tips_more": "ほか {{count}} 語",
  "speak.phone_heard": "{{expected}} が {{heard}} のように聞こえました",
  "speak.phone_added": "{{expected}} のあとに {{heard}} が入りました",
  "speak.phone_check": "{{expected}} の音を確認しましょう",
  "speak.phone_notes": "（{{notes}}）",
  "speak.tip.r-l.title": "r と l",
  "speak.tip.r-l.text":
    "r は舌先をどこにもつけずに少し奥へ引き、唇を丸めて「ゥル」と言います。舌先が上の歯ぐきにつくと l に聞こえます。",
  "speak.tip.l-r.title": "l と r",
  "speak.tip.l-r.text":
    "l は舌先を上の前歯のつけ根にしっかりつけたまま声を出します。舌先が浮いていると r のように聞こえます。",
  "speak.tip.th-s.title": "th（θ）と s",
  "speak.tip.th-s.text":
    "think の th は、舌先を上の前歯に軽く当て、そのすき間から息だけを出します。舌を歯の裏に引っこめると s に聞こえます。",
  "speak.tip.dh-z.title": "th（ð）と z",
  "speak.tip.dh-z.text":
    "this や the の th も、舌先を上の前歯に軽く当てたまま、今度は声を出します。「ザ」や「ダ」のように舌を歯の裏に押しつけないようにしましょう。",
  "speak.tip.v-b.title": "v と b",
  "speak.tip.v-b.text":
    "v は上の前歯を下唇に軽く当て、声を出しながら息を通します。b のように上下の唇を閉じないようにしましょう。",
  "speak.tip.f-h.title": "f と h",
  "speak.tip.f-h.text":
    "f は上の前歯を下唇に軽く当て、そのすき間から息を出します。日本語の「フ」のように唇だけで息を出すと h に近く聞こえます。",
  "speak.tip.vowel-added.title": "最後に母音をつけない",
  "speak.tip.vowel-added.text":
    "desk を「デスク」と言うと、最後に「ウ」がついてしまいます。最後の子音のあとに母音をつけず、そこで短く止めましょう。",
  "speak.tip.schwa.title": "弱く短い母音（ə）",
  "speak.tip.schwa.text":
    "強く読まない部分の母音は、口の力を抜いて短く弱く「ァ」と言います。つづりどおりに「ア」「オ」などとはっきり言わなくて大丈夫です。",
  "speak.tip.si-shi.title": "si と shi",
  "speak.tip.si-shi.text":
    "sit や see の s は「シ」ではなく「スィ」です。「ス」と言うときの舌の位置のまま「イ」と続けましょう。",
} as const;

/** English strings, same keys. */
export const tipsEn: Record<keyof typeof tipsJa, string> = {
  "speak.tips_heading": "Pronunciation tips",
  "speak.tips_words": "Words to check",
  "speak.tips_more": "and {{count}} more",
  "speak.phone_heard": "{{expected}} sounded like {{heard}}",
  "speak.phone_added": "an extra {{heard}} after {{expected}}",
  "speak.phone_check": "check the {{expected}} sound",
  "speak.phone_notes": " ({{notes}})",
  "speak.tip.r-l.title": "r and l",
  "speak.tip.r-l.text":
    "For r, your tongue touches nothing: pull it back a little and round your lips. If the tip touches the ridge behind your top teeth, it sounds like l.",
  "speak.tip.l-r.title": "l and r",
  "speak.tip.l-r.text":
    "For l, press the tip of your tongue just behind your top front teeth and keep it there while you use your voice. If your tongue floats, it sounds like r.",
  "speak.tip.th-s.title": "th (θ) and s",
  "speak.tip.th-s.text":
    "For the th in think, touch the tip of your tongue lightly to your top front teeth and blow air out through the gap. If your tongue stays behind your teeth, it sounds like s.",
  "speak.tip.dh-z.title": "th (ð) and z",
  "speak.tip.dh-z.text":
    "For the th in this and the, keep your tongue lightly on your top front teeth and use your voice. Don't press it behind your teeth as in Japanese “za” or “da”.",
  "speak.tip.v-b.title": "v and b",
  "speak.tip.v-b.text":
    "For v, rest your top teeth lightly on your lower lip and let your voice buzz through. Don't close your lips as you do for b.",
  "speak.tip.f-h.title": "f and h",
  "speak.tip.f-h.text":
    "For f, rest your top teeth lightly on your lower lip and blow air through the gap. Japanese “fu” uses only the lips, so it can sound like h.",
  "speak.tip.vowel-added.title": "No extra vowel at the end",
  "speak.tip.vowel-added.text":
    "Saying desk like “desu-ku” adds an extra “u” at the end. Finish on the last consonant and stop there.",
  "speak.tip.schwa.title": "The weak vowel (ə)",
  "speak.tip.schwa.text":
    "Vowels in the parts of a word you don't stress are short and relaxed, like a soft “uh”. You don't need to say them as clearly as the spelling looks.",
  "speak.tip.si-shi.title": "si and shi",
  "speak.tip.si-shi.text":
    "The s in sit and see is not the Japanese “shi”. Keep your tongue where it is for “su”, then say “ee”.",
};

registerStrings({ ja: tipsJa, en: tipsEn });
