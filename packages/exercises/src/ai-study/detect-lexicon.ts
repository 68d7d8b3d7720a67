/**
 * Word lists for the grammar-point detector (detect.ts): verb forms (irregular and derived regular
 * ones), be forms, modals, pronouns, determiners and the small lists of words that look like a verb form
 * but are not one (morning, interesting, hundred...). Everything is lower case.
 */

/** Irregular verbs: base, past, past participle. */
const IRREGULAR: readonly [string, string, string][] = [
  ["have", "had", "had"],
  ["do", "did", "done"],
  ["go", "went", "gone"],
  ["come", "came", "come"],
  ["see", "saw", "seen"],
  ["eat", "ate", "eaten"],
  ["make", "made", "made"],
  ["take", "took", "taken"],
  ["get", "got", "gotten"],
  ["give", "gave", "given"],
  ["buy", "bought", "bought"],
  ["find", "found", "found"],
  ["leave", "left", "left"],
  ["meet", "met", "met"],
  ["run", "ran", "run"],
  ["sit", "sat", "sat"],
  ["say", "said", "said"],
  ["tell", "told", "told"],
  ["think", "thought", "thought"],
  ["know", "knew", "known"],
  ["write", "wrote", "written"],
  ["read", "read", "read"],
  ["speak", "spoke", "spoken"],
  ["swim", "swam", "swum"],
  ["sing", "sang", "sung"],
  ["drink", "drank", "drunk"],
  ["begin", "began", "begun"],
  ["break", "broke", "broken"],
  ["bring", "brought", "brought"],
  ["catch", "caught", "caught"],
  ["choose", "chose", "chosen"],
  ["drive", "drove", "driven"],
  ["fall", "fell", "fallen"],
  ["feel", "felt", "felt"],
  ["fly", "flew", "flown"],
  ["forget", "forgot", "forgotten"],
  ["grow", "grew", "grown"],
  ["hear", "heard", "heard"],
  ["hold", "held", "held"],
  ["keep", "kept", "kept"],
  ["lose", "lost", "lost"],
  ["pay", "paid", "paid"],
  ["put", "put", "put"],
  ["ride", "rode", "ridden"],
  ["ring", "rang", "rung"],
  ["rise", "rose", "risen"],
  ["send", "sent", "sent"],
  ["sell", "sold", "sold"],
  ["sleep", "slept", "slept"],
  ["spend", "spent", "spent"],
  ["stand", "stood", "stood"],
  ["teach", "taught", "taught"],
  ["throw", "threw", "thrown"],
  ["understand", "understood", "understood"],
  ["wake", "woke", "woken"],
  ["win", "won", "won"],
  ["wear", "wore", "worn"],
  ["become", "became", "become"],
  ["build", "built", "built"],
  ["draw", "drew", "drawn"],
  ["fight", "fought", "fought"],
  ["hide", "hid", "hidden"],
  ["hit", "hit", "hit"],
  ["lead", "led", "led"],
  ["lend", "lent", "lent"],
  ["mean", "meant", "meant"],
  ["shake", "shook", "shaken"],
  ["shut", "shut", "shut"],
  ["steal", "stole", "stolen"],
  ["cut", "cut", "cut"],
  ["let", "let", "let"],
  ["set", "set", "set"],
  ["show", "showed", "shown"],
  ["blow", "blew", "blown"],
  ["bite", "bit", "bitten"],
  ["feed", "fed", "fed"],
  ["forgive", "forgave", "forgiven"],
  ["hang", "hung", "hung"],
  ["hurt", "hurt", "hurt"],
  ["shoot", "shot", "shot"],
  ["sweep", "swept", "swept"],
  ["tear", "tore", "torn"],
  ["freeze", "froze", "frozen"],
  ["bend", "bent", "bent"],
  ["dig", "dug", "dug"],
  ["seek", "sought", "sought"],
  ["spread", "spread", "spread"],
  ["strike", "struck", "struck"],
  ["stick", "stuck", "stuck"],
  ["beat", "beat", "beaten"],
  ["light", "lit", "lit"],
  ["shine", "shone", "shone"],
  ["sink", "sank", "sunk"],
  ["quit", "quit", "quit"],
  ["mistake", "mistook", "mistaken"],
  ["overcome", "overcame", "overcome"],
];

