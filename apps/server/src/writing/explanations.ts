import type { WritingErrorType } from "@hibiki/contracts/writing";

// Japanese explanations written for a 13-year-old: short sentences, everyday grammar words, an example.
// Each takes the flagged words and the correction so the student sees their own sentence in the hint.

/** Japanese explanations for the learner-error rules, keyed by rule. */
export const JA = {
  agreementThird: (subject: string, right: string) =>
    `主語が「${subject}」のように自分と相手以外の一人（三人称単数）で、今のことを言うときは、動詞に s をつけます。「${right}」にしましょう。`,
  agreementPlain: (subject: string, right: string) =>
    `主語が「${subject}」のときは、動詞に s をつけません。「${right}」にしましょう。`,
  agreementBe: (subject: string, right: string) =>
    `be動詞は主語で形が変わります（I → am、he/she/it → is、you/we/they → are）。「${subject}」には「${right}」を使います。`,
  agreementDo: (subject: string, right: string) =>
    `主語が「${subject}」のときの否定は「${right}」です。三人称単数なら does、それ以外は do を使います。`,
  tense: (marker: string, right: string) =>
    `「${marker}」があるので、これは過去のことです。動詞を過去形の「${right}」にしましょう。`,
  articleAn: (right: string) =>
    `母音（ア・イ・ウ・エ・オに近い音）で始まる単語の前では a ではなく an を使います。「${right}」にしましょう。`,
  articleA: (right: string) =>
    `子音の音で始まる単語の前では an ではなく a を使います。「${right}」にしましょう。`,
  missingArticle: (noun: string, right: string) =>
    `「${noun}」のように数えられる名詞が一つのときは、前に a / an や the、my などが必要です。「${right}」にしましょう。`,
  articlePlural: (right: string) =>
    `a / an は「一つ」という意味なので、後ろの名詞は複数形にしません。「${right}」にしましょう。`,
  plural: (marker: string, right: string) =>
    `「${marker}」は二つ以上を表すので、名詞を複数形にします。「${right}」にしましょう。`,
  veryVerb: (right: string) =>
    `「とても好き」は very like とは言いません。「${right}」のように very much を文の後ろに置くか、really を使いましょう。`,
  likeVeryMuch: (right: string) => `very much は「好きなもの」の後ろに置きます。「${right}」にしましょう。`,
  adverbAfterBe: (right: string) =>
    `always や often などの「回数を表す言葉」は、be動詞（am / is / are）の後ろに置きます。「${right}」にしましょう。`,
  adverbBeforeVerb: (right: string) =>
    `always や often などの「回数を表す言葉」は、ふつうの動詞の前に置きます。「${right}」にしましょう。`,
  preposition: (right: string, why: string) => `${why}「${right}」にしましょう。`,
  spelling: (word: string, right: string) =>
    right
      ? `「${word}」はつづりがまちがっているようです。「${right}」ではありませんか。`
      : `「${word}」はつづりがまちがっているようです。辞書で確かめましょう。`,
  missingSubject: (right: string) =>
    `英語の文には「だれが・何が」を表す主語が必要です。日本語のように主語を省略できません。「${right}」のようにしましょう。`,
  capitalStart: (right: string) => `英語の文は大文字で始めます。「${right}」にしましょう。`,
  capitalI: () => `「わたしは」の I は、文のどこにあっても大文字で書きます。`,
  capitalProper: (right: string) =>
    `曜日・月・言語・国や国籍の名前は、いつも大文字で始めます。「${right}」にしましょう。`,
  finalPunctuation: () => `文の終わりにはピリオド（.）やクエスチョンマーク（?）をつけましょう。`,
  spaceBeforeComma: () => `コンマ（,）やピリオド（.）の前にはスペースを入れません。後ろに入れます。`,
  spaceAfterComma: () => `コンマ（,）の後ろにはスペースを一つ入れます。`,
  japanesePunctuation: (right: string) => `「、」「。」は日本語の記号です。英語では「${right}」を使います。`,
} as const;

/** Generic explanations for findings of harper.js, by error type. */
export function genericExplanation(type: WritingErrorType, problem: string, suggestion: string): string {
  const fix = suggestion ? `「${suggestion}」にしましょう。` : "この部分を消しましょう。";
  switch (type) {
    case "agreement":
      return `主語と動詞の形が合っていません。${fix}`;
    case "tense":
      return `いつのことか（現在・過去・未来）と動詞の形が合っていません。${fix}`;
    case "verb_form":
      return `「${problem}」は動詞の形がまちがっています。${fix}`;
    case "article":
      return `a / an / the の使い方を確かめましょう。${fix}`;
    case "plural":
      return `名詞の数（一つか二つ以上か）を確かめましょう。${fix}`;
    case "word_order":
      return `単語の順番がちがいます。${fix}`;
    case "preposition":
      return `この言葉と一緒に使う前置詞（in / on / at / to など）がちがいます。${fix}`;
    case "spelling":
      return JA.spelling(problem, suggestion);
    case "missing_subject":
      return JA.missingSubject(suggestion);
    case "capitalization":
      return `大文字と小文字の使い方を確かめましょう。${fix}`;
    case "punctuation":
      return `記号（. , ? ! など）の使い方を確かめましょう。${fix}`;
    case "word_choice":
      return `この場面では別の言葉のほうが自然です。${fix}`;
    default:
      return `文法を確かめましょう。${fix}`;
  }
}
