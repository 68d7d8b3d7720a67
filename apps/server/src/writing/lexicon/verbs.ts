// Everyday verbs of junior/senior high-school writing. Irregular ones list "base past participle";
// regular ones are derived. Only these verbs drive the agreement, tense and word-order rules, so a
// word missing here is simply not checked (fewer false alarms than guessing parts of speech).
const IRREGULAR = `be was been|have had had|do did done|go went gone|come came come|eat ate eaten
|see saw seen|get got gotten|make made made|take took taken|give gave given|know knew known
|think thought thought|say said said|tell told told|read read read|write wrote written|run ran run
|swim swam swum|sing sang sung|drink drank drunk|buy bought bought|bring brought brought
|teach taught taught|catch caught caught|feel felt felt|find found found|leave left left|meet met met
|sleep slept slept|speak spoke spoken|spend spent spent|stand stood stood|sit sat sat|understand understood understood
|win won won|lose lost lost|send sent sent|sell sold sold|keep kept kept|hear heard heard|ride rode ridden
|drive drove driven|fly flew flown|forget forgot forgotten|begin began begun|become became become
|break broke broken|choose chose chosen|draw drew drawn|fall fell fallen|grow grew grown|hold held held
|wear wore worn|wake woke woken|put put put|cut cut cut|hit hit hit|let let let|set set set|pay paid paid
|build built built|lend lent lent|hurt hurt hurt|throw threw thrown|show showed shown|fight fought fought
|feed fed fed|hide hid hidden|shake shook shaken|steal stole stolen|mean meant meant|rise rose risen
|spread spread spread|bite bit bitten|shut shut shut`;

const REGULAR = `play like love live want watch study visit enjoy cook help clean use need walk talk listen
practice practise learn work dance open close start finish stay look call ask answer arrive change climb
collect decide enter hope hurry join jump laugh move paint pass plan rain remember rest return smile snow
stop travel turn wait wish worry try carry cry wash kick relax shop invite introduce believe agree explain
improve prepare receive save share miss hate touch fix guess check count cover follow happen kill pick
pull push reach rush solve support surprise taste thank train believe celebrate borrow hike ski surf chat
text email film camp fish force cause protect produce destroy create reduce increase pollute waste recycle
allow develop provide prefer suffer depend belong exist disappear appear seem contain include continue
communicate connect respect worry express imagine influence affect encourage damage announce report
discover invent publish design`;

type Forms = { base: string; third: string; past: string; participle: string };

const byBase = new Map<string, Forms>();
const byForm = new Map<string, Forms>();

function third(base: string): string {
  if (base === "have") return "has";
  if (base === "be") return "is";
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

function regularPast(base: string): string {
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // Short consonant-vowel-consonant verbs double the last letter: stop → stopped, plan → planned.
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

function add(f: Forms) {
  byBase.set(f.base, f);
  for (const w of [f.base, f.third, f.past, f.participle]) if (!byForm.has(w)) byForm.set(w, f);
}

for (const row of IRREGULAR.split("|")) {
  const [base, past, participle] = row.trim().split(/\s+/) as [string, string, string];
  add({ base, third: third(base), past, participle });
}
// Regular-looking forms of irregular verbs ("goed", "buyed", "taked"), mapped to the right past.
const overregular = new Map<string, string>();
for (const f of byBase.values()) {
  const wrong = regularPast(f.base);
  if (wrong !== f.past) overregular.set(wrong, f.past);
  // Learners also write "eated" from "eat" by adding only "ed".
  overregular.set(`${f.base}ed`, f.past);
}
// Real words that happen to look like regularised forms ("bed" from be, "seed" from see).
for (const real of ["bed", "seed", "singed", "sited", "wined", "putted"]) overregular.delete(real);

for (const base of REGULAR.split(/\s+/).filter(Boolean)) {
  if (byBase.has(base)) continue;
  const past = regularPast(base);
  add({ base, third: third(base), past, participle: past });
}

/**
 * The right past form for a regularised irregular verb.
 * @param word - a lower-case word such as "buyed"
 * @returns e.g. "bought", or undefined when `word` is not such a mistake
 */
export function irregularPastFor(word: string): string | undefined {
  const right = overregular.get(word);
  return right && right !== word ? right : undefined;
}

/** The forms of a known verb given any of its forms, or undefined. */
export function verbForms(word: string): Forms | undefined {
  return byForm.get(word.toLowerCase());
}

/** Whether `word` is the plain (base) form of a known verb: "go", "play". */
export function isBaseVerb(word: string): boolean {
  return byBase.has(word) && word !== "be";
}

/** Whether `word` is the third-person singular form of a known verb: "goes", "plays". */
export function isThirdPersonVerb(word: string): boolean {
  const f = byForm.get(word);
  return f !== undefined && f.third === word && f.base !== "be";
}

/** Whether `word` is the simple past of a known verb: "went", "played". */
export function isPastVerb(word: string): boolean {
  const f = byForm.get(word);
  return f !== undefined && f.past === word;
}

/**
 * The simple past of a known verb form.
 * @param word - any form of a known verb
 * @returns the past form, or undefined for unknown verbs
 */
export function pastOf(word: string): string | undefined {
  return byForm.get(word)?.past;
}

/**
 * The third-person singular present of a known verb form.
 * @param word - any form of a known verb
 * @returns e.g. "goes" for "go", or undefined for unknown verbs
 */
export function thirdOf(word: string): string | undefined {
  return byForm.get(word)?.third;
}

/**
 * The base form of a known verb form.
 * @param word - any form of a known verb
 * @returns e.g. "go" for "goes", or undefined for unknown verbs
 */
export function baseOf(word: string): string | undefined {
  return byForm.get(word)?.base;
}
