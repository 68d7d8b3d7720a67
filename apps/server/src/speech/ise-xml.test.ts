import { describe, expect, it } from "vitest";
import { buildIseXml } from "./ise-xml.ts";
import { parseReferenceText, type RefText } from "./reference-text.ts";
import type { WordScore } from "./scoring.ts";
import { DP } from "./word-alignment.ts";

describe("ISE XML", () => {
  const r = parseReferenceText('Say "hi" & <smile>.', "read_sentence") as RefText;
  const words: WordScore[] = r.words.map((w, i) => ({
    ...w,
    dp: DP.ok,
    begPos: i * 30,
    endPos: i * 30 + 25,
    score: 4.5,
    repeated: false,
    phones: [{ content: "S", begPos: i * 30, endPos: i * 30 + 10, dp: 0, score: 4.8 }],
  }));
  (words[1] as WordScore).dp = DP.mispronounced;
  (words[1] as WordScore).phones = [
    { content: "HH", begPos: 30, endPos: 40, dp: 128, score: 1.2, heard: "F", tip: "f-h" },
    { content: "AY", begPos: 40, endPos: 55, dp: 0, score: 4.1 },
  ];
  const xml = buildIseXml({
    category: "read_sentence",
    content: 'Say "hi" & <smile>.',
    sentences: r.sentences,
    words,
    scores: { total: 4, accuracy: 4, fluency: 4, integrity: 5, standard: 4, isRejected: false },
    exceptInfo: 0,
    frames: 200,
  });

  it("renders the ISE tree with escaped attributes", () => {
    expect(xml).toContain('content="Say &quot;hi&quot; &amp; &lt;smile&gt;."');
    expect(xml).toMatch(/<xml_result><read_sentence [^>]*><rec_paper><read_chapter [^>]*is_rejected="false"/);
    expect(xml.match(/<word [^>]*dp_message="0"/g)).toHaveLength(2);
  });

  it("gives every phone its score, and a mispronounced one what was heard and the tip", () => {
    expect(xml).toContain(
      '<phone beg_pos="30" end_pos="40" content="hh" dp_message="128" score="1.2" heard="f" tip="f-h"/>',
    );
    expect(xml).toContain('<phone beg_pos="40" end_pos="55" content="ay" dp_message="0" score="4.1"/>');
  });
});
