import { describe, expect, it } from "vitest";
import { detectPoints, detectPointsOfItem } from "./detect.ts";
import { GRAMMAR_POINTS, type GrammarPointId } from "./grammar-points.ts";

/** For each point: sentences that clearly use it, and sentences that must not be tagged with it. */
const TABLE: Record<GrammarPointId, { yes: string[]; no: string[] }> = {
  "be-present": {
    yes: [
      "I am a member of the art club.",
      "Are you from Nagoya?",
      "My cat's name is Mochi and she's very shy.",
    ],
    no: ["Taro was at the library.", "There is a bench in the garden.", "She is reading a comic."],
  },
  "verb-present": {
    yes: [
      "I play the guitar after dinner.",
      "Do you eat natto for breakfast?",
      "We don't watch TV on weekdays.",
    ],
    no: ["He plays the guitar.", "I can ride a unicycle.", "Did you walk to school?"],
  },
  "third-person-s": {
    yes: [
      "My brother walks the dog every morning.",
      "Does Emi live near the river?",
      "He doesn't drink coffee.",
    ],
    no: ["They walk the dog every morning.", "I have two cats.", "She has lived here since April."],
  },
  "plural-nouns": {
    yes: ["I have three sisters.", "How many pencils do you have?", "There are some apples on the table."],
    no: ["I have a sister.", "This bus goes to the zoo."],
  },
  "wh-questions": {
    yes: [
      "Where do you practice tennis?",
      "What time does the movie start?",
      "Who made this cake?",
      "Where does your uncle work? He works at a bakery.",
    ],
    no: ["Do you like music?", "I know where he lives.", "What a nice day!"],
  },
  can: {
    yes: [
      "I can cook curry.",
      "Can your sister speak French?",
      "We can't swim in this lake.",
      "Can you swim? Yes, I can.",
      "No, we can't.",
      "Where can I buy a ticket?",
    ],
    no: [
      "I opened a can of tomatoes.",
      "I will call you later.",
      "You could see the sea from there.",
      "Do you swim? Yes, I do.",
      "Where did you buy this can of juice?",
    ],
  },
  "present-progressive": {
    yes: [
      "I am writing a letter to my grandmother.",
      "What are you doing now?",
      "The kids aren't sleeping yet.",
    ],
    no: [
      "I was writing a letter.",
      "This book is interesting.",
      "I am going to visit Kyoto.",
      "Who is the woman waiting at the gate?",
    ],
  },
  "past-simple": {
    yes: [
      "I visited my uncle last Sunday.",
      "We went to the beach yesterday.",
      "Did you finish your homework?",
    ],
    no: [
      "I visit my uncle every Sunday.",
      "I have visited Nara twice.",
      "The window was broken by the wind.",
    ],
  },
  "past-progressive": {
    yes: [
      "I was taking a bath when you called.",
      "They were playing cards at nine.",
      "Ken was very tired last night.",
    ],
    no: ["I am taking a bath.", "The temple was built long ago.", "If I were you, I would rest."],
  },
  future: {
    yes: [
      "It will rain this afternoon.",
      "We are going to clean the beach on Saturday.",
      "I'll help you with it.",
    ],
    no: ["I am going to the station.", "It rained yesterday.", "I would like some tea."],
  },
  infinitive: {
    yes: [
      "I want to be a vet.",
      "She went to the library to borrow a book.",
      "I have a lot of homework to do.",
    ],
    no: ["I have to leave now.", "I go to school by bike.", "It is easy for me to ski."],
  },
  gerund: {
    yes: [
      "I enjoyed talking with you.",
      "Making friends is not always easy.",
      "She is good at drawing animals.",
    ],
    no: ["She is drawing an animal.", "I want to draw animals.", "Walking along the river, I saw a heron."],
  },
  "must-have-to": {
    yes: ["You must wear a helmet.", "I have to get up at six.", "She doesn't have to wait for me."],
    no: ["I have a cold.", "You should go to bed.", "He must have forgotten the key."],
  },
  "there-is": {
    yes: [
      "There is a clock on the wall.",
      "Are there any eggs in the fridge?",
      "There were many people at the station.",
    ],
    no: ["My bag is over there.", "I went there last summer.", "Is he there now?"],
  },
  comparison: {
    yes: [
      "My bag is heavier than yours.",
      "This is the most beautiful garden in the city.",
      "Ken runs as fast as Jun.",
    ],
    no: ["My bag is heavy.", "My sister teaches English.", "I'd rather stay home."],
  },
  conjunctions: {
    yes: [
      "I was sleeping when the phone rang.",
      "I stayed home because I had a fever.",
      "I think that this song is great.",
    ],
    no: ["When is your birthday?", "I know that boy.", "I don't know if he will come."],
  },
  passive: {
    yes: [
      "This bridge was built in 1950.",
      "English is spoken in many countries.",
      "The letters were sent by my aunt.",
    ],
    no: ["I built a model ship.", "I am interested in space.", "She was watching a movie."],
  },
  "present-perfect": {
    yes: [
      "I have lived in Sendai for five years.",
      "Have you ever eaten sushi?",
      "She has already finished lunch.",
    ],
    no: ["I lived in Sendai five years ago.", "I have a dog.", "I had already eaten when he came."],
  },
  "it-for-to": {
    yes: [
      "It is important to sleep well.",
      "It was hard for him to climb the mountain.",
      "Is it difficult for you to get up early?",
    ],
    no: ["It is a big dog.", "It is time to go home.", "I want to climb Mt. Fuji."],
  },
  "verb-object-infinitive": {
    yes: [
      "I want you to come to my party.",
      "My mother told me to clean my room.",
      "Let me carry your bag.",
      "I asked my older sister not to open the box.",
      "I want my brother to help me.",
    ],
    no: [
      "I want to come to your party.",
      "Let's go to the park.",
      "She made a cake for me.",
      "My brother wants to help me.",
    ],
  },
  "participle-modifiers": {
    yes: [
      "The boy playing the drums is my cousin.",
      "This is a car made in Germany.",
      "Look at the sleeping baby.",
      "Who is the woman waiting at the gate?",
    ],
    no: [
      "The boy is playing the drums.",
      "The girl made a cake yesterday.",
      "We swam in the swimming pool.",
      "Is this bridge used by many people?",
    ],
  },
  "relative-pronouns": {
    yes: [
      "I have a friend who lives in Canada.",
      "This is the book which I bought yesterday.",
      "The cake that she made was delicious.",
      "This is a game that everyone enjoys.",
      "This is the song that everyone likes.",
      "This is the song everyone likes.",
      "The cake my mother made was good.",
      "The book you lent me was interesting.",
      "This is the park we played in.",
    ],
    no: [
      "Who is that girl?",
      "I think that he is right.",
      "I don't know who she is.",
      "I think that everyone likes this song.",
      "The next day my mother made a cake.",
      "After the game we ate.",
      "I told my mother I was sick.",
      "That was the day we met.",
    ],
  },
  "subjunctive-wish": {
    yes: [
      "I wish I could fly.",
      "If I were a bird, I would fly to you.",
      "If I had more time, I would read more books.",
    ],
    no: [
      "I wish you a happy new year.",
      "If it rains tomorrow, we will stay home.",
      "I hope you get well soon.",
    ],
  },
  "sentence-patterns": {
    yes: ["My aunt gave me a watch.", "We call him Taku.", "The news made everyone happy."],
    no: ["I gave a watch to my aunt.", "I called my friend last night.", "He made a chair."],
  },
  "past-perfect": {
    yes: [
      "The train had already left when we got to the station.",
      "I had never seen snow before I went to Hokkaido.",
      "She said that she had lost her key.",
    ],
    no: ["The train has already left.", "I had a good time.", "If I had known, I would have helped you."],
  },
  modals: {
    yes: ["You should see a doctor.", "It may snow tonight.", "I should have studied harder."],
    no: ["I can speak English.", "I was born in May.", "You must be quiet here."],
  },
  "relative-adverbs": {
    yes: [
      "This is the town where my father grew up.",
      "I remember the day when we first met.",
      "Tell me the reason why you were late.",
    ],
    no: ["Where is the post office?", "I don't know where he went.", "When I got home, it was dark."],
  },
  "participle-clauses": {
    yes: [
      "Walking along the beach, we found a pretty shell.",
      "Seen from the hill, the town looks like a toy.",
      "Having finished the test, she went out of the room.",
    ],
    no: [
      "Walking is good for your health.",
      "While I was walking, I saw a cat.",
      "I like swimming, running, and cycling.",
    ],
  },
  conditionals: {
    yes: [
      "If I had known the truth, I would have told you.",
      "Unless you hurry, you will miss the bus.",
      "Had I left earlier, I could have caught the train.",
      "If you push this button, the door will open.",
      "The door will open if you push this button.",
      "I wish I had studied harder for the test.",
      "You can go out as long as you finish your homework.",
      "Take an umbrella in case it rains.",
    ],
    no: [
      "If you are free, call me.",
      "I wish I were taller.",
      "I had known him for years.",
      "I wonder if it will rain tomorrow.",
      "If you pushed this button, the door would open.",
      "I wish I had a bike.",
      "My pencil is as long as yours.",
      "In case of fire, use the stairs.",
    ],
  },
  "indirect-speech": {
    yes: ["Do you know where the station is?", "She asked me if I was hungry.", "He said that he was busy."],
    no: ["Where is the station?", "I don't know what to do.", 'He said, "I am busy."'],
  },
};

