import { contentScore, type ElementMatch, type FormCheckId, type OpenAnswer } from "@hibiki/exercises";
import type { FormCheckResult } from "./form-checks.ts";
import type { LanguageResult } from "./language.ts";

/** The three parts and the total of an open answer, all 0–5. */
export interface OpenScores {
  content: number;
  language: number;
  /** pronunciation and fluency of the words the student said */
  delivery: number;
  total: number;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Combines the parts. The content gates the total: an answer that does not answer the task scores low
 * however well it is said (off-topic answers stay under 1.5), and a complete answer is scored up or
 * down by how it is said: total = content × (0.6 + 0.4 × mean(language, delivery) / 5).
 * @param content - 0–5
 * @param language - 0–5
 * @param delivery - 0–5
 * @returns the scores
 */
export function combineOpenScores(content: number, language: number, delivery: number): OpenScores {
  const total = content * (0.6 + (0.4 * (language + delivery)) / 10);
  return { content: r2(content), language: r2(language), delivery: r2(delivery), total: r2(total) };
}

/** A comment in Japanese and English: what was good, and what to add. */
export interface OpenComment {
  ja: string;
  en: string;
}

/**
 * Writes the short comment of an open answer: the elements said, then the most useful next step
 * (a missing element, whole sentences, more words, clearer speech).
 * @param rubric - the item's rubric
 * @param matches - which elements were found
 * @param language - the language result
 * @param scores - the scores
 * @param minWords - the fewest words of a complete answer
 * @param checks - the form checks run on the answer
 * @returns the comment
 */
export function openComment(
  rubric: OpenAnswer,
  matches: readonly ElementMatch[],
  language: LanguageResult,
  scores: OpenScores,
  minWords: number,
  checks: readonly FormCheckResult[] = [],
): OpenComment {
  const failed = checks.find((c) => !c.passed);
  const found = rubric.elements.filter((e) => matches.find((m) => m.id === e.id)?.found);
  const missing = rubric.elements.filter((e) => !matches.find((m) => m.id === e.id)?.found);
  const ja: string[] = [];
  const en: string[] = [];
  if (language.words === 0)
    return {
      ja: "声が聞き取れませんでした。もう一度、はっきり話してみましょう。",
      en: "We could not hear an answer. Try again and speak clearly.",
    };
  if (found.length === 0) {
    ja.push("質問に合った答えになっていないようです。お手本を聞いて、何を答えればよいか確かめましょう。");
    en.push("Your answer does not seem to answer the task. Listen to the samples to see what to say.");
  } else if (missing.length === 0 || scores.content >= 5) {
    ja.push("言うべきことをしっかり伝えられました。");
    en.push("You said everything the task asks for.");
  } else {
    ja.push(`「${found.map((e) => e.ja).join("」「")}」を伝えられました。`);
    en.push(`You said: ${found.map((e) => e.en).join("; ")}.`);
  }
  const next = missing[0];
  if (found.length > 0 && next && scores.content < 5) {
    ja.push(`「${next.ja}」についても言ってみましょう。`);
    en.push(`Also say: ${next.en}.`);
  } else if (failed && found.length > 0) {
    ja.push(CHECK_ADVICE[failed.id].ja);
    en.push(CHECK_ADVICE[failed.id].en);
  } else if (language.words < minWords) {
    ja.push("もう少しくわしく、文で話してみましょう。");
    en.push("Say a little more, in whole sentences.");
  } else if (language.sentences > 0 && language.fullSentences < language.sentences) {
    ja.push("主語と動詞のある文で答えると、もっと伝わります。");
    en.push("Answer in sentences with a subject and a verb.");
  } else if (language.notes.length > 0) {
    ja.push("文法を確かめたいところがあります。下のメモを見てみましょう。");
    en.push("Check the grammar notes below.");
  } else if (scores.delivery < 3) {
    ja.push("ゆっくり、はっきり話すと、もっと伝わります。");
    en.push("Speak a little more slowly and clearly.");
  }
  return { ja: ja.join(""), en: en.join(" ") };
}

/** What to do about a failed form check. */
const CHECK_ADVICE: Record<FormCheckId, OpenComment> = {
  present_progressive: {
    ja: "「He is washing the car.」のように、is / are + ~ing の形で答えましょう。",
    en: 'Answer with is / are + -ing, as in "He is washing the car."',
  },
  past_tense: {
    ja: "お話は過去形(was, went, made など)で語りましょう。",
    en: "Tell the story in the past tense (was, went, made...).",
  },
  two_reasons: {
    ja: "理由を2つ、それぞれ文で言ってみましょう。",
    en: "Give two reasons, each in a sentence.",
  },
  yes_no_first: {
    ja: "まず Yes か No で答えてから、理由を言いましょう。",
    en: "Say Yes or No first, then give your reasons.",
  },
  full_sentence: {
    ja: "「It starts at six.」のように、主語と動詞のある文で答えましょう。",
    en: 'Answer in a full sentence with a subject and a verb, as in "It starts at six."',
  },
  ask_or_prompt: {
    ja: "「What day are you free?」や「Let's go together.」のように、相手に質問したりさそったりしましょう。",
    en: 'Ask or invite the listener, as in "What day are you free?" or "Let\'s go together."',
  },
  opinion_reason: {
    ja: "「I think … because ….」のように、意見と理由をセットで言いましょう。",
    en: 'Give your opinion with a reason, as in "I think … because …."',
  },
};

/**
 * The content part: the share of required elements said (scoring/meaning), less a point for each form
 * check failed (never below 0).
 * @param rubric - the item's rubric
 * @param matches - which elements were found
 * @param checks - the form checks run on the answer
 * @returns 0–5
 */
export function openContent(
  rubric: OpenAnswer,
  matches: readonly ElementMatch[],
  checks: readonly FormCheckResult[] = [],
): number {
  const failed = checks.filter((c) => !c.passed).length;
  return Math.max(0, contentScore(matches, rubric) - failed);
}
