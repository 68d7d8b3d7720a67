// Real words that learners write and that neither Hunspell dictionary (en-US, en-GB) nor harper.js knows:
// Latin phrases, school and modern words, and Japanese words used in English. The spelling check accepts
// them as they are (compared in lower case). Keep additions to words a teacher would not mark as wrong.
const TERMS = `capita et cetera vitae prefectural homestay homestays telework teleworking esports upcycle upcycled upcycling
compostable signup dodgeball clubroom clubrooms smartboard uni biomechanics overfishing overtourism megacity
megacities decarbonise decarbonised decarbonising email e-mail youtube smartphone wifi ok okay emoji emojis jpop
j-pop kpop k-pop
bento obento manga anime sushi ramen onigiri karaoke judo kendo kyudo aikido karate origami kimono yukata sumo
mochi tempura udon soba takoyaki okonomiyaki matcha sensei senpai kohai kanji hiragana katakana natto onsen
sento kotatsu taiko shogi kendama furoshiki gyoza miso tofu wasabi nori dango taiyaki yakisoba oden sukiyaki
shabu-shabu haiku ikebana bonsai tatami futon omikuji hanami matsuri obon juku hikikomori ikigai kawaii
omotenashi mottainai shinkansen koban konbini kombini izakaya ryokan furusato washoku wagyu umami daruma
tanabata setsubun hinamatsuri omiyage jinja otaku karaage champon tonkatsu katsudon gyudon oyakodon donburi
yakitori edamame dorayaki unagi onsens ropeway ropeways`;

/** Lower-case real words missing from the dictionaries (see the file comment). */
export const KNOWN_TERMS: ReadonlySet<string> = new Set(TERMS.split(/\s+/).filter(Boolean));

/**
 * Word-forming prefixes of science and everyday words ("biomechanics", "overtourism", "megacity"): a word made
 * of one of these and a dictionary word of at least four letters is accepted. Prefixes that are ordinary words
 * ("all", "every", "each", "high") and short ones ("un", "re") are left out on purpose, so that "allways",
 * "eachother", "highschool" and "untill" are still reported.
 */
export const WORD_PREFIXES: readonly string[] =
  `bio micro nano eco cyber tele mega super over under multi inter anti
self auto hyper mini neuro geo hydro photo thermo electro astro agro socio psycho counter semi ultra`
    .split(/\s+/)
    .filter(Boolean);
