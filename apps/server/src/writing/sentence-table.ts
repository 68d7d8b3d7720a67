import type { WritingErrorType } from "@hibiki/contracts/writing";

/** A learner sentence with one known error: its type and the exact text the checker must flag. */
export type ErrorRow = { sentence: string; type: WritingErrorType; flagged: string };

// Original sentences in the style of Japanese junior/senior high-school students, one known error each.
// Shared by the unit tests and bench/writing.mjs (precision/recall).
export const ERROR_ROWS: ErrorRow[] = [
  // subject-verb agreement
  { sentence: "My brother play baseball every Sunday.", type: "agreement", flagged: "play" },
  { sentence: "He like curry and rice.", type: "agreement", flagged: "like" },
  { sentence: "She often watch anime after dinner.", type: "agreement", flagged: "watch" },
  { sentence: "I goes to school by bike.", type: "agreement", flagged: "goes" },
  { sentence: "They is my classmates.", type: "agreement", flagged: "is" },
  { sentence: "She don't have a smartphone.", type: "agreement", flagged: "don't" },
  { sentence: "It rain a lot in June.", type: "agreement", flagged: "rain" },
  { sentence: "We was very tired after the game.", type: "agreement", flagged: "was" },
  // tense with past time markers
  { sentence: "Yesterday I go to the library with Yuki.", type: "tense", flagged: "go" },
  { sentence: "I eat okonomiyaki in Osaka last summer.", type: "tense", flagged: "eat" },
  { sentence: "Two years ago we live in Sapporo.", type: "tense", flagged: "live" },
  { sentence: "Last week she visits her grandmother.", type: "tense", flagged: "visits" },
  { sentence: "I am very happy yesterday.", type: "tense", flagged: "am" },
  { sentence: "We buyed new shoes last Saturday.", type: "verb_form", flagged: "buyed" },
  { sentence: "I taked many pictures at the zoo.", type: "verb_form", flagged: "taked" },
  // articles
  { sentence: "I ate a orange for breakfast.", type: "article", flagged: "a orange" },
  { sentence: "She is an good singer.", type: "article", flagged: "an good" },
  { sentence: "I have dog at home.", type: "article", flagged: "dog" },
  { sentence: "My father is doctor.", type: "article", flagged: "doctor" },
  { sentence: "I want new bike for my birthday.", type: "article", flagged: "new bike" },
  { sentence: "It takes a hour to get there.", type: "article", flagged: "a hour" },
  // plurals
  { sentence: "I have three brother.", type: "plural", flagged: "brother" },
  { sentence: "There are many student in my class.", type: "plural", flagged: "student" },
  { sentence: "We stayed there for 5 day.", type: "plural", flagged: "day" },
  { sentence: "She has two cute cat.", type: "plural", flagged: "cat" },
  { sentence: "I read a books about space.", type: "plural", flagged: "a books" },
  { sentence: "These flower are beautiful.", type: "plural", flagged: "flower" },
  { sentence: "I got a new shoes for my birthday.", type: "plural", flagged: "a new shoes" },
  // word order
  { sentence: "I very like English songs.", type: "word_order", flagged: "very like" },
  { sentence: "I like very much soccer.", type: "word_order", flagged: "like very much soccer" },
  { sentence: "I always am busy on Mondays.", type: "word_order", flagged: "always am" },
  { sentence: "We go usually to the park after school.", type: "word_order", flagged: "go usually" },
  { sentence: "She very loves her dog.", type: "word_order", flagged: "very loves" },
  { sentence: "We very enjoyed the concert.", type: "word_order", flagged: "very enjoyed" },
  // prepositions
  { sentence: "After school I went to home.", type: "preposition", flagged: "went to home" },
  { sentence: "I listen music every night.", type: "preposition", flagged: "listen" },
  { sentence: "We arrived to Kyoto at noon.", type: "preposition", flagged: "arrived to" },
  { sentence: "I am interested on science.", type: "preposition", flagged: "interested on" },
  { sentence: "My sister is good in math.", type: "preposition", flagged: "good in" },
  { sentence: "Let's go to shopping tomorrow.", type: "preposition", flagged: "go to shopping" },
  { sentence: "I have a piano lesson in Friday.", type: "preposition", flagged: "in Friday" },
  { sentence: "Please wait me at the station.", type: "preposition", flagged: "wait me" },
  // spelling
  { sentence: "My freind lives near the station.", type: "spelling", flagged: "freind" },
  { sentence: "The festival was very beutiful.", type: "spelling", flagged: "beutiful" },
  { sentence: "I study English becouse it is fun.", type: "spelling", flagged: "becouse" },
  { sentence: "We played tenis in the park.", type: "spelling", flagged: "tenis" },
  { sentence: "I dont like natto.", type: "spelling", flagged: "dont" },
  { sentence: "My favorit food is sushi.", type: "spelling", flagged: "favorit" },
  // missing subjects
  { sentence: "Is very fun.", type: "missing_subject", flagged: "Is" },
  { sentence: "Went to the beach with my family.", type: "missing_subject", flagged: "Went" },
  { sentence: "Was delicious.", type: "missing_subject", flagged: "Was" },
  { sentence: "Likes cats very much.", type: "missing_subject", flagged: "Likes" },
  // fragments and be + verb
  { sentence: "Because I want to be a vet.", type: "grammar", flagged: "Because" },
  { sentence: "I am agree with your idea.", type: "grammar", flagged: "am agree" },
  // capitalisation
  { sentence: "my mother works at a hospital.", type: "capitalization", flagged: "my" },
  { sentence: "Ken and i are good friends.", type: "capitalization", flagged: "i" },
  { sentence: "We have a test on monday.", type: "capitalization", flagged: "monday" },
  { sentence: "I can speak a little english.", type: "capitalization", flagged: "english" },
  { sentence: "My birthday is in august.", type: "capitalization", flagged: "august" },
  // punctuation
  { sentence: "I like dogs , cats and birds.", type: "punctuation", flagged: " ," },
  { sentence: "Thank you for your letter。", type: "punctuation", flagged: "。" },
  { sentence: "I like summer、but it is very hot.", type: "punctuation", flagged: "、" },
  { sentence: "I want to go to Hokkaido", type: "punctuation", flagged: "Hokkaido" },
  { sentence: "I like apples,bananas and grapes.", type: "punctuation", flagged: "," },
];

