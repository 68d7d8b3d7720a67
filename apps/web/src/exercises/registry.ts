import { type ExerciseKind, isCompositeKind, type PartKind } from "@hibiki/exercises";
import { articleReadingUi } from "./article-reading/index.ts";
import { chatBotUi } from "./chat-bot/index.ts";
import { clozeTestUi } from "./cloze-test/index.ts";
import { dialogueChallengeUi } from "./dialogue-challenge/index.ts";
import { dialoguePracticeUi } from "./dialogue-practice/index.ts";
import { fillInOrderUi } from "./fill-in-order/index.ts";
import { freeWritingUi } from "./free-writing/index.ts";
import { grammarBlankFillUi } from "./grammar-blank-fill/index.ts";
import { grammarChoiceUi } from "./grammar-choice/index.ts";
import { grammarIntroduceUi } from "./grammar-introduce/index.ts";
import { integratedProcessUi } from "./integrated-process/index.ts";
import { jaToEnWritingUi } from "./ja-to-en-writing/index.ts";
import { listenFillBlanksUi } from "./listen-fill-blanks/index.ts";
import { listenFillLettersUi } from "./listen-fill-letters/index.ts";
import { listenWritingUi } from "./listen-writing/index.ts";
import { listeningChoiceUi } from "./listening-choice/index.ts";
import { listeningMockTestUi } from "./listening-mock-test/index.ts";
import { narrationUi } from "./narration/index.ts";
import { pictureDescribeUi } from "./picture-describe/index.ts";
import { pictureReadUi } from "./picture-read/index.ts";
import { pureListeningUi } from "./pure-listening/index.ts";
import { quickResponseUi } from "./quick-response/index.ts";
import { readingComprehensionUi } from "./reading-comprehension/index.ts";
import { sentenceReadingUi } from "./sentence-reading/index.ts";
import { sentenceShadowingUi } from "./sentence-shadowing/index.ts";
import { sentenceSortingUi } from "./sentence-sorting/index.ts";
import { shadowReadingUi } from "./shadow-reading/index.ts";
import { shadowTrackingUi } from "./shadow-tracking/index.ts";
import { singleReadingUi } from "./single-reading/index.ts";
import { speakingMultiStepUi } from "./speaking-multi-step/index.ts";
import { topicWritingUi } from "./topic-writing/index.ts";
import { translateFillWordsUi } from "./translate-fill-words/index.ts";
import { treatmentPolicyUi } from "./treatment-policy/index.ts";
import type { ExerciseUi, ShellUi } from "./types.ts";
import { wordChoiceUi } from "./word-choice/index.ts";
import { wordReadingUi } from "./word-reading/index.ts";
import { wordTestUi } from "./word-test/index.ts";

/**
 * Kinds with their own Player and Result: every kind but the composites (multi-part, mixed), whose
 * parts the shell renders with each part's own kind. Derived from the package's kind union, so a new
 * kind is missing here until it has both.
 */
export type UiKind = PartKind;

/** The registry's type: each UI kind's lazy Player and Result, typed for that kind. */
export type UiRegistry = { [K in UiKind]: ExerciseUi<K> };

/** Every kind's player and result layout (a kind without both does not compile). */
export const registry: UiRegistry = {
  "listen-fill-blanks": listenFillBlanksUi,
  "cloze-test": clozeTestUi,
  "grammar-choice": grammarChoiceUi,
  "listening-choice": listeningChoiceUi,
  "word-choice": wordChoiceUi,
  "reading-comprehension": readingComprehensionUi,
  "sentence-sorting": sentenceSortingUi,
  "listen-fill-letters": listenFillLettersUi,
  "grammar-blank-fill": grammarBlankFillUi,
  "fill-in-order": fillInOrderUi,
  "ja-to-en-writing": jaToEnWritingUi,
  "translate-fill-words": translateFillWordsUi,
  "pure-listening": pureListeningUi,
  "listening-mock-test": listeningMockTestUi,
  "treatment-policy": treatmentPolicyUi,
  "grammar-introduce": grammarIntroduceUi,
  "word-test": wordTestUi,
  "word-reading": wordReadingUi,
  "sentence-reading": sentenceReadingUi,
  "article-reading": articleReadingUi,
  "shadow-reading": shadowReadingUi,
  "sentence-shadowing": sentenceShadowingUi,
  "shadow-tracking": shadowTrackingUi,
  "single-reading": singleReadingUi,
  "picture-read": pictureReadUi,
  "picture-describe": pictureDescribeUi,
  "quick-response": quickResponseUi,
  narration: narrationUi,
  "speaking-multi-step": speakingMultiStepUi,
  "dialogue-practice": dialoguePracticeUi,
  "dialogue-challenge": dialogueChallengeUi,
  "integrated-process": integratedProcessUi,
  "chat-bot": chatBotUi,
  "free-writing": freeWritingUi,
  "topic-writing": topicWritingUi,
  "listen-writing": listenWritingUi,
};

/**
 * The one place a kind's prop types are erased for the shell: the shell hands a kind's Player the item
 * the resource schema parsed for that kind and the answers posted for it, and its Result the same.
 */
function forShell(ui: UiRegistry[UiKind]): ShellUi {
  return ui as unknown as ShellUi;
}

/**
 * The UI of a kind, or null for the composite kinds (the shell renders their parts' UIs).
 * @param kind - any exercise kind
 * @returns the kind's Player and Result, typed for the shell's base item and answer shapes
 */
export function uiFor(kind: ExerciseKind): ShellUi | null {
  return isCompositeKind(kind) ? null : forShell(registry[kind]);
}
