import { type FamilyErrorRow, familyTableSuite } from "./family-table.ts";

// Original learner-style sentences with words in the wrong order.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "I play often tennis on Sundays.", flagged: "play often", suggestion: "often play" },
  {
    sentence: "I like very much sushi.",
    flagged: "like very much sushi",
    suggestion: "like sushi very much",
  },
  { sentence: "I very like it.", flagged: "very like", suggestion: "really like" },
  { sentence: "Where you live?", flagged: "you live", suggestion: "do you live" },
  { sentence: "What you did yesterday?", flagged: "you did", suggestion: "did you do" },
  { sentence: "Why you are late?", flagged: "you are", suggestion: "are you" },
  { sentence: "What sport you like?", flagged: "you like", suggestion: "do you like" },
  { sentence: "How many brothers you have?", flagged: "you have", suggestion: "do you have" },
  { sentence: "Where your sister lives?", flagged: "your sister lives", suggestion: "does your sister live" },
  { sentence: "Where he is going?", flagged: "he is", suggestion: "is he" },
  { sentence: "Why you didn't come to school?", flagged: "you didn't", suggestion: "didn't you" },
  { sentence: "Do you can play the piano?", flagged: "Do you can", suggestion: "Can you" },
  {
    sentence: "I don't know where is the station.",
    flagged: "where is the station",
    suggestion: "where the station is",
  },
  {
    sentence: "Do you know where is the nearest post office?",
    flagged: "where is the nearest post office",
    suggestion: "where the nearest post office is",
  },
  {
    sentence: "I don't know how old is your brother.",
    flagged: "how old is your brother",
    suggestion: "how old your brother is",
  },
  { sentence: "Please tell me what time is it.", flagged: "what time is it", suggestion: "what time it is" },
  { sentence: "I like also dogs.", flagged: "like also", suggestion: "also like" },
  {
    sentence: "I want to eat delicious something.",
    flagged: "delicious something",
    suggestion: "something delicious",
  },
  {
    sentence: "She can speak well English.",
    flagged: "speak well English",
    suggestion: "speak English well",
  },
  {
    sentence: "My father cooks every day dinner.",
    flagged: "cooks every day dinner",
    suggestion: "cooks dinner every day",
  },
  { sentence: "I have a cat black.", flagged: "a cat black", suggestion: "a black cat" },
  { sentence: "My mother always is busy.", flagged: "always is", suggestion: "is always" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "I also like dogs.",
  "Who lives next door?",
  "What happened yesterday?",
  "Where do you live?",
  "How about you?",
  "I don't know where the station is.",
  "I know where it is.",
  "I think also that it is good.",
  "I want to eat something delicious.",
  "Is there anything new?",
  "I play tennis often.",
  "She is always kind.",
  "What you need is a good sleep.",
  "I have never been to Okinawa.",
  "She speaks English well.",
  "I study every day with my friends.",
  "What time shall we meet?",
  "What does Haruka do every Sunday morning?",
  "I run every day because it is fun.",
  "Keep the room clean.",
  "I can always help you.",
  "Can you tell me what time it is?",
];

familyTableSuite("word_order", ERRORS, CORRECT);