// Correct sentences of the same kind: the checker must flag nothing in them.
export const CORRECT_SENTENCES: string[] = [
  "My name is Haruto and I live in Shibuya.",
  "I usually walk to school with my friends.",
  "She plays the piano every day.",
  "Yesterday we went to the aquarium and saw many fish.",
  "I have a dog and two cats.",
  "My father is a doctor at a big hospital.",
  "We had a great time at the summer festival last year.",
  "I really like English songs.",
  "I like soccer very much.",
  "I am always busy on Mondays.",
  "After school I went home and did my homework.",
  "I listen to music every night.",
  "We arrived at the station at noon.",
  "I am interested in science and history.",
  "My sister is good at math.",
  "Let's go shopping this weekend.",
  "It takes an hour to get there by train.",
  "There are thirty students in my class.",
  "Although it was raining, we played basketball in the gym.",
  "Can you tell me the way to the museum?",
  "This book is more interesting than that one.",
  "The boy who lives next door is my best friend.",
  "I'm going to visit Kyoto next spring.",
  "He doesn't eat vegetables, but he loves fruit.",
  "When I was a child, I was afraid of dogs.",
  "I think English is important because we can talk with people from other countries.",
  "Ken gave me a present on my birthday.",
  "We should save water and electricity.",
  "My dream is to become a teacher in the future.",
  "If I were a bird, I would fly to Okinawa.",
  "Because it was raining, we stayed home.",
  "I agree with you, because your idea is good.",
  "I am sure her dream will come true because she works very hard.",
  "I was very surprised and very tired after the long trip.",
  "The new shoes were a present from my aunt.",
];
