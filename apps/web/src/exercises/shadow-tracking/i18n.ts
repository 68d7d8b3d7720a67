import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the shadow-tracking player and result. */
export const shadowTrackingJa = {
  "tracking.instruction":
    "「スタート」を押すと録音とお手本の音声が同時に始まります。お手本に重ねて、同じように読みましょう。",
  "tracking.start": "スタート",
  "tracking.model": "お手本の音声",
  "tracking.live": "聞き取り中の英語",
  "tracking.live_waiting": "話し始めると、ここに聞き取った英語が表示されます。",
  "tracking.heard": "聞き取った英語：{{text}}",
  "tracking.progress": "{{count}} 語中 {{reached}} 語まで読みました",
  "tracking.words": "単語ごとの評価",
  "tracking.legend_unmarked": "評価なし",
  "tracking.leak": "読み飛ばした語：{{n}} 語",
  "tracking.repeat": "くり返した語：{{n}} 語",
  "tracking.read_more": "採点のため、文の半分以上を読みましょう。",
  hint_common_sound_play_failed: "音声を再生できませんでした。",
} as const;

/** English strings, same keys. */
export const shadowTrackingEn: Record<keyof typeof shadowTrackingJa, string> = {
  "tracking.instruction":
    "Press Start: recording and the model audio start together. Read along with the model.",
  "tracking.start": "Start",
  "tracking.model": "Model audio",
  "tracking.live": "What we hear",
  "tracking.live_waiting": "Start speaking: the English we hear appears here.",
  "tracking.heard": "We heard: {{text}}",
  "tracking.progress": "Read {{reached}} of {{count}} words",
  "tracking.words": "Word by word",
  "tracking.legend_unmarked": "Not scored",
  "tracking.leak": "Words skipped: {{n}}",
  "tracking.repeat": "Words repeated: {{n}}",
  "tracking.read_more": "Read at least half of the sentence to be scored.",
  hint_common_sound_play_failed: "The audio could not be played.",
};

registerStrings({ ja: shadowTrackingJa, en: shadowTrackingEn });
