import { describe, expect, it } from "vitest";
import { type FamilyErrorRow, familyFindings } from "./family-table.ts";

// Original learner-style sentences with a wrong, missing or extra preposition.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "After school I went to home.", flagged: "went to home", suggestion: "went home" },
  { sentence: "I listen music every night.", flagged: "listen", suggestion: "listen to" },
  { sentence: "We arrived to Kyoto at noon.", flagged: "arrived to", suggestion: "arrived in" },
  { sentence: "We arrived the station at noon.", flagged: "arrived the", suggestion: "arrived at the" },
  { sentence: "I am interested on science.", flagged: "interested on", suggestion: "interested in" },
  { sentence: "My sister is good in math.", flagged: "good in", suggestion: "good at" },
  { sentence: "Let's go to shopping tomorrow.", flagged: "go to shopping", suggestion: "go shopping" },
  { sentence: "I have a piano lesson in Friday.", flagged: "in Friday", suggestion: "on Friday" },
  { sentence: "Please wait me at the station.", flagged: "wait me", suggestion: "wait for me" },
  { sentence: "I come back to home at six.", flagged: "come back to home", suggestion: "come back home" },
  { sentence: "We discussed about the school trip.", flagged: "discussed about", suggestion: "discussed" },
  { sentence: "It depends of the weather.", flagged: "depends of", suggestion: "depends on" },
  { sentence: "I am afraid from dogs.", flagged: "afraid from", suggestion: "afraid of" },
  { sentence: "I am proud for my team.", flagged: "proud for", suggestion: "proud of" },
  { sentence: "Kyoto is famous of its old temples.", flagged: "famous of", suggestion: "famous for" },
  { sentence: "My idea is different with yours.", flagged: "different with", suggestion: "different from" },
  { sentence: "Look the blackboard, please.", flagged: "Look the", suggestion: "Look at the" },
  { sentence: "I belong the tennis club.", flagged: "belong the", suggestion: "belong to the" },
  { sentence: "I want to talk him about the trip.", flagged: "talk him", suggestion: "talk to him" },
  { sentence: "I agree your opinion.", flagged: "agree your", suggestion: "agree with your" },
  { sentence: "We entered into the classroom quietly.", flagged: "entered into", suggestion: "entered" },
  { sentence: "We reached to the top of the mountain.", flagged: "reached to", suggestion: "reached" },
  { sentence: "I want to visit to Kyoto.", flagged: "visit to", suggestion: "visit" },
  { sentence: "I joined to the brass band club.", flagged: "joined to", suggestion: "joined" },
  { sentence: "Please explain me the rule.", flagged: "explain me", suggestion: "explain to me" },
  { sentence: "He married with my aunt.", flagged: "married with", suggestion: "married to" },
  { sentence: "We waited the bus for an hour.", flagged: "waited the", suggestion: "waited for the" },
  { sentence: "I was born in April 1st.", flagged: "in April 1st", suggestion: "on April 1st" },
  { sentence: "I met him at 2019.", flagged: "at 2019", suggestion: "in 2019" },
  { sentence: "In this morning I got up early.", flagged: "In this morning", suggestion: "This morning" },
  { sentence: "We went camping at summer.", flagged: "at summer", suggestion: "in summer" },
  {
    sentence: "I saw a whale at the first time.",
    flagged: "at the first time",
    suggestion: "for the first time",
  },
  { sentence: "I saw him in TV yesterday.", flagged: "in TV", suggestion: "on TV" },
  { sentence: "I went to school by walk.", flagged: "by walk", suggestion: "on foot" },
  { sentence: "He laughed me.", flagged: "laughed me", suggestion: "laughed at me" },
  { sentence: "I live at Tokyo with my family.", flagged: "at Tokyo", suggestion: "in Tokyo" },
  { sentence: "Please reply me soon.", flagged: "reply me", suggestion: "reply to me" },
  {
    sentence: "I graduated junior high school last year.",
    flagged: "graduated junior",
    suggestion: "graduated from junior",
  },
  { sentence: "The book consists from five parts.", flagged: "consists from", suggestion: "consists of" },
  { sentence: "I am worried of my test.", flagged: "worried of", suggestion: "worried about" },
  {
    sentence: "My grandfather is absent in the meeting today.",
    flagged: "absent in",
    suggestion: "absent from",
  },
  { sentence: "The library is closed in Mondays.", flagged: "in Mondays", suggestion: "on Mondays" },
  { sentence: "We got off from the bus at the park.", flagged: "got off from", suggestion: "got off" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "We arrived to find the door locked.",
  "We arrived at the station at noon.",
  "I did something different with my hair.",
  "It looks the same as mine.",
  "Look the word up in your dictionary.",
  "She looks a little tired.",
  "She talked him into joining the team.",
  "I agree you should go.",
  "My visit to Kyoto was fun.",
  "He explained her plan to us.",
  "She is married with two children.",
  "We waited the whole day.",
  "I was born on April 1st.",
  "It costs 2000 yen.",
  "I got up early this morning.",
  "We went to summer camp.",
  "On summer vacation, we went to Okinawa.",
  "I am interested in TV dramas.",
  "It depends on the weather.",
  "It was good in spring.",
  "The movie was good for kids.",
  "I listen to music every night.",
  "After school I went home.",
  "Let's go shopping this weekend.",
  "He is good at tennis.",
  "Thanks to you, I passed the test.",
  "I want to discuss the plan with you.",
  "She is kind to everyone.",
  "I am worried about my test.",
  "I go to school on foot.",
];

describe("preposition rule", () => {
  it.each(ERRORS)("flags preposition in: $sentence", ({ sentence, flagged, suggestion }) => {
    const found = familyFindings(sentence, "preposition");
    const hit = found.find((f) => f.flagged === flagged);
    expect(hit, JSON.stringify(found)).toBeDefined();
    if (suggestion !== undefined) expect(hit?.suggestion).toBe(suggestion);
    expect(hit?.explanationJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(hit?.comment).toMatch(/[A-Za-z]/);
  });
  it.each(CORRECT)("leaves alone: %s", (sentence) => {
    expect(familyFindings(sentence, "preposition")).toEqual([]);
  });
  it("has a table of at least 15 errors and 15 correct near misses", () => {
    expect(ERRORS.length).toBeGreaterThanOrEqual(15);
    expect(CORRECT.length).toBeGreaterThanOrEqual(15);
  });
});