describe("detectPoints", () => {
  it("has at least 3 positive and 2 negative sentences per point", () => {
    for (const p of GRAMMAR_POINTS) {
      expect(TABLE[p.id].yes.length).toBeGreaterThanOrEqual(3);
      expect(TABLE[p.id].no.length).toBeGreaterThanOrEqual(2);
    }
  });

  const cases = GRAMMAR_POINTS.flatMap((p) => [
    ...TABLE[p.id].yes.map((s) => [p.id, s, true] as const),
    ...TABLE[p.id].no.map((s) => [p.id, s, false] as const),
  ]);
  it.each(cases)("%s in %j: %s", (point, sentence, expected) => {
    expect(detectPoints(sentence).includes(point)).toBe(expected);
  });

  it("tags a sentence with every point it clearly uses, in table order", () => {
    expect(detectPoints("I think it will rain tomorrow.")).toEqual([
      "verb-present",
      "future",
      "conjunctions",
    ]);
    expect(detectPoints("Ken is taller than his father.")).toEqual(["be-present", "comparison"]);
  });

  it("reads each sentence of a text on its own, not splitting after Mr.", () => {
    expect(detectPoints("Can you dance? Yes, I can.")).toEqual(["can"]);
    expect(detectPoints("I gave the letter to Mr. Brown. Was he happy?")).toContain("past-simple");
  });

  it("returns nothing for empty or non-English text", () => {
    expect(detectPoints("")).toEqual([]);
    expect(detectPoints("...")).toEqual([]);
    expect(detectPoints("こんにちは")).toEqual([]);
  });
});

describe("detectPointsOfItem", () => {
  it("takes the union of the item's texts in table order", () => {
    expect(detectPointsOfItem(["It will rain tomorrow.", "I can swim."])).toEqual(["can", "future"]);
    expect(detectPointsOfItem([])).toEqual([]);
  });
});
