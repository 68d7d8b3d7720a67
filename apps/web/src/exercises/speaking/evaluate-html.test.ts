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
      { text: "guitar", mark: "mispronounced" },
      { text: "every", mark: "ok" },
      { text: "evening", mark: "ok" },
    ]);
  });

  it("round-trips through evaluate_html so the result screen colours the sentence after a reload", () => {
    const html = sanitizeEvaluateHtml(wordsToHtml(words));
    expect(html).toContain('<span class="sw sw-omitted">the</span>');
    expect(parseEvaluateHtml(html)).toEqual(words);
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
