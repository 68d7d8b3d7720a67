import { type FamilyErrorRow, familyTableSuite } from "./family-table.ts";

// Original learner-style run-ons (comma splices, fused sentences) and fragments.
const ERRORS: FamilyErrorRow[] = [
  { sentence: "I like dogs, they are cute.", flagged: ", they", suggestion: ". They" },
  { sentence: "It was fun, I want to go again.", flagged: ", I", suggestion: ". I" },
  { sentence: "We went to the park, there were many people.", flagged: ", there", suggestion: ". There" },
  { sentence: "I went to Osaka, my aunt lives there.", flagged: ", my", suggestion: ". My" },
  {
    sentence: "Smartphones are useful, however they can be dangerous.",
    flagged: ", however",
    suggestion: ". However,",
  },
  { sentence: "We ate lunch, then we went to the zoo.", flagged: ", then", suggestion: ". Then" },
  { sentence: "I went to Kyoto I saw many temples.", flagged: "Kyoto I", suggestion: "Kyoto. I" },
  {
    sentence: "I played tennis yesterday I was very tired.",
    flagged: "yesterday I",
    suggestion: "yesterday. I",
  },
  { sentence: "I have a brother he is ten.", flagged: "brother he", suggestion: "brother. He" },
  { sentence: "My town is small it has a big park.", flagged: "small it", suggestion: "small. It" },
  { sentence: "I'm hungry I want to eat ramen.", flagged: "hungry I", suggestion: "hungry. I" },
  { sentence: "Because I want to be a vet.", flagged: "Because", suggestion: "That's because" },
  { sentence: "When I was a child.", flagged: "When I was a child" },
  { sentence: "Although it was raining.", flagged: "Although it was raining" },
  { sentence: "For example, sushi and tempura.", flagged: "For example, sushi and tempura" },
  { sentence: "Because of the rain.", flagged: "Because of the rain" },
  { sentence: "Like baseball and soccer.", flagged: "Like baseball and soccer" },
];

// Correct near misses: the rule must stay silent on each.
const CORRECT = [
  "When I got home, I ate dinner.",
  "If you are free, we can play tennis.",
  "He is kind, I think.",
  "Yes, I do.",
  "I was tired, so I went to bed.",
  'I said, "I am tired."',
  "The movie I saw yesterday was great.",
  "I was so tired I went to bed.",
  "I think I can do it.",
  "I hope we win.",
  "Yesterday I went to the zoo.",
  "Every day I study English.",
  "Ken, you are right.",
  "Thank you, I had a great time.",
  "In my opinion, I think school uniforms are good.",
  "My brother, he plays soccer.",
  "I told Ken I was sick.",
  "I like dogs, cats, and birds.",
  "It's nice, isn't it?",
  "The reason is I like it.",
  "This is the book I bought.",
  "After school I play basketball with my team.",
  "I draw my cat in my notebook because she is very cute.",
  "He fell down many times when he was skiing, but he didn't give up.",
  "For example, many people try not to leave any food on their plates.",
  "Because it rained we stayed home.",
  "Thanks to the internet, we can learn anywhere.",
  "For example, many people use bicycles in Amsterdam.",
];

familyTableSuite("sentence_structure", ERRORS, CORRECT);
