/**
 * Hibiki open-answer results written for the tests (a picture of a park: a boy with a ball, a girl with a
 * dog, a man reading). The student said "a boy is kick a ball and a girl is walking her dog": two of the
 * three elements found, one language note on "kick", and "walking" with a vowel added after its final "ng"
 * so the pronunciation tips show. Word indexes follow global_index.
 */

const word = (i: number, content: string, inner = "", score = "4.2") =>
  `<word beg_pos="${i * 30}" end_pos="${i * 30 + 28}" content="${content}" dp_message="0" global_index="${i}" index="${i}" total_score="${score}">${inner}</word>`;

const WORDS = ["a", "boy", "is", "kick", "a", "ball", "and", "a", "girl", "is", "walking", "her", "dog"];

const WALKING_PHONES =
  '<syll content="w ao k ih ng"><phone beg_pos="300" end_pos="306" content="w" dp_message="0" score="4.1"/>' +
  '<phone beg_pos="306" end_pos="312" content="ao" dp_message="0" score="3.9"/>' +
  '<phone beg_pos="312" end_pos="318" content="k" dp_message="0" score="4.0"/>' +
  '<phone beg_pos="318" end_pos="322" content="ih" dp_message="0" score="3.8"/>' +
  '<phone beg_pos="322" end_pos="328" content="ng" dp_message="0" score="2.1" heard="uw" tip="vowel-added"/></syll>';

const CHAPTER_WORDS = WORDS.map((w, i) => word(i, w, w === "walking" ? WALKING_PHONES : "")).join("");

/**
 * An open answer scored 3.8 with two of three elements found, a comment, two form checks (one passed), a
 * language note and English.
 */
export const SAMPLE_OPEN_ANSWER_XML = `<?xml version="1.0" encoding="UTF-8"?><xml_result><open_answer lan="en" type="study" version="hibiki-2"><rec_paper>
  <open_answer total_score="3.8" content_score="4" language_score="3.5" delivery_score="3.9" accuracy_score="3.9" fluency_score="4.1" word_count="13" is_rejected="false" except_info="0" recognized="a boy is kick a ball and a girl is walking her dog" comment="絵の人物が何をしているかよく言えました。男の人のことも加えましょう。" comment_en="You said well what the people in the picture are doing. Add the man, too.">
    <element id="boy-ball" label="男の子がボールで遊んでいる" label_en="A boy is playing with a ball" found="true" beg_word="0" end_word="5"/>
    <element id="girl-dog" label="女の子が犬を散歩させている" label_en="A girl is walking a dog" found="true" beg_word="7" end_word="12"/>
    <element id="man-book" label="男の人が本を読んでいる" label_en="A man is reading a book" found="false"/>
    <form_check id="present_progressive" label="「今していること」を現在進行形(is / are + ~ing)で言う" label_en="Say what is happening with the present progressive (is / are + -ing)" passed="true"/>
    <form_check id="yes_no_first" label="最初に Yes か No で答える" label_en="Begin with Yes or No" passed="false"/>
    <language_note beg_word="3" end_word="3" message="「is」のあとは動詞の ing 形にしましょう。" message_en="After “is”, use the -ing form of the verb."/>
  </open_answer>
  <read_chapter beg_pos="0" end_pos="412" content="a boy is kick a ball and a girl is walking her dog" total_score="3.8" accuracy_score="3.9" fluency_score="4.1" integrity_score="5" standard_score="3.9" is_rejected="false" except_info="0" word_count="13">
    <sentence beg_pos="0" end_pos="412" content="a boy is kick a ball and a girl is walking her dog" index="0">${CHAPTER_WORDS}</sentence>
  </read_chapter>
</rec_paper></open_answer></xml_result>`;

/** The same answer without any English (the server writes Japanese): no label_en, comment_en, message_en. */
export const SAMPLE_OPEN_ANSWER_JA_ONLY_XML = SAMPLE_OPEN_ANSWER_XML.replace(
  / (label|comment|message)_en="[^"]*"/g,
  "",
);

/** Nothing was said: rejected with ISE's "no speech" code, every score 0, no words. */
export const SAMPLE_OPEN_ANSWER_NO_SPEECH_XML = `<?xml version="1.0" encoding="UTF-8"?><xml_result><open_answer lan="en" type="study" version="hibiki-2"><rec_paper>
  <open_answer total_score="0" content_score="0" language_score="0" delivery_score="0" accuracy_score="0" fluency_score="0" word_count="0" is_rejected="true" except_info="28673" recognized="" comment="">
    <element id="boy-ball" label="男の子がボールで遊んでいる" found="false"/>
  </open_answer>
  <read_chapter beg_pos="0" end_pos="0" content="" total_score="0" accuracy_score="0" fluency_score="0" integrity_score="0" standard_score="0" is_rejected="true" except_info="28673" word_count="0"/>
</rec_paper></open_answer></xml_result>`;
