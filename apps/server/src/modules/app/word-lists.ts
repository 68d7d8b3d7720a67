/**
 * Word lists of the spec's Config entity. Written for Hibiki; lower-case tokens unless a name.
 * Lists are kept as space-separated strings for readability and split once at load.
 */
const words = (s: string): string[] => s.trim().split(/\s+/);

const NUMBERS = words(`
  zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
  million billion half quarter dozen
`);
const TIMES = words(`am pm a.m. p.m. noon midnight oclock`);
const YEARS = words(`1990 1995 2000 2005 2010 2015 2020 2021 2022 2023 2024 2025 2026 2027 2028 2029 2030`);
const ORDINALS = words(`
  first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth
  1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 20th 21st 22nd 23rd 30th 31st
`);
const INTERJECTIONS = words(`
  oh ah aha wow hey hi hello um uh er hmm oops ouch yay yeah yep nope okay ok well hooray
  alas phew ugh huh wah bye goodbye
`);
const ARTICLES = words(`a an the`);
const PREPOSITIONS = words(`
  about above across after against along among around at before behind below beneath beside between
  beyond by down during except for from in inside into like near of off on onto out outside over past
  since through throughout till to toward towards under underneath until up upon with within without
`);
const PRONOUNS = words(`
  i me my mine myself you your yours yourself yourselves he him his himself she her hers herself it its
  itself we us our ours ourselves they them their theirs themselves this that these those who whom whose
  which what someone somebody something anyone anybody anything everyone everybody everything no-one
  nobody nothing
`);
const JAPANESE_WORDS = words(`
  sushi tempura ramen udon soba miso tofu sake wasabi onigiri bento mochi natto matcha kimono yukata
  tatami futon origami karate judo kendo sumo ninja samurai manga anime karaoke haiku tsunami sensei
  kanji hiragana katakana furoshiki kotatsu shinkansen
`);

/** Tokens never marked as poorly read: numbers, times, years, ordinals, interjections, function words, Japanese words. */
export const POORLY_WORDS: readonly string[] = [
  ...NUMBERS,
  ...TIMES,
  ...YEARS,
  ...ORDINALS,
  ...INTERJECTIONS,
  ...ARTICLES,
  ...PREPOSITIONS,
  ...PRONOUNS,
  ...JAPANESE_WORDS,
];

const FIRST_NAMES = words(`
  Aiko Akira Daiki Emi Haruka Haruto Hina Hiroshi Kaito Kenji Mai Mei Ren Riku Sakura Sota Takumi Yui
  Yuki Yuto Alice Amy Anna Ben Bob Chris Daniel David Emily Emma Grace Jack James Jane John Kate Lily
  Lucy Mary Mike Nancy Olivia Paul Peter Sam Sarah Tom Tony William
`);
const COUNTRIES = words(`
  Japan America Australia Brazil Canada China Egypt England France Germany India Indonesia Italy Kenya
  Korea Mexico Nepal Peru Russia Singapore Spain Thailand Turkey Vietnam Britain Ireland Scotland Wales
  Philippines Malaysia Zealand
`);
const CITIES = words(`
  Tokyo Osaka Kyoto Nagoya Sapporo Sendai Yokohama Kobe Fukuoka Hiroshima Nagasaki Nara Okinawa
  London Paris Rome Berlin Madrid Sydney Toronto Vancouver Seoul Beijing Shanghai Bangkok Delhi Cairo
  Chicago Boston Seattle Houston Dallas Denver Miami Atlanta Detroit Philadelphia Honolulu
`);
const US_STATES = words(`
  Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho
  Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota
  Mississippi Missouri Montana Nebraska Nevada Hampshire Jersey Mexico York Carolina Dakota Ohio Oklahoma
  Oregon Pennsylvania Rhode Island Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming
`);
const WEEKDAYS = words(`Monday Tuesday Wednesday Thursday Friday Saturday Sunday`);
const MONTHS = words(`January February March April May June July August September October November December`);

/** Capitalised names accepted as written: first names, countries, cities, US states, weekdays, months. */
export const WHITE_LIST_WORDS: readonly string[] = [
  ...new Set([...FIRST_NAMES, ...COUNTRIES, ...CITIES, ...US_STATES, ...WEEKDAYS, ...MONTHS]),
];

/** One-to-one replacements to plain ASCII applied before comparing text. */
export const SPECIAL_STRING_TO_SEMIANGLE: Readonly<Record<string, string>> = {
  "\u2019": "'",
  "\u2018": "'",
  "\uFF1F": "?",
  "\uFF01": "!",
  "\u201C": '"',
  "\u201D": '"',
  "\uFF0C": ",",
  "\uFF0E": ".",
  "\uFF1A": ":",
  "\uFF1B": ";",
};
