import { type LiveSampleSet, LiveSampleSetSchema } from "@hibiki/contracts";
import { z } from "zod";

/**
 * Ready-made item sets a teacher can start a live session from (original content, checked against the
 * item schema when the module loads, so a broken set fails the server's tests, not a class).
 */
const SETS: unknown[] = [
  {
    set_id: "jh1-warm-up",
    title: "授業のはじめに: be動詞と一般動詞",
    level: "中1",
    items: [
      {
        kind: "choice",
        prompt: "My sister ( ) a tennis player.",
        options: ["am", "is", "are", "be"],
        answer_index: 1,
      },
      {
        kind: "choice",
        prompt: "( ) you like music?",
        options: ["Do", "Does", "Are", "Is"],
        answer_index: 0,
      },
      {
        kind: "read_aloud",
        prompt: "次の英文を読みましょう。",
        text: "I walk to school with my friends every morning.",
      },
      {
        kind: "short_answer",
        prompt: "「私は毎日ピアノを練習します。」I ( ) the piano every day. (1語)",
        accepted: ["practice", "practise"],
      },
    ],
  },
  {
    set_id: "jh2-past-weekend",
    title: "週末のできごと: 過去形",
    level: "中2",
    items: [
      {
        kind: "choice",
        prompt: "We ( ) a movie at the new theater last Sunday.",
        options: ["see", "saw", "seen", "seeing"],
        answer_index: 1,
      },
      {
        kind: "short_answer",
        prompt: "go の過去形を書きましょう。",
        accepted: ["went"],
      },
      {
        kind: "read_aloud",
        prompt: "感情をこめて読みましょう。",
        text: "It rained all day, so we stayed home and baked cookies.",
      },
      {
        kind: "choice",
        prompt: "( ) did you eat for lunch yesterday?",
        options: ["Who", "When", "What", "Where"],
        answer_index: 2,
      },
      {
        kind: "short_answer",
        prompt: "「彼は昨日とても疲れていました。」He ( ) very tired yesterday. (1語)",
        accepted: ["was"],
      },
    ],
  },
  {
    set_id: "jh3-opinions",
    title: "意見を伝える: 不定詞と比較",
    level: "中3",
    items: [
      {
        kind: "choice",
        prompt: "This bridge is ( ) than the old one.",
        options: ["long", "longer", "longest", "more long"],
        answer_index: 1,
      },
      {
        kind: "short_answer",
        prompt: "「私は将来、獣医になりたいです。」I want ( ) a vet in the future. (2語)",
        accepted: ["to be", "to become"],
      },
      { kind: "read_aloud", prompt: "", text: "I think reading books is the best way to learn new words." },
      {
        kind: "choice",
        prompt: "It is important ( ) water every day.",
        options: ["drink", "drinks", "to drink", "drank"],
        answer_index: 2,
      },
    ],
  },
];

/** The ready-made sets, validated. */
export const SAMPLE_SETS: readonly LiveSampleSet[] = z.array(LiveSampleSetSchema).parse(SETS);
