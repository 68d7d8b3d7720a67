import { render, screen, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { parseEvaluationXml } from "@web/lib/speech/index.ts";
import { afterEach, describe, expect, it } from "vitest";
import { colourWords, parseEvaluateHtml, wordsToHtml } from "./evaluate-html.ts";
import { PronunciationTips } from "./PronunciationTips.tsx";
import { ScoredRecording } from "./ScoredRecording.tsx";

type Phone = { content: string; dp?: number; heard?: string; tip?: string };

/** An ISE result of "Go right to the desk" whose words carry the given phones. */
function resultXml(phones: Record<string, Phone[]>): string {
  const words = ["Go", "right", "to", "the", "desk"].map((word, i) => {
    const own = phones[word] ?? [];
    const dp = own.some((p) => p.dp === 128) ? 128 : 0;
    const inner = own
      .map(
        (p) =>
          `<phone content="${p.content}" dp_message="${p.dp ?? 0}" beg_pos="${i * 20}" end_pos="${i * 20 + 5}" score="${p.dp === 128 ? "1.20" : "3.80"}"${p.heard ? ` heard="${p.heard}"` : ""}${p.tip ? ` tip="${p.tip}"` : ""}/>`,
      )
      .join("");
    return `<word content="${word}" dp_message="${dp}" beg_pos="${i * 20}" end_pos="${i * 20 + 20}" total_score="${dp ? 2 : 4}">${inner}</word>`;
  });
  return `<?xml version="1.0"?><xml_result><read_sentence><rec_paper><read_chapter content="Go right to the desk." total_score="3.2" accuracy_score="3" fluency_score="3.5" integrity_score="5" standard_score="3"><sentence content="Go right to the desk.">${words.join("")}</sentence></read_chapter></rec_paper></read_sentence></xml_result>`;
}

const TIPPED: Record<string, Phone[]> = {
  right: [{ content: "r", dp: 128, heard: "l", tip: "r-l" }, { content: "ay" }, { content: "t" }],
  // as the server sends it: the final consonant flagged, with the vowel heard after it
  desk: [
    { content: "d" },
    { content: "eh" },
    { content: "s" },
    { content: "k", dp: 128, heard: "uw", tip: "vowel-added" },
  ],
};

/** The coloured words of an XML as the result screen reads them back from the stored evaluate_html. */
const storedWords = (xml: string) =>
  parseEvaluateHtml(wordsToHtml(colourWords(parseEvaluationXml(xml).words)));

describe("PronunciationTips", () => {
  afterEach(async () => {
    await i18n.changeLanguage("ja");
  });

  it("lists each tip with its Japanese title and advice and the words where it happened", () => {
    render(<PronunciationTips words={storedWords(resultXml(TIPPED))} />);
    const section = screen.getByRole("region", { name: "発音のポイント" });
    const tips = within(section).getAllByRole("heading", { level: 4 });
    expect(tips.map((h) => h.textContent)).toEqual(["r と l", "最後に母音をつけない"]);
    expect(within(section).getByText(/r は舌先をどこにもつけずに/)).toBeTruthy();
    expect(within(section).getByText(/desk を「デスク」と言うと/)).toBeTruthy();

    const [rl, vowel] = within(section).getAllByTestId("tip-word");
    // the word for screen readers, the phone's letters highlighted and the phones named for the eyes
    expect(within(rl as HTMLElement).getByText("right")).toBeTruthy();
    expect(rl?.querySelector("mark")?.textContent).toBe("r");
    expect(rl?.textContent).toContain("/r/ → /l/");
    expect(rl?.textContent).toContain("r が l のように聞こえました");
    expect(within(vowel as HTMLElement).getByText("desk")).toBeTruthy();
    expect(vowel?.querySelector("mark")?.textContent).toBe("k");
    expect(vowel?.textContent).toContain("/k/ + /uː/");
    expect(vowel?.textContent).toContain("k のあとに uː が入りました");
  });

  it("speaks English when the language is English", async () => {
    await i18n.changeLanguage("en");
    render(<PronunciationTips words={storedWords(resultXml(TIPPED))} />);
    const section = screen.getByRole("region", { name: "Pronunciation tips" });
    expect(within(section).getByRole("heading", { name: "r and l" })).toBeTruthy();
    expect(within(section).getByRole("heading", { name: "No extra vowel at the end" })).toBeTruthy();
    expect(within(section).getByText(/For r, your tongue touches nothing/)).toBeTruthy();
    expect(within(section).getByText(/Saying desk like/)).toBeTruthy();
    expect(section.textContent).toContain("r sounded like l");
    expect(section.textContent).toContain("an extra uː after k");
  });

  it("renders nothing without tips, however badly the words were read", () => {
    const { container } = render(
      <PronunciationTips
        words={storedWords(resultXml({ right: [{ content: "r", dp: 128, heard: "l" }, { content: "ay" }] }))}
      />,
    );
    expect(container.innerHTML).toBe("");
  });

  it("ignores tip keys it does not know", () => {
    const unknownOnly = resultXml({ desk: [{ content: "k", tip: "tongue-twister" }] });
    const { container } = render(<PronunciationTips words={storedWords(unknownOnly)} />);
    expect(container.innerHTML).toBe("");

    const mixed = resultXml({ ...TIPPED, desk: [{ content: "k", dp: 128, heard: "g", tip: "k-g" }] });
    render(<PronunciationTips words={storedWords(mixed)} />);
    const section = screen.getByTestId("pronunciation-tips");
    expect(
      within(section)
        .getAllByRole("listitem")
        .filter((li) => li.dataset.tip),
    ).toHaveLength(1);
    expect(section.textContent).not.toContain("desk");
  });
});

describe("ScoredRecording with phone notes", () => {
  it("shows the tips under the coloured words and names the mispronounced phone in the word's title", () => {
    const html = wordsToHtml(colourWords(parseEvaluationXml(resultXml(TIPPED)).words));
    render(<ScoredRecording answer={{ question_id: "q1", total_score: 3.2, evaluate_html: html }} />);
    const right = screen.getByTestId("coloured-words").querySelector("[data-mark=mispronounced]");
    expect(right?.textContent).toBe("right");
    expect(right?.getAttribute("title")).toBe("発音を確認したい語（/r/ → /l/）");
    expect(screen.getByTestId("coloured-words").textContent).toContain("r が l のように聞こえました");
    expect(screen.getByTestId("pronunciation-tips")).toBeTruthy();
  });
});
