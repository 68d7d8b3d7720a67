import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the quick-response player and result (Japanese first, English UI second). */
registerStrings({
  ja: {
    "quick_response.instruction":
      "「スタート」を押すと質問が流れます。考える時間のあと、録音が自動で始まります。英語で答えましょう。",
    "quick_response.start": "スタート",
    "quick_response.listening": "質問を聞いています…",
    "quick_response.thinking": "考える時間",
    "quick_response.seconds_left": "あと {{seconds}} 秒",
    "quick_response.answer_now": "英語で答えましょう。",
    "quick_response.failed": "もう一度「録音する」を押すか、質問をもう一度聞きましょう。",
    "quick_response.replay_question": "質問をもう一度聞く",
    "quick_response.answer_again": "もう一度答える（質問から）",
    "quick_response.question_audio": "質問の音声",
    hint_common_sound_play_failed: "音声を再生できませんでした。",
  },
  en: {
    "quick_response.instruction":
      "Press Start to hear the question. After the thinking time, recording starts by itself. Answer in English.",
    "quick_response.start": "Start",
    "quick_response.listening": "Listening to the question…",
    "quick_response.thinking": "Thinking time",
    "quick_response.seconds_left": "{{seconds}} s left",
    "quick_response.answer_now": "Answer in English now.",
    "quick_response.failed": "Press Record again, or hear the question again.",
    "quick_response.replay_question": "Hear the question again",
    "quick_response.answer_again": "Answer again (from the question)",
    "quick_response.question_audio": "Question audio",
    hint_common_sound_play_failed: "The audio could not be played.",
  },
});
