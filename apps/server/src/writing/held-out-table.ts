import type { ErrorRow } from "./sentence-table.ts";

// A second original table written after the rules were finished and never used to tune them, so
// bench/writing.mjs can report precision/recall on sentences the rules were not shaped around.
export const HELD_OUT_ERROR_ROWS: ErrorRow[] = [
  { sentence: "My grandfather live in a small village.", type: "agreement", flagged: "live" },
  { sentence: "Everyone in my family love cats.", type: "agreement", flagged: "love" },
  { sentence: "The train were late this morning.", type: "agreement", flagged: "were" },
  { sentence: "Last night I watch a scary movie.", type: "tense", flagged: "watch" },
  { sentence: "Three days ago my cousin come to my house.", type: "tense", flagged: "come" },
  { sentence: "I catched a big fish in the river.", type: "verb_form", flagged: "catched" },
  { sentence: "My sister wants to be a engineer.", type: "article", flagged: "a engineer" },
  { sentence: "There is library near my house.", type: "article", flagged: "library" },
  { sentence: "I bought two notebook and a pen.", type: "plural", flagged: "notebook" },
  { sentence: "Several girl were singing in the park.", type: "plural", flagged: "girl" },
  {
    sentence: "I was very surprised and very enjoyed the show.",
    type: "word_order",
    flagged: "very enjoyed",
  },
  { sentence: "I come back to home at six.", type: "preposition", flagged: "come back to home" },
  { sentence: "We discussed about the school trip.", type: "preposition", flagged: "discussed about" },
  { sentence: "Our teacher is very kindly to us.", type: "word_choice", flagged: "kindly" },
  { sentence: "I practiced the guitar evry day.", type: "spelling", flagged: "evry" },
  { sentence: "The museum was realy interesting.", type: "spelling", flagged: "realy" },
  { sentence: "Played video games all day.", type: "missing_subject", flagged: "Played" },
  { sentence: "We visited kyoto during the holidays.", type: "capitalization", flagged: "kyoto" },
  { sentence: "I was born in march.", type: "capitalization", flagged: "march" },
  { sentence: "My hobby is reading books ,and drawing.", type: "punctuation", flagged: " ," },
];

export const HELD_OUT_CORRECT: string[] = [
  "My grandfather lives in a small village in Nagano.",
  "Last night I watched a movie with my little brother.",
  "The trains were crowded because of the typhoon.",
  "We have two dogs, and they are both very friendly.",
  "I come back home at six every evening.",
  "Our teacher is very kind to everyone in the class.",
  "I practice the guitar for thirty minutes a day.",
  "The science museum was really interesting.",
  "Do you know where the nearest convenience store is?",
  "She has lived in Canada since she was ten.",
  "I hope it will be sunny on the day of the sports festival.",
  "My mother told me to clean my room before dinner.",
  "We were surprised to hear the news.",
  "Reading comics is one of my favorite things to do.",
  "The movie we saw yesterday was better than the book.",
  "He ran to the station, but the bus had already left.",
  "Studying abroad is a great way to learn about other cultures.",
  "I was born in March, so my birthday is in spring.",
  "What time do you usually get up on Sundays?",
  "Tokyo Skytree is taller than Tokyo Tower.",
];
