import { parseEvaluationXml } from "@web/lib/speech/index.ts";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import { describe, expect, it } from "vitest";
import { colourWords, parseEvaluateHtml, sanitizeEvaluateHtml, wordsToHtml } from "./evaluate-html.ts";

describe("coloured words", () => {
  const words = colourWords(parseEvaluationXml(SAMPLE_ISE_XML).words);

  it("marks omitted (16) and mispronounced (128) words, keeps repeats as read and drops insertions", () => {
    expect(words).toEqual([
      { text: "Ken", mark: "ok" },
      { text: "plays", mark: "ok" },
      { text: "the", mark: "omitted" },
      { text: "guitar", mark: "mispronounced", notes: [{ phone: "ih", heard: "iy" }] },
      { text: "every", mark: "ok" },
      {
        text: "evening",
        mark: "ok",
        notes: [
          { phone: "v", heard: "b", tip: "v-b" },
          { phone: "ng", heard: "uw", tip: "vowel-added" },
        ],
      },
    ]);
  });

  it("notes the mispronounced and tipped phones of a read word, never of an omitted one", () => {
    const phone = (content: string, dp_message: 0 | 16 | 128, extra: object = {}) => ({
      content,
      dp_message,
      beg_pos: 0,
      end_pos: 0,
      ...extra,
    });
    const word = (content: string, dp_message: 0 | 16 | 128, phones: ReturnType<typeof phone>[]) => ({
      index: 0,
      content,
      dp_message,
      beg_pos: 0,
      end_pos: 0,
      total_score: 1,
      phones,
    });
    expect(
      colourWords([
        // heard is only kept on a mispronounced phone; a phone with nothing to say is not noted
        word("right", 128, [phone("r", 128, { heard: "l", tip: "r-l" }), phone("ay", 0, { heard: "aa" })]),
        word("desk", 0, [phone("d", 0), phone("k", 0, { heard: "uw", tip: "vowel-added" })]),
        word("the", 16, [phone("dh", 128, { heard: "z", tip: "dh-z" })]),
      ]),
    ).toEqual([
      { text: "right", mark: "mispronounced", notes: [{ phone: "r", heard: "l", tip: "r-l" }] },
      { text: "desk", mark: "ok", notes: [{ phone: "k", heard: "uw", tip: "vowel-added" }] },
      { text: "the", mark: "omitted" },
    ]);
  });

  it("round-trips through evaluate_html so the result screen colours the sentence after a reload", () => {
    const html = sanitizeEvaluateHtml(wordsToHtml(words));
    expect(html).toContain('<span class="sw sw-omitted">the</span>');
    expect(parseEvaluateHtml(html)).toEqual(words);
  });

  it("keeps the phone notes in data-phones through the round trip", () => {
    const html = wordsToHtml(words);
    expect(html).toContain('<span class="sw sw-ok" data-phones="v:b:v-b ng:uw:vowel-added">evening</span>');
    expect(html).toContain('<span class="sw sw-mispronounced" data-phones="ih:iy:">guitar</span>');
    expect(html).toContain('<span class="sw sw-ok">Ken</span>');
  });

  it("drops unknown tips and malformed notes from stored HTML, keeping what it can read", () => {
    const stored =
      '<span class="sw sw-ok" data-phones="r:l:future-tip k::tongue-twister ih::">a</span> ' +
      '<span class="sw sw-ok" data-phones="&lt;img&gt;:x: TH:S:th-s s:sh:si-shi:extra">b</span> ' +
      '<span class="sw sw-omitted" data-phones="dh:z:dh-z">c</span>';
    expect(parseEvaluateHtml(stored)).toEqual([
      // the unknown tip goes, the heard phone stays; a note with only an unknown tip says nothing
      { text: "a", mark: "ok", notes: [{ phone: "r", heard: "l" }, { phone: "ih" }] },
      { text: "b", mark: "ok", notes: [{ phone: "s", heard: "sh", tip: "si-shi" }] },
      { text: "c", mark: "omitted" },
    ]);
    expect(sanitizeEvaluateHtml(stored)).toBe(
      '<span class="sw sw-ok" data-phones="r:l: ih::">a</span> ' +
        '<span class="sw sw-ok" data-phones="s:sh:si-shi">b</span> <span class="sw sw-omitted">c</span>',
    );
  });

  it("escapes word text when building the HTML", () => {
    const html = wordsToHtml([{ text: "<b>&", mark: "ok" }]);
    expect(html).toBe('<span class="sw sw-ok">&lt;b&gt;&amp;</span>');
    expect(parseEvaluateHtml(html)).toEqual([{ text: "<b>&", mark: "ok" }]);
  });

  it("reads hostile or foreign HTML safely: scripts and handlers are dropped, unknown marks count as read", () => {
    const hostile =
      '<span class="sw sw-omitted" onclick="alert(1)">a</span><script>alert(2)</script>' +
      '<img src=x onerror="alert(3)"><span class="weird">b</span> loose text';
    expect(parseEvaluateHtml(hostile)).toEqual([
      { text: "a", mark: "omitted" },
      { text: "b", mark: "ok" },
    ]);
    expect(sanitizeEvaluateHtml(hostile)).not.toMatch(/script|onclick|onerror|<img/);
  });

  it("gives no words for empty input", () => {
    expect(parseEvaluateHtml("")).toEqual([]);
    expect(parseEvaluateHtml(undefined)).toEqual([]);
  });
});
