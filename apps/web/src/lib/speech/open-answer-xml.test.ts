import { describe, expect, it } from "vitest";
import { cleanText, isNoSpeech } from "./open-answer-xml.ts";
import { parseEvaluationXml, parseOpenAnswerResult } from "./result-xml.ts";
import {
  SAMPLE_OPEN_ANSWER_JA_ONLY_XML,
  SAMPLE_OPEN_ANSWER_NO_SPEECH_XML,
  SAMPLE_OPEN_ANSWER_XML,
} from "./sample-open-answer.xml.ts";
import { SAMPLE_ISE_XML } from "./sample-result.xml.ts";

/** An open-answer result whose open_answer element is `inner` (attributes and children as given). */
const openXml = (attrs: string, children = "", chapter = "") =>
  `<xml_result><open_answer><rec_paper><open_answer ${attrs}>${children}</open_answer>${chapter}</rec_paper></open_answer></xml_result>`;

/** The example of the issue, as the server writes it (its read_chapter trimmed to a few words). */
const ISSUE_XML = `<?xml version="1.0" encoding="UTF-8"?><xml_result><open_answer lan="en" type="study" version="hibiki-2"><rec_paper>
  <open_answer total_score="3.8" content_score="4" language_score="3.5" delivery_score="3.9" accuracy_score="3.9" fluency_score="4.1" word_count="12" is_rejected="false" except_info="0" recognized="a boy is kicking a ball and a girl is walking her dog" comment="絵の人物が何をしているかよく言えました。男の人のことも加えましょう。">
    <element id="boy-ball" label="男の子がボールで遊んでいる" label_en="A boy is playing with a ball" found="true" beg_word="0" end_word="4"/>
    <element id="girl-dog" label="女の子が犬を散歩させている" label_en="A girl is walking a dog" found="true" beg_word="6" end_word="10"/>
    <element id="man-book" label="男の人が本を読んでいる" label_en="A man is reading a book" found="false"/>
    <language_note beg_word="3" end_word="3" message="「is」のあとは動詞の ing 形にしましょう。"/>
  </open_answer>
  <read_chapter beg_pos="0" end_pos="412" content="a boy is kicking a ball and a girl is walking her dog" total_score="3.8" accuracy_score="3.9" fluency_score="4.1" integrity_score="5" standard_score="3.9" is_rejected="false" except_info="0" word_count="12">
    <sentence beg_pos="0" end_pos="412" content="a boy is kicking" index="0">
      <word beg_pos="0" end_pos="10" content="a" dp_message="0" global_index="0" index="0" total_score="4"><syll content="ah"><phone beg_pos="0" end_pos="10" content="ah" dp_message="0"/></syll></word>
      <word beg_pos="10" end_pos="40" content="boy" dp_message="0" global_index="1" index="1" total_score="4.5"/>
      <word beg_pos="40" end_pos="50" content="sil" dp_message="0" global_index="2" index="2" total_score="0"/>
      <word beg_pos="50" end_pos="60" content="is" dp_message="0" global_index="3" index="3" total_score="4"/>
    </sentence>
  </read_chapter>
</rec_paper></open_answer></xml_result>`;

