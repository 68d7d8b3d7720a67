/**
 * Closed word classes and small open-class lists used by the meaning rules, as plain data. All words
 * are lower-case, after contraction expansion (don't → do not).
 */

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/** Articles and determiners a multi-word term may skip inside the answer ("play the piano"). */
export const DETERMINERS = set("a an the some my his her their our your its this that these those");

/** Auxiliary and modal verb forms (be, do, have, will, can…). */
export const AUXILIARIES = set(`am is are was were be been being do does did done have has had having
  will would shall should can could may might must ought`);

/** Personal, object, possessive and reflexive pronouns. */
export const PRONOUNS = set(`i me you he him she her it we us they them mine yours hers ours theirs
  myself yourself himself herself itself ourselves yourselves themselves`);

/** Words that can be the subject of a clause on their own (besides nouns). */
export const SUBJECT_WORDS = set(`i you he she it we they this that these those there here who what
  everyone everybody someone somebody nobody anyone anybody everything something nothing people`);

/** Prepositions. */
export const PREPOSITIONS = set(`to of in on at with for from by about into onto over under after before
  around near behind between through during without than until up down off out across along
  against among toward towards beside past since`);

/** Conjunctions. */
export const CONJUNCTIONS = set("and or but so because if when while then also as although though");

/** Adverbs of degree, frequency and time that may stand between a negation and what it negates. */
export const LIGHT_ADVERBS = set(`really very much so too just always usually often sometimes ever even
  still already yet quite actually particularly especially again truly`);

/** Discourse and politeness words that carry no content in a reply. */
export const DISCOURSE_WORDS = set("please well oh um uh ah er hmm hm mm umm uhm eh let");

/** Words that negate what follows them. */
export const NEGATORS = set("not never no");

/** Words that make a reply negative (negators plus negative pronouns). */
export const NEGATIVE_WORDS = set("not never no nothing nobody none neither nor");

/**
 * Common verbs ending in -e whose -ed/-ing stem is not a monosyllable (decided → decide, not "decid").
 * Monosyllables (make, hope, ride) are recognised by their shape.
 */
export const E_VERBS = set(`decide invite complete prepare compare explore escape excite describe provide
  divide promote behave ignore admire require inspire retire refuse excuse amuse confuse suppose oppose
  propose compose expose arrange exchange change charge challenge continue introduce produce reduce
  announce pronounce practise practice promise purchase release increase decrease imagine examine
  determine combine define decline welcome recycle cycle celebrate create graduate decorate translate
  locate educate communicate operate separate relate hate skate taste waste arrive believe receive
  achieve improve remove approve solve serve observe deserve reserve save love live move give leave
  notice dance surprise realize realise recognize recognise organize organise apologize apologise
  advise argue rescue value issue pursue judge manage damage encourage engage breathe bathe
  include conclude become overcome raise praise please close choose use lose refuse rinse sneeze freeze
  squeeze tickle giggle juggle struggle smile hike bike like make take bake wake shake ride hide write
  bite vote note hope cope joke smoke share stare care dare store score snore shine dine mine whine`);

/**
 * Everyday regular verbs (base forms). With the irregular verbs they decide whether a word can be the
 * verb of a clause (hasSubjectAndVerb) and whether "going to" is a future ("going to play").
 */
export const COMMON_VERBS = set(`play like love live want watch study visit enjoy cook help clean use need
  walk talk listen practice practise learn work dance open close start finish stay look call ask answer
  arrive change climb collect decide enter hope hurry join jump laugh move paint pass plan rain remember
  rest return smile snow stop travel turn wait wish worry try carry cry wash kick relax shop invite
  introduce believe agree explain improve prepare receive save share miss hate touch fix guess check
  count cover follow happen kill pick pull push reach rush solve support surprise taste thank train
  celebrate borrow hike ski surf chat text email film camp fish jog bake skate cycle order offer type
  print post protect produce recycle reduce rescue respect score serve sail wonder yell greet hug kiss
  marry graduate guide imagine welcome smell sound seem appear prefer belong contain own mind`);

/** Common adjectives whose -er/-est forms the lemmatiser reduces (taller → tall, happiest → happy). */
export const COMMON_ADJECTIVES = set(`big small tall short long old young new fast slow high low large cheap
  warm cold hot cool happy easy busy early late nice kind strong weak hard soft rich poor great clean
  dark bright near quick loud quiet heavy light deep wide thin fat wet dry sad funny pretty ugly lucky
  angry hungry thirsty sleepy tired cute fine safe close simple smart sweet tasty healthy noisy
  lazy crazy friendly lovely little wise brave calm clear cloudy sunny rainy windy snowy fresh full
  true wild narrow shallow dear fair few firm free green grand gentle humble`);

/** Hour words and meridiem markers used by the clock-time rule. */
export const TIME_WORDS = set("noon midnight midday");
