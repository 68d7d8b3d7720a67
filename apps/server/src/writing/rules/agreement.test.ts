import { describe, expect, it } from "vitest";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences with subject-verb agreement errors after nouns, names, indefinite
// pronouns and coordinated subjects (the pronoun cases are in sentence-table.ts).
const ERRORS: FamilyErrorRow[] = [
  { sentence: "Ken play soccer every day.", flagged: "play", suggestion: "plays" },
  { sentence: "Everyone want a new phone.", flagged: "want", suggestion: "wants" },
  { sentence: "Everybody know his name.", flagged: "know", suggestion: "knows" },
  { sentence: "Nobody like rainy days.", flagged: "like", suggestion: "likes" },
  { sentence: "Each student have a tablet.", flagged: "have", suggestion: "has" },
  { sentence: "A person just know the answer.", flagged: "know", suggestion: "knows" },
  { sentence: "The fuel force us to pay more.", flagged: "force", suggestion: "forces" },
  { sentence: "My father work at a hospital.", flagged: "work", suggestion: "works" },
  { sentence: "People thinks it is a good idea.", flagged: "thinks", suggestion: "think" },
  { sentence: "The children is playing outside.", flagged: "is", suggestion: "are" },
  { sentence: "Ken and Yuki plays tennis on Sundays.", flagged: "plays", suggestion: "play" },
  { sentence: "My brother and I likes dogs.", flagged: "likes", suggestion: "like" },
  { sentence: "One of my friends live in Nara.", flagged: "live", suggestion: "lives" },
  { sentence: "A lot of people thinks so.", flagged: "thinks", suggestion: "think" },
  { sentence: "I think my brother like it.", flagged: "like", suggestion: "likes" },
  { sentence: "Mr. Sato teach us English.", flagged: "teach", suggestion: "teaches" },
  { sentence: "Ken's sister play the piano.", flagged: "play", suggestion: "plays" },
  { sentence: "Many Japanese students studies English.", flagged: "studies", suggestion: "study" },
  { sentence: "I like dogs and my sister like cats.", flagged: "like", suggestion: "likes" },
  { sentence: "Children plays in the park.", flagged: "plays", suggestion: "play" },
  { sentence: "My friends was very kind to me.", flagged: "was", suggestion: "were" },
  { sentence: "This bag are too heavy.", flagged: "are", suggestion: "is" },
  { sentence: "My mother don't drink coffee.", flagged: "do", suggestion: "does" },
  { sentence: "My parents doesn't like loud music.", flagged: "does", suggestion: "do" },
  { sentence: "Japan have many old temples.", flagged: "have", suggestion: "has" },
  { sentence: "He hit the ball every day.", flagged: "hit", suggestion: "hits" },
];

const CORRECT = [
  "Ken and my brother play soccer.",
  "My family are all tall.",
  "My family is small.",
  "The book shop in Tokyo is big.",
  "Let my brother play.",
  "The students in my class are kind.",
  "Please come to my house.",
  "Everyone likes summer.",
  "People think it is a good idea.",
  "One of my friends lives in Nara.",
  "A lot of people think so.",
  "The bus stop is near my house.",
  "My parents' house is old.",
  "Ten dollars is enough.",
  "Thanks for your letter.",
  "Does your brother play tennis?",
  "The news was shocking.",
  "Mathematics is my favorite subject.",
  "Ken's brothers play baseball.",
  "My sister and I like dogs.",
  "The boy who lives next door plays the guitar.",
  "I made my brother clean his room.",
  "Dogs are cute.",
  "Each of the students has a locker.",
  "Some students were late.",
  "He hit the nail on the head.",
  "My brother cut the cake.",
  "The data show that teenagers sleep less than before.",
  "Fish live in rivers and lakes.",
];

describe("agreement rule: nouns, names and coordinated subjects", () => {
  it.each(ERRORS)("flags agreement in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "agreement");
    expect(found.map((f) => f.flagged)).toContain(flagged);
    if (suggestion !== undefined)
      expect(found.find((f) => f.flagged === flagged)?.suggestion).toBe(suggestion);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "agreement")).toEqual([]);
  });
});
