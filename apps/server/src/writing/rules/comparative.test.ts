import { type FamilyErrorRow, familyTableSuite } from "./family-table.ts";

// Original learner-style sentences with a wrong comparative or superlative.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "My dog is more bigger than yours.", flagged: "more bigger", suggestion: "bigger" },
  { sentence: "He is the most tallest boy in our class.", flagged: "most tallest", suggestion: "tallest" },
  { sentence: "This is gooder than that.", flagged: "gooder", suggestion: "better" },
  { sentence: "She is the bestest singer.", flagged: "bestest", suggestion: "best" },
  { sentence: "Math is more easy than English.", flagged: "more easy", suggestion: "easier" },
  { sentence: "Kyoto is beautifuller than Osaka.", flagged: "beautifuller", suggestion: "more beautiful" },
  { sentence: "She is tall than me.", flagged: "tall than", suggestion: "taller than" },
  {
    sentence: "This bag is expensive than that one.",
    flagged: "expensive than",
    suggestion: "more expensive than",
  },
  { sentence: "He is as tall than his father.", flagged: "as tall than", suggestion: "as tall as" },
  { sentence: "He is as taller as his father.", flagged: "as taller as", suggestion: "as tall as" },
  { sentence: "My room is very bigger than yours.", flagged: "very bigger", suggestion: "much bigger" },
  { sentence: "She is taller then me.", flagged: "taller then", suggestion: "taller than" },
  { sentence: "This is the most big city in Japan.", flagged: "the most big", suggestion: "the biggest" },
  { sentence: "Today is colder as yesterday.", flagged: "colder as", suggestion: "colder than" },
  { sentence: "Your idea is better that mine.", flagged: "better that", suggestion: "better than" },
  { sentence: "Osaka is most crowded than Kobe.", flagged: "most crowded", suggestion: "more crowded" },
  { sentence: "This summer is hoter than last summer.", flagged: "hoter", suggestion: "hotter" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "My dog is bigger than yours.",
  "He is the tallest boy in our class.",
  "Math is easier than English.",
  "This bag is more expensive than that one.",
  "He is as tall as his father.",
  "I want more big cars.",
  "It did more good than harm.",
  "I'll tell you more later.",
  "My brother is older than me.",
  "It's getting colder and colder.",
  "She is more kind than her sister.",
  "I have more than ten books.",
  "It is more difficult than I thought.",
  "Most big cities are crowded.",
  "I like summer more than winter.",
  "It got colder as winter came.",
  "It is better that you go now.",
  "This is the most beautiful place.",
  "Better late than never.",
];

familyTableSuite("comparative", ERRORS, CORRECT);
