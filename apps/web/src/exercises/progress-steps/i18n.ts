import { registerStrings } from "../shell/register-i18n.ts";

/** Japanese strings of the step programmes (narration, speaking multi-step, integrated process). */
export const stepsJa = {
  hint_common_sound_play_failed: "音声を再生できませんでした。",
  "steps.start": "スタート",
  "steps.prev": "前のステップ",
  "steps.next": "次のステップ",
  "steps.position": "ステップ {{n}} / {{count}}",
  "steps.nav": "ステップの移動",
  "steps.listening": "音声を聞きましょう…",
  "steps.play": "音声を再生する",
  "steps.pause": "少し待ちましょう…",
  "steps.wait": "準備時間：あと {{seconds}} 秒",
  "steps.wait_label": "準備時間 {{seconds}} 秒",
  "steps.beep": "「ピッ」という音のあとに話しましょう。",
  "steps.record": "話し終わったら「録音を止める」を押しましょう。",
  "steps.done": "すべてのステップが終わりました。",
  "steps.skipped": "採点できなかったため、この問題はスキップされました。",
  "steps.skipped_step": "採点できなかったため、このステップはスキップされました。",
  "steps.not_recorded": "録音はありません",
  "steps.sample_answer": "解答例",
  "steps.hint": "ヒント",
  "steps.audio": "音声",
  "steps.model_audio": "お手本の音声",
  "steps.answer_n": "回答 {{n}}",
  "steps.average": "平均",
  "steps.grade": "評価",
} as const;

/** English strings, same keys. */
export const stepsEn: Record<keyof typeof stepsJa, string> = {
  hint_common_sound_play_failed: "The audio could not be played.",
  "steps.start": "Start",
  "steps.prev": "Previous step",
  "steps.next": "Next step",
  "steps.position": "Step {{n}} / {{count}}",
  "steps.nav": "Move between steps",
  "steps.listening": "Listen…",
  "steps.play": "Play the audio",
  "steps.pause": "Wait a moment…",
  "steps.wait": "Preparation time: {{seconds}} s left",
  "steps.wait_label": "Preparation time {{seconds}} s",
  "steps.beep": "Start speaking after the beep.",
  "steps.record": "When you have finished, press Stop.",
  "steps.done": "All steps are finished.",
  "steps.skipped": "The recording could not be scored, so this question was skipped.",
  "steps.skipped_step": "The recording could not be scored, so this step was skipped.",
  "steps.not_recorded": "No recording",
  "steps.sample_answer": "Sample answer",
  "steps.hint": "Hint",
  "steps.audio": "Audio",
  "steps.model_audio": "Model audio",
  "steps.answer_n": "Answer {{n}}",
  "steps.average": "Average",
  "steps.grade": "Grade",
};

registerStrings({ ja: stepsJa, en: stepsEn });