/** Regular verbs (base forms) that the detector knows by name. */
const REGULAR =
  `like play want study live watch listen walk talk help clean cook visit practice use love enjoy
open close start finish look work call try wash stay need ask answer arrive carry change check climb collect cry
dance decide die enter explain hope invite join jump kick learn move paint pick plan plant push rain relax
remember return save share smile snow stop travel turn wait worry agree believe borrow brush care copy cover
cross deliver design drop dress fail fill fix follow happen hate hurry imagine improve introduce kill laugh
marry miss name notice order pass perform prefer prepare protect pull reach receive recycle repeat report
respect rest serve shop sign solve support surprise touch train treat type develop discover produce create
invent hand add allow appear attend bake complete continue count damage destroy dream guess hunt interview jog
kiss knock mark offer own park point pray print promise record remove rescue search skate ski smell sound
taste thank welcome wish wonder seem pour grab chat hug clap shout test trust realize recommend reply suggest
translate graduate celebrate communicate exercise explore express gather greet hike host include increase
reduce manage memorize mention mix post raise refuse rely repair rush scream sail stare stretch tie vote water
wave whisper wrap fish camp skip hop beg rob nod shop listen look cook hope pick act belong borrow brighten
cheer climb complain connect describe disappear encourage escape exchange expect finish float guide jog land
last lift listen lock measure melt name obey paint pass pause perform persuade place plan print pronounce prove
punish rain reach recognize relax remain rent reserve rest ride roll rule score sell shout sign solve spell
stay study succeed suffer supply surf survive switch talk thank tour trade train trust type visit waste worry
yell decorate donate prepare protect pack bake`
    .split(/\s+/)
    .filter((w) => w !== "");

/** Verbs whose last consonant doubles before -ed / -ing. */
const DOUBLING = new Set(
  "stop plan drop shop jog hug clap chat grab skip hop beg rob nod prefer admit tap trip wrap run swim sit begin get put cut hit let set shut win forget dig".split(
    " ",
  ),
);

const VOWELS = "aeiou";

