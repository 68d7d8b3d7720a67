import type { WritingErrorType } from "@hibiki/contracts/writing";

// Japanese explanations written for a 13-year-old: short sentences, everyday grammar words, an example.
// Each takes the flagged words and the correction so the student sees their own sentence in the hint.

/** Japanese explanations for the learner-error rules, keyed by rule. */
export const JA = {
  agreementThird: (subject: string, right: string) =>
    `主語が「${subject}」のように自分と相手以外の一人（三人称単数）で、今のことを言うときは、動詞に s をつけます。「${right}」にしましょう。`,
  agreementPlain: (subject: string, right: string) =>
    `主語が「${subject}」のときは、動詞に s をつけません。「${right}」にしましょう。`,
  agreementPluralSubject: (subject: string, right: string) =>
    `主語の「${subject}」は二人（二つ）以上なので、動詞に s をつけず、be動詞は are / were にします。「${right}」にしましょう。`,
  agreementQuestion: (subject: string, right: string) =>
    `疑問文でも、主語の「${subject}」に合わせて do / does、be動詞の形を選びます。「${right}」にしましょう。`,
  agreementThere: (noun: string, right: string) =>
    `There is / There are の形は、後ろの名詞で決まります。「${noun}」は複数なので「there ${right}」にしましょう。`,
  agreementBe: (subject: string, right: string) =>
    `be動詞は主語で形が変わります（I → am、he/she/it → is、you/we/they → are）。「${subject}」には「${right}」を使います。`,
  agreementDo: (subject: string, right: string) =>
    `主語が「${subject}」のときの否定は「${right}」です。三人称単数なら does、それ以外は do を使います。`,
  beMissingIng: (subject: string, right: string) =>
    `「〜している」は be動詞（am / is / are）＋ -ing で表します。「${subject}」の後ろに be動詞が必要です。「${right}」にしましょう。`,
  beMissingAdjective: (subject: string, right: string) =>
    `「〜です」「〜だ」と様子を言うときは、英語では be動詞（am / is / are）が必要です。「${subject} ${right}」にしましょう。`,
  beQuestion: (be: string, right: string) =>
    `ふつうの動詞（play, like など）の疑問文は、be動詞の ${be} ではなく do / does / did で始めます。「${right}」にしましょう。`,
  beQuestionAdjective: (wrong: string, right: string) =>
    `tired や happy のような「様子」を表す言葉の疑問文は、${wrong} ではなく be動詞で始めます。「${right}」にしましょう。`,
  beWithVerb: (wrong: string, right: string) =>
    `「${wrong}」のように be動詞とふつうの動詞を並べて使うことはできません。動詞だけで「${right}」にしましょう。`,
  tenseFuture: (marker: string, right: string) =>
    `「${marker}」はこれからのことなので、過去形は使えません。「${right}」のように will を使いましょう。`,
  articlePossessive: (article: string, word: string) =>
    `「${word}」のような「だれの」を表す言葉の前には、${article} をつけません。「${article}」を消しましょう。`,
  articleDay: (day: string) =>
    `曜日や月の名前の前には、ふつう the をつけません。「${day}」だけにしましょう。`,
  articlePlace: (place: string) => `国や都市の名前の前には the をつけません。「${place}」だけにしましょう。`,
  articleSport: (sport: string) => `スポーツの名前の前には the をつけません。「play ${sport}」にしましょう。`,
  articleUncountable: (noun: string, right: string) =>
    `「${noun}」は数えられない名詞なので、a / an をつけません。「${right}」にしましょう。`,
  pluralSubject: (_noun: string, right: string) =>
    `「人間（というもの）は」のように、ある種類のもの全部について言うときは、数えられる名詞を複数形にします。「${right}」にしましょう。`,
  singularAfterEvery: (marker: string, right: string) =>
    `「${marker}」の後ろの名詞は一つの形（単数形）にします。「${right}」にしましょう。`,
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
  questionOrder: (right: string) =>
    `疑問文では、do / does / did や be動詞・can などを主語の前に置きます。「${right}」の順番にしましょう。`,
  embeddedQuestion: (right: string) =>
    `「どこに〜か知らない」のように文の中に入った疑問文は、「疑問詞＋主語＋動詞」のふつうの順番にします。「${right}」にしましょう。`,
  adjectiveAfterThing: (right: string) =>
    `something や anything をくわしく言う形容詞は、後ろに置きます。「${right}」にしましょう。`,
  adverbAfterObject: (right: string) =>
    `well（じょうずに）や every day（毎日）などは、「動詞＋目的語（何を）」の後ろに置きます。「${right}」にしましょう。`,
  enoughAfter: (right: string) =>
    `形容詞につく enough（十分に）は、形容詞の後ろに置きます。「${right}」にしましょう。`,
  adjectiveBeforeNoun: (right: string) =>
    `「黒いねこ」のように名詞をくわしく言う形容詞は、名詞の前に置きます。「${right}」にしましょう。`,
  gerundAfter: (verb: string, right: string) =>
    `${verb} の後ろに動詞を続けるときは、-ing の形（動名詞）にします。「${right}」にしましょう。`,
  infinitiveAfter: (verb: string, right: string) =>
    `${verb} の後ろに動詞を続けるときは、「to＋動詞の原形」にします。「${right}」にしましょう。`,
  lookForwardTo: (right: string) =>
    `look forward to の to は前置詞なので、後ろの動詞は -ing の形にします。「${right}」にしましょう。`,
  letMake: (right: string) =>
    `「（人）に〜させる」の let / make は「let / make＋人＋動詞の原形」で、to はつけません。「${right}」にしましょう。`,
  modalBase: (right: string) =>
    `can / must / should / will などの助動詞の後ろは、to をつけずに動詞の原形（s や ed をつけない形）を置きます。「${right}」にしましょう。`,
  gerundAfterPreposition: (right: string) =>
    `at / in / about / before / after などの前置詞の後ろに動詞を置くときは、-ing の形にします。「${right}」にしましょう。`,
  doubleNegative: (right: string) =>
    `英語では一つの文（節）に否定の言葉を一つだけ使います。not があるときは nothing / nobody / no ではなく anything / anybody / any を使います。「${right}」にしましょう。`,
  doubleNegativeSubject: (right: string) =>
    `nobody / nothing / no one はそれだけで「だれも〜ない」という否定の意味です。動詞を否定の形にしません。「${right}」にしましょう。`,
  comparativeDouble: (right: string) =>
    `-er / -est の形と more / most は一緒に使いません。「${right}」にしましょう。`,
  comparativeForm: (right: string) =>
    `この形容詞の比較級・最上級の形がちがいます。「${right}」にしましょう。`,
  comparativeShort: (right: string) =>
    `短い形容詞（tall, big, easy など）は more / most ではなく -er / -est の形にします。「${right}」にしましょう。`,
  comparativeLong: (right: string) =>
    `長い形容詞（beautiful, interesting など）は -er / -est ではなく more / most を前に置きます。「${right}」にしましょう。`,
  comparativeThan: (right: string) =>
    `than（〜よりも）の前の形容詞は比較級（-er や more 〜）にします。「${right}」にしましょう。`,
  comparativeAs: (right: string) =>
    `「〜と同じくらい」は as 〜 as の形で、than は使いません。「${right}」にしましょう。`,
  commaSplice: (right: string) =>
    `二つの文（主語＋動詞のまとまり）をコンマだけでつなぐことはできません。ピリオドで分けるか、and / but / so / because でつなぎましょう。「${right}」のようにします。`,
  runOn: (right: string) =>
    `二つの文が区切りなしでつながっています。ピリオドで分けるか、and / but / so でつなぎましょう。「${right}」のようにします。`,
  fragment: (word: string) =>
    `「${word} 〜」は「〜なので」「〜のとき」のような文の一部で、それだけでは一つの文になりません。前か後ろの文とコンマでつなぎましょう。`,
  nounFragment: () =>
    `この文には動詞がなく、一つの文になっていません。前の文とつなぐか、「For example, I like 〜.」のように主語と動詞を入れましょう。`,
  comparativeVery: (right: string) =>
    `比較級を強めるときは very ではなく much や a lot を使います。「${right}」にしましょう。`,
  causativeBase: (right: string) =>
    `「（人）に〜させる」の let / make は「let / make＋人＋動詞の原形」です。-ing や過去形にはしません。「${right}」にしましょう。`,
  helpBase: (right: string) =>
    `「（人）が〜するのを手伝う」は「help＋人＋動詞の原形（または to＋原形）」です。-ing にはしません。「${right}」にしましょう。`,
  objectTo: (verb: string, right: string) =>
    `「${verb}＋人＋to＋動詞の原形」で「（人）に〜してほしい・〜するように言う」などを表します。人の後ろに to が必要です。「${right}」にしましょう。`,
  toPreposition: (phrase: string, right: string) =>
    `${phrase} の to は前置詞なので、後ろの動詞は -ing の形にします。「${right}」にしましょう。`,
  missingTo: (right: string) =>
    `「〜するのは…だ」は「It is＋形容詞＋to＋動詞の原形」の形です。to が必要です。「${right}」にしましょう。`,
  letsBase: (right: string) =>
    `「〜しよう」の Let's の後ろは動詞の原形です。-ing や過去形にはしません。「${right}」にしましょう。`,
  doubleModal: (right: string) =>
    `will と can のように助動詞を二つ並べることはできません。can は be able to、must は have to に変えます。「${right}」にしましょう。`,
  suggestThat: (right: string) =>
    `suggest は「suggest＋人＋to〜」の形をとりません。「suggest that＋主語＋動詞の原形」にします。「${right}」にしましょう。`,
  hopeThat: (right: string) =>
    `hope は「hope＋人＋to〜」の形をとりません。「hope (that)＋主語＋will〜」にします。「${right}」にしましょう。`,
  thinkingOf: (right: string) =>
    `「〜しようと考えている」は be thinking of (about)＋-ing で表します。「${right}」にしましょう。`,
  goActivity: (right: string) =>
    `「〜しに行く」（泳ぎに行く・買い物に行く）は「go＋-ing」の形です。「${right}」にしましょう。`,
  perceptionBase: (right: string) =>
    `「（人）が〜するのを見る・聞く」は「see / hear / watch＋人＋動詞の原形」で、to はつけません。「${right}」にしましょう。`,
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
