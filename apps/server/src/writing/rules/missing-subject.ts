import { JA } from "../explanations.ts";
import { isPastVerb, isThirdPersonVerb } from "../lexicon/verbs.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

// Past forms that are also adjectives or participle openers ("Tired, I went to bed.") are ambiguous,
// so a sentence-initial past verb is only flagged when a word follows it without a comma.
const PAST_OPENERS_OK = new Set(["read", "put", "cut", "let", "set", "hit", "hurt"]);
// "Thanks to her", "Plays are fun": a sentence-initial -s word followed by one of these is a noun.
const NOUN_FOLLOWERS = new Set("to are were is was can will have of and".split(" "));

/**
 * Sentences without a subject, as Japanese allows: "Is fun." → "It is fun.", "Went to the park." →
 * "I went to the park.", "Likes dogs." → "He likes dogs." Imperatives ("Go home.") and questions are fine.
 */
export const missingSubjectRule: Rule = ({ words, sentence }) => {
  const first = words[0];
  const second = words[1];
  if (first === undefined || first.start > 0 || sentence.trimEnd().endsWith("?")) return [];
  const w = first.lower;
  const out: Finding[] = [];
  if ((w === "is" || w === "was") && second) {
    const right = `It ${w}`;
    out.push(
      spanFinding(
        first,
        first,
        "missing_subject",
        `Add a subject: "${right}".`,
        JA.missingSubject(`${right} ${second.text}`),
        right,
      ),
    );
  } else if (isPastVerb(w) && !PAST_OPENERS_OK.has(w) && second && sentence[first.end] !== ",") {
    const right = `I ${w}`;
    out.push(
      spanFinding(
        first,
        first,
        "missing_subject",
        `Add a subject: "${right}".`,
        JA.missingSubject(`${right} ${second.text}`),
        right,
      ),
    );
  } else if (
    isThirdPersonVerb(w) &&
    w !== "thanks" && // "Thanks for the letter."
    second &&
    !NOUN_FOLLOWERS.has(second.lower) &&
    sentence[first.end] !== ","
  ) {
    const right = `He ${w}`;
    out.push(
      spanFinding(
        first,
        first,
        "missing_subject",
        `Add a subject, e.g. "${right}".`,
        JA.missingSubject(`${right} ${second.text}`),
        right,
      ),
    );
  }
  return out;
};