function thirdPerson(base: string): string {
  if (base === "have") return "has";
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (base.endsWith("y") && !VOWELS.includes(base.at(-2) ?? "")) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function regularPast(base: string): string {
  if (base.endsWith("e")) return `${base}d`;
  if (base.endsWith("y") && !VOWELS.includes(base.at(-2) ?? "")) return `${base.slice(0, -1)}ied`;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

function ingForm(base: string): string {
  if (base.endsWith("ie")) return `${base.slice(0, -2)}ying`;
  if (base.endsWith("e") && !/(ee|ye|oe)$/.test(base) && base !== "be") return `${base.slice(0, -1)}ing`;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** Base forms of every known verb (be excluded). */
export const VERB_BASE = new Set<string>([...IRREGULAR.map((v) => v[0]), ...REGULAR]);
/** Third-person singular forms of the known verbs (plays, goes, has...). */
export const VERB_THIRD = new Set<string>([...VERB_BASE].map(thirdPerson));
/** Past forms of irregular verbs that are never participles (went, saw, took...). */
export const PAST_ONLY = new Set<string>(
  IRREGULAR.filter(([, past, pp]) => past !== pp).map(([, past]) => past),
);
/** Irregular past participles (gone, seen, made, born...). */
export const IRREGULAR_PP = new Set<string>([...IRREGULAR.map(([, , pp]) => pp), "been", "born", "got"]);
/** Forms that are a past and a participle at once (made, bought, told, and every regular -ed form). */
const PAST_AND_PP = new Set<string>([
  ...IRREGULAR.filter(([, past, pp]) => past === pp).map(([, past]) => past),
  ...REGULAR.map(regularPast),
]);
/** The -ing forms of the known verbs. */
export const VERB_ING = new Set<string>([...VERB_BASE].map(ingForm));

/** Words ending in -ed that are not verb forms. */
const NOT_VERB_ED = new Set(
  "bed red need seed speed feed shed sled hundred sacred naked wicked beloved kindred ted fred ned reed weed breed bleed greed proceed exceed succeed indeed steed".split(
    " ",
  ),
);
/** Participles used as adjectives of feeling or state: "I am tired" is not a passive. */
export const ED_ADJECTIVES = new Set(
  "tired interested excited surprised bored worried pleased scared satisfied disappointed ashamed amazed confused embarrassed frightened shocked relaxed delighted crowded talented married tired advanced experienced skilled qualified colored detailed balanced limited supposed used".split(
    " ",
  ),
);
/** Words ending in -ing that are not verb forms, or adjectives (interesting, boring). */
const NOT_VERB_ING = new Set(
  `morning evening nothing something anything everything thing king ring spring sing bring string wing sting
swing ceiling during building pudding wedding clothing interesting boring exciting surprising amazing tiring
relaxing confusing shocking disappointing embarrassing frightening annoying charming pleasing satisfying
touching outstanding willing cunning including according concerning regarding evening awning darling
sibling duckling dumpling lightning earring ceiling king viking ping ding bowling nothing amusing
fascinating inspiring encouraging refreshing terrifying interesting`
    .split(/\s+/)
    .filter((w) => w !== ""),
);

/** Whether a word is a verb's -ing form (known, or a plausible unknown one). */
export function isIng(word: string): boolean {
  if (VERB_ING.has(word)) return true;
  return word.length >= 5 && word.endsWith("ing") && !NOT_VERB_ING.has(word);
}

/** Whether a word is a past participle (irregular, known regular, or a plausible unknown -ed form). */
export function isParticiple(word: string): boolean {
  if (IRREGULAR_PP.has(word) || PAST_AND_PP.has(word)) return true;
  return word.length >= 5 && word.endsWith("ed") && !NOT_VERB_ED.has(word);
}

/** Whether a word is a past form (past-only, past-and-participle, or a plausible unknown -ed form). */
export function isPast(word: string): boolean {
  if (PAST_ONLY.has(word) || PAST_AND_PP.has(word)) return true;
  return word.length >= 5 && word.endsWith("ed") && !NOT_VERB_ED.has(word);
}

export const BE_PRESENT = new Set(["am", "is", "are"]);
export const BE_PAST = new Set(["was", "were"]);
export const BE_ANY = new Set(["am", "is", "are", "was", "were", "be", "been", "being"]);
export const MODALS = new Set(["can", "could", "will", "would", "shall", "should", "may", "might", "must"]);
export const SUBJECT_PRONOUNS = new Set(["i", "you", "he", "she", "it", "we", "they"]);
export const OBJECT_PRONOUNS = new Set(["me", "you", "him", "her", "it", "us", "them"]);
export const THIRD_SINGULAR_PRONOUNS = new Set([
  "he",
  "she",
  "it",
  "this",
  "that",
  "who",
  "everyone",
  "someone",
]);
export const DETERMINERS = new Set(
  "a an the my your his her its our their this that these those some any every each no another many much several few".split(
    " ",
  ),
);
export const WH_WORDS = new Set(["what", "who", "whom", "whose", "where", "when", "why", "how", "which"]);
export const PREPOSITIONS = new Set(
  "in on at of for with about from by into to without before after under over near during through across along behind between around like".split(
    " ",
  ),
);
/** Adverbs that may stand between an auxiliary and its verb. */
export const INNER_ADVERBS = new Set(
  "not never always often usually sometimes also still just already ever really only even all both soon finally probably certainly actually rarely seldom hardly once recently".split(
    " ",
  ),
);
export const NUMBER_WORDS = new Set(
  "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen twenty thirty forty fifty hundred many several few these those both".split(
    " ",
  ),
);
export const IRREGULAR_PLURALS = new Set(["children", "people", "men", "women", "teeth", "feet", "mice"]);

/** Adjectives for SVC / SVOC patterns (look happy, made me sad). */
export const ADJECTIVES = new Set(
  `happy sad angry clean dirty warm cold hot easy difficult hard interesting exciting boring busy famous popular
beautiful kind nice good great tired sleepy hungry healthy sick safe quiet noisy free strong weak rich poor young
old new bright dark lonely nervous excited surprised worried delicious sweet comfortable useful important possible
necessary dangerous careful ready sure glad late wet dry full empty fresh sorry alive calm brave cute pretty cool
strange tasty proud relaxed true wrong right perfect terrible wonderful excellent amazing bad tall small big long
short fun funny serious upset excited crazy warm open silent special different friendly`
    .split(/\s+/)
    .filter((w) => w !== ""),
);

// Phrase-level word lists of the detector's rules (detect-context.ts, detect-rules.ts).

/** Punctuation kept as tokens. */
export const PUNCT = new Set([",", "?", "!", ".", ";", ":"]);
/** Verbs after which when / where / if / whether / what... start an indirect question. */
export const KNOW_VERBS = new Set(
  "know knows knew tell tells told ask asks asked wonder wonders wondered remember remembers remembered understand understands understood forget forgets forgot explain explains explained show shows showed decide decided guess idea sure".split(
    " ",
  ),
);
/** Verbs after which if / whether starts an indirect question ("I wonder if..."). */
export const IF_VERBS = new Set(
  "know knows knew ask asks asked wonder wonders wondered sure see decide remember".split(" "),
);
/** Verbs whose base form is also their past form (read, put...). */
export const SAME_PAST = new Set([
  "read",
  "put",
  "cut",
  "hit",
  "set",
  "let",
  "hurt",
  "quit",
  "shut",
  "spread",
  "beat",
]);
/** Verbs after which (that) + clause is a conjunction that. */
export const THAT_VERBS = new Set(
  "think thinks thought know knows knew hope hopes hoped believe believes believed hear heard feel feels felt guess sure glad afraid sorry happy sad surprised".split(
    " ",
  ),
);
/** Verbs of saying: (that) + clause after them is reported speech. */
export const SAY_VERBS = new Set(["say", "says", "said", "tell", "tells", "told"]);
/** Subjects whose "is + -ing" complement is a gerund ("My hobby is reading"). */
export const GERUND_SUBJECTS = new Set([
  "hobby",
  "job",
  "dream",
  "plan",
  "goal",
  "favorite",
  "pastime",
  "work",
]);
/** Verbs followed by a gerund object. */
export const GERUND_VERBS = new Set(
  "enjoy enjoys enjoyed finish finishes finished stop stops stopped like likes liked love loves loved hate hates hated start starts started begin begins began mind minds minded keep keeps kept practice practices practiced avoid avoids avoided quit".split(
    " ",
  ),
);
/** Prepositions followed by a gerund ("good at swimming", "before eating"). */
export const GERUND_PREPOSITIONS = new Set(
  "of in at for about without before after by on from instead".split(" "),
);
/** want / tell / ask + object + to ~. */
export const OBJECT_TO_VERBS = new Set(
  "want wants wanted tell tells told ask asks asked expect expects expected allow allows allowed advise advised encourage encouraged would".split(
    " ",
  ),
);
/** make / let / help + object + bare verb. */
export const CAUSATIVE_VERBS = new Set("make makes made let lets help helps helped".split(" "));
/** give / show + person + thing. */
export const SVOO_VERBS = new Set(
  "give gives gave show shows showed tell tells told send sends sent buy buys bought make makes made teach teaches taught lend lends lent bring brings brought pass passed ask asks asked cook cooked write wrote".split(
    " ",
  ),
);
/** call / name + object + name. */
export const NAMING_VERBS = new Set("call calls called name names named".split(" "));
/** make / keep / find + object + adjective. */
export const SVOC_VERBS = new Set(
  "make makes made keep keeps kept find finds found leave leaves left".split(" "),
);
/** look / sound + adjective. */
export const SVC_VERBS = new Set(
  "look looks looked feel feels felt sound sounds sounded seem seems seemed become becomes became get gets got smell smells smelled taste tastes tasted".split(
    " ",
  ),
);
export const DEGREE = new Set([
  "very",
  "really",
  "so",
  "too",
  "quite",
  "not",
  "also",
  "always",
  "a",
  "little",
  "bit",
  "pretty",
]);
export const TIME_NOUNS = new Set(
  "day days time year years month week morning night moment season summer winter spring age evening afternoon period".split(
    " ",
  ),
);
export const PLACE_NOUNS = new Set(
  "place town city house room school park country village station restaurant shop store area street hospital museum library".split(
    " ",
  ),
);
const SHORT_ADJECTIVES =
  `tall fast big large old young long short high early late easy busy happy heavy hot cold warm cool cheap small
strong nice kind close hard deep wide near new light dark bright quick slow loud quiet rich poor clean smart wise safe sweet
great pretty funny healthy lucky noisy angry hungry friendly simple thin fat wet sad low full cute rare fine brave strange calm
weak cheap soft thick fresh dirty lazy tiny`
    .split(/\s+/)
    .filter((w) => w !== "");
const DOUBLE_FINAL = new Set(["big", "hot", "thin", "fat", "wet", "sad"]);
function graded(adj: string, suffix: "er" | "est"): string {
  if (adj.endsWith("e")) return `${adj}${suffix.slice(1)}`;
  if (adj.endsWith("y") && !"aeiou".includes(adj.at(-2) ?? "")) return `${adj.slice(0, -1)}i${suffix}`;
  if (DOUBLE_FINAL.has(adj)) return `${adj}${adj.at(-1)}${suffix}`;
  return `${adj}${suffix}`;
}
export const COMPARATIVES = new Set([
  ...SHORT_ADJECTIVES.map((a) => graded(a, "er")),
  "more",
  "less",
  "better",
  "worse",
  "fewer",
  "farther",
  "further",
]);
export const SUPERLATIVES = new Set([...SHORT_ADJECTIVES.map((a) => graded(a, "est")), "best", "worst"]);
/** Adjectives that show a participle attributively before a noun ("a broken window"). */
export const PRE_NOUN_PARTICIPLES = new Set(
  "broken stolen fallen used boiled fried baked lost hidden frozen written spoken closed locked injured damaged painted cooked grilled sliced recycled sleeping crying smiling barking flying falling rising boiling burning shining sinking laughing growing".split(
    " ",
  ),
);
/** Nouns that make "a sleeping bag" a compound rather than a modifier. */
export const COMPOUND_NOUNS = new Set(
  "pool room bag machine class contest club lesson time suit shoes glasses".split(" "),
);
/** -ing words that are prepositions or set phrases after a comma. */
export const NOT_CLAUSE_ING = new Set([
  "including",
  "according",
  "considering",
  "regarding",
  "concerning",
  "during",
]);

/** Words that never continue a noun phrase. */
export const FUNCTION_WORDS = new Set<string>([
  ...PREPOSITIONS,
  ...DETERMINERS,
  ...BE_ANY,
  ...MODALS,
  ...SUBJECT_PRONOUNS,
  ...OBJECT_PRONOUNS,
  ...INNER_ADVERBS,
  ...WH_WORDS,
  "to",
  "and",
  "or",
  "but",
  "so",
  "very",
  "too",
  "if",
  "because",
  "than",
  "as",
  "there",
  "here",
  "do",
  "does",
  "did",
  "have",
  "has",
  "had",
]);
/** Verbs that are as often nouns inside a noun phrase ("the school play", "my home work"). */
export const NOUN_VERBS = new Set([
  "work",
  "play",
  "name",
  "plan",
  "dream",
  "rain",
  "snow",
  "water",
  "park",
  "shop",
  "test",
]);

/** What a be form does in its sentence. */
