import { type FamilyErrorRow, familyTableSuite } from "./family-table.ts";

// Original learner-style sentences with katakana-English false friends, in a context that shows the Japanese meaning.
const ERRORS: FamilyErrorRow[] = [
  {
    sentence: "My tension was very high at the concert.",
    flagged: "My tension was very high",
    suggestion: "I was excited",
  },
  { sentence: "I need a consent to charge my phone.", flagged: "consent", suggestion: "outlet" },
  { sentence: "She became smart after her diet.", flagged: "smart", suggestion: "slim" },
  {
    sentence: "My mother made a claim to the restaurant staff.",
    flagged: "made a claim",
    suggestion: "made a complaint",
  },
  { sentence: "He is a my pace person.", flagged: "is a my pace person", suggestion: "is easygoing" },
  { sentence: "I challenged to climb Mt. Fuji.", flagged: "I challenged to", suggestion: "I tried to" },
  {
    sentence: "I challenged many things this year.",
    flagged: "challenged many things",
    suggestion: "tried many things",
  },
  { sentence: "The dessert was service.", flagged: "was service", suggestion: "was free" },
  {
    sentence: "Please turn on the cooler.",
    flagged: "turn on the cooler",
    suggestion: "turn on the air conditioner",
  },
  { sentence: "I wrote it in my note.", flagged: "in my note", suggestion: "in my notebook" },
  { sentence: "We had morning service at a cafe.", flagged: "morning service", suggestion: "breakfast set" },
  {
    sentence: "We went to a viking at the hotel and ate a lot of cakes.",
    flagged: "a viking",
    suggestion: "a buffet",
  },
  { sentence: "He turned the handle of the car.", flagged: "the handle", suggestion: "the steering wheel" },
  { sentence: "My sister pushed the baby car.", flagged: "baby car", suggestion: "stroller" },
  { sentence: "I have an order made suit.", flagged: "an order made", suggestion: "a custom-made" },
  { sentence: "My father is a salaryman.", flagged: "salaryman", suggestion: "office worker" },
  { sentence: "She is naive, so she cries easily.", flagged: "naive", suggestion: "sensitive" },
  { sentence: "Fight, Ken!", flagged: "Fight", suggestion: "Good luck" },
  { sentence: "Our mansion is on the tenth floor.", flagged: "mansion", suggestion: "apartment" },
  { sentence: "I ate a shoe cream.", flagged: "shoe cream", suggestion: "cream puff" },
  { sentence: "He did cunning in the test.", flagged: "did cunning", suggestion: "cheated" },
  { sentence: "I use a sharp pencil in class.", flagged: "sharp pencil", suggestion: "mechanical pencil" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "The tension was high before the final match.",
  "Parents must give consent before the trip.",
  "He is smart and studies hard.",
  "I like to study at my own pace.",
  "I challenged my friend to a race.",
  "The service was great.",
  "It is cooler today.",
  "He lives in a huge mansion.",
  "We fight for peace.",
  "The Vikings sailed to England.",
  "She has a talent for music.",
  "I took my car in for service.",
  "I went to Hamburg.",
  "Please feel free to ask me.",
  "I wrote a note to my mother.",
  "Turn the door handle slowly.",
  "The baby car seat is in the back.",
  "It was a big challenge to climb the mountain.",
];

familyTableSuite("false_friend", ERRORS, CORRECT);
