import type { ExerciseKind, ObjectiveKind, WritingKind } from "@hibiki/exercises";
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
import type { ExerciseUi } from "./types.ts";
import { wordChoiceUi } from "./word-choice/index.ts";
import { wordReadingUi } from "./word-reading/index.ts";
import { wordTestUi } from "./word-test/index.ts";

/** The speaking kinds (every one has a player and a result layout). */
type SpeakingUiKind =
  | "chat-bot"
  | "shadow-tracking"
  | "sentence-shadowing"
  | "picture-describe"
  | "quick-response"
  | "narration"
  | "speaking-multi-step"
  | "integrated-process"
  | "dialogue-practice"
  | "dialogue-challenge"
  | "sentence-reading"
  | "word-reading"
  | "picture-read"
  | "single-reading"
  | "article-reading"
  | "shadow-reading";

/** Every objective kind's player and result layout (a kind without one does not compile). */
export const registry: { [K in ObjectiveKind | SpeakingUiKind]: ExerciseUi<K> } = {
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
  "sentence-reading": sentenceReadingUi,
  "word-reading": wordReadingUi,
  "picture-read": pictureReadUi,
  "single-reading": singleReadingUi,
  "article-reading": articleReadingUi,
  "shadow-reading": shadowReadingUi,
  "shadow-tracking": shadowTrackingUi,
  "chat-bot": chatBotUi,
  "sentence-shadowing": sentenceShadowingUi,
  "picture-describe": pictureDescribeUi,
  "quick-response": quickResponseUi,
  narration: narrationUi,
  "speaking-multi-step": speakingMultiStepUi,
  "integrated-process": integratedProcessUi,
  "dialogue-practice": dialoguePracticeUi,
  "dialogue-challenge": dialogueChallengeUi,
};

/**
 * The UI of a kind, or null for kinds whose players a later issue adds (speaking, writing).
 * @param kind - any exercise kind
 * @returns the kind's UI (typed loosely: the caller passes that kind's item and answer)
 */
export function uiFor(kind: ExerciseKind): ExerciseUi | null {
  const all = { ...registry, ...writingRegistry } as Partial<Record<ExerciseKind, ExerciseUi>>;
  return all[kind] ?? null;
}

/** Every writing kind's player and result layout (issue 6; the checker scores them on the server). */
export const writingRegistry: { [K in WritingKind]: ExerciseUi<K> } = {
  "free-writing": freeWritingUi,
  "topic-writing": topicWritingUi,
  "listen-writing": listenWritingUi,
};
