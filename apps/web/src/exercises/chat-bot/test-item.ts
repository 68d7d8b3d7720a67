import { ChatBotItemSchema } from "@hibiki/exercises";

/** A small original branching conversation: food → (ramen | curry) → closing line. */
export const chatItem = ChatBotItemSchema.parse({
  index: 0,
  question_id: "cb1",
  question_items: [
    {
      index: 0,
      question_id: "cb1-0",
      speaker: "Emi",
      speaker_picture: "chat/emi.svg",
      audio_file: "chat/q0.mp3",
      screen_text: "What do you want for lunch?",
      screen_jp_text: "お昼ごはんは何がいいですか。",
      options: [
        { content: "I want ramen.", child_index: 1 },
        { content: "Curry and rice, please.", child_index: 2 },
      ],
    },
    {
      index: 1,
      question_id: "cb1-1",
      screen_text: "Hot or cold ramen?",
      options: [{ content: "Hot ramen, please.", child_index: 3 }, { content: "Cold ramen." }],
    },
    { index: 2, question_id: "cb1-2", screen_text: "Spicy curry is popular here.", options: [] },
    {
      index: 3,
      question_id: "cb1-3",
      screen_text: "Enjoy your meal!",
      audio_file: "chat/q3.mp3",
      options: [],
    },
  ],
  answer_items: [{ index: 0, screen_text: "I want ramen." }],
});
