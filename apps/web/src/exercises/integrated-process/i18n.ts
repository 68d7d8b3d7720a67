import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the integrated-process player and result. */
registerStrings({
  ja: {
    "integrated.instruction": "「スタート」を押すと、パートの順に問題が進みます。",
    "integrated.part_n": "パート {{n}} / {{count}}",
    "integrated.part_reading": "音読",
    "integrated.part_speaking": "スピーキング",
    "integrated.part_narration": "ナレーション",
    "integrated.part_init": "はじめに",
    "integrated.saving": "結果を保存しています…",
    "integrated.save_failed": "結果を保存できませんでした。",
    "integrated.retry": "もう一度保存する",
  },
  en: {
    "integrated.instruction": "Press Start: the parts follow one after another.",
    "integrated.part_n": "Part {{n}} / {{count}}",
    "integrated.part_reading": "Reading aloud",
    "integrated.part_speaking": "Speaking",
    "integrated.part_narration": "Narration",
    "integrated.part_init": "Introduction",
    "integrated.saving": "Saving your results…",
    "integrated.save_failed": "Your results could not be saved.",
    "integrated.retry": "Save again",
  },
});
