import { type FamilyErrorRow, familyTableSuite } from "./family-table.ts";

// Original learner-style sentences for lexicon/false-friends-daily.ts: school, home and town katakana English.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "I turned on the stove because it was cold.", flagged: "the stove", suggestion: "the heater" },
  {
    sentence: "The teacher gave us a print about the school trip.",
    flagged: "a print",
    suggestion: "a handout",
  },
  { sentence: "Please pass the prints to the back.", flagged: "the prints", suggestion: "the handouts" },
  {
    sentence: "There are many merits and demerits of smartphones.",
    flagged: "merits",
    suggestion: "advantages",
  },
  {
    sentence: "One demerit of living in the city is the noise.",
    flagged: "demerit",
    suggestion: "disadvantage",
  },
  { sentence: "Her charm point is her smile.", flagged: "charm point", suggestion: "best feature" },
  { sentence: "My mother is an OL in Tokyo.", flagged: "an OL", suggestion: "an office worker" },
  { sentence: "My uncle is a freeter.", flagged: "freeter", suggestion: "part-time worker" },
  {
    sentence: "We sold old clothes at a free market in the park.",
    flagged: "a free market",
    suggestion: "a flea market",
  },
  { sentence: "I used bond to stick the papers together.", flagged: "used bond", suggestion: "used glue" },
  { sentence: "I put my handouts in a clear file.", flagged: "clear file", suggestion: "plastic folder" },
  { sentence: "We washed our clothes at a coin laundry.", flagged: "coin laundry", suggestion: "laundromat" },
  {
    sentence: "Today's coordinate is a white shirt and jeans.",
    flagged: "Today's coordinate",
    suggestion: "Today's outfit",
  },
  { sentence: "I like her coordinate.", flagged: "her coordinate", suggestion: "her outfit" },
  { sentence: "I want to image up our school.", flagged: "image up", suggestion: "improve the image of" },
  { sentence: "The catch copy of the ad was funny.", flagged: "catch copy", suggestion: "slogan" },
  {
    sentence: "I joined a tennis circle at university.",
    flagged: "a tennis circle",
    suggestion: "a tennis club",
  },
  { sentence: "My life is mannerism these days.", flagged: "is mannerism", suggestion: "is in a rut" },
  { sentence: "I made toast in the oven toaster.", flagged: "oven toaster", suggestion: "toaster oven" },
  { sentence: "I ran the last spurt and won the race.", flagged: "last spurt", suggestion: "final sprint" },
  { sentence: "That was a fine play by the goalkeeper.", flagged: "a fine play", suggestion: "a great play" },
  { sentence: "I live in an apart near the station.", flagged: "an apart", suggestion: "an apartment" },
  { sentence: "We went shopping at the depart.", flagged: "the depart", suggestion: "the department store" },
  { sentence: "I cleaned my hands with a wet tissue.", flagged: "wet tissue", suggestion: "wet wipe" },
  { sentence: "Our hotel room had a unit bath.", flagged: "unit bath", suggestion: "bathroom" },
  {
    sentence: "The singer performed at a live house in Shibuya.",
    flagged: "live house",
    suggestion: "music club",
  },
  {
    sentence: "He couldn't play because of doctor stop.",
    flagged: "doctor stop",
    suggestion: "doctor's orders",
  },
  { sentence: "I wear pair look with my sister.", flagged: "pair look", suggestion: "matching outfits" },
  { sentence: "I had a lot of trouble with the cello tape.", flagged: "cello tape", suggestion: "tape" },
  { sentence: "We have a cooler in our classroom.", flagged: "a cooler", suggestion: "an air conditioner" },
  {
    sentence: "I often go to the convenience.",
    flagged: "the convenience",
    suggestion: "the convenience store",
  },
  { sentence: "I bought a new cunning paper.", flagged: "cunning paper", suggestion: "cheat sheet" },
  {
    sentence: "I watched the TV talent on a variety show.",
    flagged: "TV talent",
    suggestion: "TV personality",
  },
];

// The same words with their English meaning: none may be flagged.
const CORRECT = [
  "The museum sold a print of the famous painting.",
  "The teacher asked us to print the worksheet at home.",
  "He got three demerits for being late to class.",
  "The plan has some merit.",
  "I like the circle of friends I have at school.",
  "We drew a circle with a compass in math class.",
  "The free market economy depends on competition.",
  "Our friendship is a strong bond.",
  "Please coordinate with the other teachers.",
  "Find the coordinates of the point on the graph.",
  "She has an interesting mannerism when she talks.",
  "The train will depart at seven.",
  "They live apart from their parents.",
  "Mom cooked soup on the stove because it was cold outside.",
  "We put the drinks in the cooler at the beach.",
  "I like the convenience of online shopping.",
  "He is a talent in our soccer team.",
  "She wore a dress with a flower print.",
  "The students joined hands in a circle.",
  "Airplanes depart from Terminal 2.",
  "For your convenience, the store is open late.",
  "The stove in the kitchen is new.",
  "We printed the handouts before class.",
  "The two countries signed a bond agreement.",
];

familyTableSuite("false_friend", ERRORS, CORRECT);
