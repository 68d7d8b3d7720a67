import type { z } from "zod";
import { ArticleReadingAnswerSchema, ArticleReadingItemSchema } from "./article-reading/schema.ts";
import { ChatBotAnswerSchema, ChatBotItemSchema } from "./chat-bot/schema.ts";
import { ClozeTestAnswerSchema, ClozeTestItemSchema } from "./cloze-test/schema.ts";
import { DialogueChallengeAnswerSchema, DialogueChallengeItemSchema } from "./dialogue-challenge/schema.ts";
import { DialoguePracticeAnswerSchema, DialoguePracticeItemSchema } from "./dialogue-practice/schema.ts";
import { FillInOrderAnswerSchema, FillInOrderItemSchema } from "./fill-in-order/schema.ts";
import { FreeWritingAnswerSchema, FreeWritingItemSchema } from "./free-writing/schema.ts";
import { GrammarBlankFillAnswerSchema, GrammarBlankFillItemSchema } from "./grammar-blank-fill/schema.ts";
import { GrammarChoiceAnswerSchema, GrammarChoiceItemSchema } from "./grammar-choice/schema.ts";
import { GrammarIntroduceAnswerSchema, GrammarIntroduceItemSchema } from "./grammar-introduce/schema.ts";
import { IntegratedProcessAnswerSchema, IntegratedProcessItemSchema } from "./integrated-process/schema.ts";
import { JaToEnWritingAnswerSchema, JaToEnWritingItemSchema } from "./ja-to-en-writing/schema.ts";
import type { ExerciseKind } from "./kinds.ts";
import { ListenFillBlanksAnswerSchema, ListenFillBlanksItemSchema } from "./listen-fill-blanks/schema.ts";
import { ListenFillLettersAnswerSchema, ListenFillLettersItemSchema } from "./listen-fill-letters/schema.ts";
import { ListenWritingAnswerSchema, ListenWritingItemSchema } from "./listen-writing/schema.ts";
import { ListeningChoiceAnswerSchema, ListeningChoiceItemSchema } from "./listening-choice/schema.ts";
import { ListeningMockTestAnswerSchema, ListeningMockTestItemSchema } from "./listening-mock-test/schema.ts";
import { MixedAnswerSchema, makeMixedItemSchema } from "./mixed/schema.ts";
import { MultiPartAnswerSchema, makeMultiPartItemSchema } from "./multi-part/schema.ts";
import { NarrationAnswerSchema, NarrationItemSchema } from "./narration/schema.ts";
import { PictureDescribeAnswerSchema, PictureDescribeItemSchema } from "./picture-describe/schema.ts";
import { PictureReadAnswerSchema, PictureReadItemSchema } from "./picture-read/schema.ts";
import { PureListeningAnswerSchema, PureListeningItemSchema } from "./pure-listening/schema.ts";
import { QuickResponseAnswerSchema, QuickResponseItemSchema } from "./quick-response/schema.ts";
import {
  ReadingComprehensionAnswerSchema,
  ReadingComprehensionItemSchema,
} from "./reading-comprehension/schema.ts";
import type { PartKind } from "./schemas/composite.ts";
import { SentenceReadingAnswerSchema, SentenceReadingItemSchema } from "./sentence-reading/schema.ts";
import { SentenceShadowingAnswerSchema, SentenceShadowingItemSchema } from "./sentence-shadowing/schema.ts";
import { SentenceSortingAnswerSchema, SentenceSortingItemSchema } from "./sentence-sorting/schema.ts";
import { ShadowReadingAnswerSchema, ShadowReadingItemSchema } from "./shadow-reading/schema.ts";
import { ShadowTrackingAnswerSchema, ShadowTrackingItemSchema } from "./shadow-tracking/schema.ts";
import { SingleReadingAnswerSchema, SingleReadingItemSchema } from "./single-reading/schema.ts";
import { SpeakingMultiStepAnswerSchema, SpeakingMultiStepItemSchema } from "./speaking-multi-step/schema.ts";
import { TopicWritingAnswerSchema, TopicWritingItemSchema } from "./topic-writing/schema.ts";
import {
  TranslateFillWordsAnswerSchema,
  TranslateFillWordsItemSchema,
} from "./translate-fill-words/schema.ts";
import { TreatmentPolicyAnswerSchema, TreatmentPolicyItemSchema } from "./treatment-policy/schema.ts";
import { WordChoiceAnswerSchema, WordChoiceItemSchema } from "./word-choice/schema.ts";
import { WordReadingAnswerSchema, WordReadingItemSchema } from "./word-reading/schema.ts";
import { WordTestAnswerSchema, WordTestItemSchema } from "./word-test/schema.ts";

/** Item schema of a part kind; a function declaration so composites can refer to the map lazily. */
function partItemSchema(kind: PartKind): z.ZodType {
  return ITEM_SCHEMAS[kind];
}