describe("open-answer result XML", () => {
  it("reads the issue's example: part scores, recognised text, comment, elements and notes", () => {
    const result = parseEvaluationXml(ISSUE_XML);
    expect(result).toMatchObject({
      category: "open_answer",
      content: "a boy is kicking a ball and a girl is walking her dog",
      total_score: 3.8,
      accuracy_score: 3.9,
      fluency_score: 4.1,
      integrity_score: 4,
      standard_score: 3.9,
      is_rejected: false,
      except_info: "0",
    });
    expect(result.open_answer).toEqual({
      total_score: 3.8,
      content_score: 4,
      language_score: 3.5,
      delivery_score: 3.9,
      accuracy_score: 3.9,
      fluency_score: 4.1,
      word_count: 12,
      is_rejected: false,
      except_info: "0",
      recognized: "a boy is kicking a ball and a girl is walking her dog",
      comment: "絵の人物が何をしているかよく言えました。男の人のことも加えましょう。",
      elements: [
        {
          id: "boy-ball",
          label: "男の子がボールで遊んでいる",
          label_en: "A boy is playing with a ball",
          found: true,
          words: { beg: 0, end: 4 },
        },
        {
          id: "girl-dog",
          label: "女の子が犬を散歩させている",
          label_en: "A girl is walking a dog",
          found: true,
          words: { beg: 6, end: 10 },
        },
        {
          id: "man-book",
          label: "男の人が本を読んでいる",
          label_en: "A man is reading a book",
          found: false,
        },
      ],
      checks: [],
      notes: [{ message: "「is」のあとは動詞の ing 形にしましょう。", words: { beg: 3, end: 3 } }],
    });
  });

  it("reads the form checks an interview answer had (done or not), dropping ones without a label", () => {
    const children = [
      '<form_check id="present_progressive" label="現在進行形で言う" label_en="Use is + -ing" passed="true"/>',
      '<form_check id="two_reasons" label="理由を2つ言う" passed="false"/>',
      '<form_check id="x" label=" " passed="true"/>',
      '<form_check label="&lt;b&gt;形&lt;/b&gt;" passed="yes"/>',
    ].join("");
    const d = parseEvaluationXml(openXml('total_score="3"', children)).open_answer;
    expect(d?.checks).toEqual([
      { id: "present_progressive", label: "現在進行形で言う", label_en: "Use is + -ing", passed: true },
      { id: "two_reasons", label: "理由を2つ言う", passed: false },
      { id: "check-3", label: "<b>形</b>", passed: false },
    ]);
  });

  it("takes the words from the read_chapter beside it, keeping global_index and dropping pauses", () => {
    const result = parseEvaluationXml(ISSUE_XML);
    expect(result.words.map((w) => [w.index, w.content])).toEqual([
      [0, "a"],
      [1, "boy"],
      [3, "is"],
    ]);
    expect(result.words[0]?.phones.map((p) => p.content)).toEqual(["ah"]);
  });

  it("reads the English texts when the server sends them", () => {
    const detail = parseEvaluationXml(SAMPLE_OPEN_ANSWER_XML).open_answer;
    expect(detail?.comment_en).toBe(
      "You said well what the people in the picture are doing. Add the man, too.",
    );
    expect(detail?.notes[0]?.message_en).toBe("After “is”, use the -ing form of the verb.");
    expect(detail?.elements.map((e) => e.label_en)).toEqual([
      "A boy is playing with a ball",
      "A girl is walking a dog",
      "A man is reading a book",
    ]);
    const jaOnly = parseEvaluationXml(SAMPLE_OPEN_ANSWER_JA_ONLY_XML).open_answer;
    expect(jaOnly?.comment_en).toBeUndefined();
    expect(jaOnly?.elements.some((e) => "label_en" in e)).toBe(false);
  });

  it("reads a rejected answer without speech", () => {
    const result = parseEvaluationXml(SAMPLE_OPEN_ANSWER_NO_SPEECH_XML);
    expect(result).toMatchObject({
      category: "open_answer",
      total_score: 0,
      is_rejected: true,
      except_info: "28673",
    });
    expect(result.words).toEqual([]);
    expect(result.study_report).toMatchObject({ speed: 0, errorwords: [] });
    expect(result.open_answer && isNoSpeech(result.open_answer)).toBe(true);
    expect(isNoSpeech({ is_rejected: true, except_info: "0" })).toBe(false);
    expect(isNoSpeech({ is_rejected: false, except_info: "28673" })).toBe(false);
  });

  it("fills in what optional attributes leave out", () => {
    const result = parseEvaluationXml(
      openXml(
        'total_score="2.5"',
        '<element id="a" label="りんご" found="true"/><language_note message="ok"/>',
      ),
    );
    expect(result).toMatchObject({
      category: "open_answer",
      content: "",
      total_score: 2.5,
      integrity_score: 0,
    });
    expect(result.words).toEqual([]);
    expect(result.open_answer).toEqual({
      total_score: 2.5,
      content_score: 0,
      language_score: 0,
      delivery_score: 0,
      accuracy_score: 0,
      fluency_score: 0,
      word_count: 0,
      is_rejected: false,
      except_info: "0",
      recognized: "",
      comment: "",
      elements: [{ id: "a", label: "りんご", found: true }],
      checks: [],
      notes: [{ message: "ok" }],
    });
  });

  it("treats hostile values as text and numbers: no markup, scores kept to 0-5, bad indexes dropped", () => {
    const children = [
      '<element id="x" label="&lt;img src=x onerror=alert(1)&gt;" found="true" beg_word="-1" end_word="3"/>',
      '<element label="\u202Eevil\u202C&#10;line" label_en="&lt;b&gt;bold&lt;/b&gt;" found="yes" beg_word="2" end_word="1"/>',
      '<element id="y" label="  " found="true"/>',
      '<element id="z" label="範囲" found="true" beg_word="5" end_word="2"/>',
      '<language_note beg_word="abc" message="&lt;script&gt;alert(1)&lt;/script&gt;"/>',
      '<language_note message=""/>',
      "<script>alert(1)</script>",
    ].join("");
    const result = parseEvaluationXml(
      openXml(
        'total_score="99" content_score="-3" language_score="NaN" delivery_score="Infinity" word_count="-2" comment="&lt;a href=&quot;javascript:x&quot;&gt;hi&lt;/a&gt;"',
        children,
      ),
    );
    const d = result.open_answer;
    expect(d).toMatchObject({
      total_score: 5,
      content_score: 0,
      language_score: 0,
      delivery_score: 0,
      word_count: 0,
      comment: '<a href="javascript:x">hi</a>',
    });
    expect(d?.elements).toEqual([
      { id: "x", label: "<img src=x onerror=alert(1)>", found: true },
      { id: "element-1", label: "evil line", label_en: "<b>bold</b>", found: false },
      { id: "z", label: "範囲", found: true },
    ]);
    expect(d?.notes).toEqual([{ message: "<script>alert(1)</script>" }]);
  });

  it("keeps at most 20 elements and cuts long texts", () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => `<element id="e${i}" label="${"長".repeat(500)}"/>`,
    ).join("");
    const d = parseEvaluationXml(openXml('total_score="1"', many)).open_answer;
    expect(d?.elements).toHaveLength(20);
    expect(d?.elements[0]?.label).toHaveLength(200);
    expect(cleanText(` a\u0000b\u0007  c\u2066d\u2069 `, 10)).toBe("a b c d");
  });

  it("parses readings as before, with no open-answer part", () => {
    const reading = parseEvaluationXml(SAMPLE_ISE_XML);
    expect(reading.category).toBe("read_chapter");
    expect(reading.open_answer).toBeUndefined();
    expect(parseOpenAnswerResult(SAMPLE_ISE_XML)).toBeNull();
    expect(parseOpenAnswerResult("<xml_result><broken")).toBeNull();
    expect(parseOpenAnswerResult(null)).toBeNull();
    expect(parseOpenAnswerResult(SAMPLE_OPEN_ANSWER_XML)?.open_answer.elements).toHaveLength(3);
  });

  it("ignores an open_answer element without scores (a reading then must be scored)", () => {
    expect(() => parseEvaluationXml(openXml('comment="x"'))).toThrow(/no scored rec_paper/);
  });
});