/** Content item schema of every kind (exhaustive: a new kind without a schema does not compile). */
export const ITEM_SCHEMAS = {
  "listen-fill-blanks": ListenFillBlanksItemSchema,
  "cloze-test": ClozeTestItemSchema,
  "grammar-choice": GrammarChoiceItemSchema,
  "listening-choice": ListeningChoiceItemSchema,
  "word-choice": WordChoiceItemSchema,
  "reading-comprehension": ReadingComprehensionItemSchema,
  "sentence-sorting": SentenceSortingItemSchema,
  "listen-fill-letters": ListenFillLettersItemSchema,
  "grammar-blank-fill": GrammarBlankFillItemSchema,
  "fill-in-order": FillInOrderItemSchema,
  "ja-to-en-writing": JaToEnWritingItemSchema,
  "translate-fill-words": TranslateFillWordsItemSchema,
  "pure-listening": PureListeningItemSchema,
  "listening-mock-test": ListeningMockTestItemSchema,
  "treatment-policy": TreatmentPolicyItemSchema,
  "grammar-introduce": GrammarIntroduceItemSchema,
  "word-test": WordTestItemSchema,
  "multi-part": makeMultiPartItemSchema(partItemSchema),
  mixed: makeMixedItemSchema(partItemSchema),
  "word-reading": WordReadingItemSchema,
  "sentence-reading": SentenceReadingItemSchema,
  "article-reading": ArticleReadingItemSchema,
  "shadow-reading": ShadowReadingItemSchema,
  "sentence-shadowing": SentenceShadowingItemSchema,
  "shadow-tracking": ShadowTrackingItemSchema,
  "single-reading": SingleReadingItemSchema,
  "picture-read": PictureReadItemSchema,
  "picture-describe": PictureDescribeItemSchema,
  "quick-response": QuickResponseItemSchema,
  narration: NarrationItemSchema,
  "speaking-multi-step": SpeakingMultiStepItemSchema,
  "dialogue-practice": DialoguePracticeItemSchema,
  "dialogue-challenge": DialogueChallengeItemSchema,
  "integrated-process": IntegratedProcessItemSchema,
  "chat-bot": ChatBotItemSchema,
  "free-writing": FreeWritingItemSchema,
  "topic-writing": TopicWritingItemSchema,
  "listen-writing": ListenWritingItemSchema,
} as const satisfies Record<ExerciseKind, z.ZodType>;

/** Answer item schema of every kind (exhaustive). */
export const ANSWER_SCHEMAS = {
  "listen-fill-blanks": ListenFillBlanksAnswerSchema,
  "cloze-test": ClozeTestAnswerSchema,
  "grammar-choice": GrammarChoiceAnswerSchema,
  "listening-choice": ListeningChoiceAnswerSchema,
  "word-choice": WordChoiceAnswerSchema,
  "reading-comprehension": ReadingComprehensionAnswerSchema,
  "sentence-sorting": SentenceSortingAnswerSchema,
  "listen-fill-letters": ListenFillLettersAnswerSchema,
  "grammar-blank-fill": GrammarBlankFillAnswerSchema,
  "fill-in-order": FillInOrderAnswerSchema,
  "ja-to-en-writing": JaToEnWritingAnswerSchema,
  "translate-fill-words": TranslateFillWordsAnswerSchema,
  "pure-listening": PureListeningAnswerSchema,
  "listening-mock-test": ListeningMockTestAnswerSchema,
  "treatment-policy": TreatmentPolicyAnswerSchema,
  "grammar-introduce": GrammarIntroduceAnswerSchema,
  "word-test": WordTestAnswerSchema,
  "multi-part": MultiPartAnswerSchema,
  mixed: MixedAnswerSchema,
  "word-reading": WordReadingAnswerSchema,
  "sentence-reading": SentenceReadingAnswerSchema,
  "article-reading": ArticleReadingAnswerSchema,
  "shadow-reading": ShadowReadingAnswerSchema,
  "sentence-shadowing": SentenceShadowingAnswerSchema,
  "shadow-tracking": ShadowTrackingAnswerSchema,
  "single-reading": SingleReadingAnswerSchema,
  "picture-read": PictureReadAnswerSchema,
  "picture-describe": PictureDescribeAnswerSchema,
  "quick-response": QuickResponseAnswerSchema,
  narration: NarrationAnswerSchema,
  "speaking-multi-step": SpeakingMultiStepAnswerSchema,
  "dialogue-practice": DialoguePracticeAnswerSchema,
  "dialogue-challenge": DialogueChallengeAnswerSchema,
  "integrated-process": IntegratedProcessAnswerSchema,
  "chat-bot": ChatBotAnswerSchema,
  "free-writing": FreeWritingAnswerSchema,
  "topic-writing": TopicWritingAnswerSchema,
  "listen-writing": ListenWritingAnswerSchema,
} as const satisfies Record<ExerciseKind, z.ZodType>;

/** The parsed content item type of kind K. */
export type ItemOf<K extends ExerciseKind> = z.output<(typeof ITEM_SCHEMAS)[K]>;
/** The parsed answer item type of kind K. */
export type AnswerOf<K extends ExerciseKind> = z.output<(typeof ANSWER_SCHEMAS)[K]>;

/**
 * Content item schema of a kind.
 * @param kind - an exercise kind
 * @returns its zod item schema
 */
export function itemSchemaFor<K extends ExerciseKind>(kind: K): (typeof ITEM_SCHEMAS)[K] {
  return ITEM_SCHEMAS[kind];
}

/**
 * Answer item schema of a kind (what the API accepts for one answered item).
 * @param kind - an exercise kind
 * @returns its zod answer schema
 */
export function answerSchemaFor<K extends ExerciseKind>(kind: K): (typeof ANSWER_SCHEMAS)[K] {
  return ANSWER_SCHEMAS[kind];
}
