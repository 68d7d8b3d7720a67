import { render, screen } from "@testing-library/react";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import { describe, expect, it } from "vitest";
import "../shell/i18n.ts";
import { readEvaluation, SpokenWords } from "./SpokenWords.tsx";

describe("SpokenWords", () => {
  it("colours each word of a stored evaluation by its score and strikes omitted words", () => {
    const { container } = render(<SpokenWords item={{ evaluate_result: SAMPLE_ISE_XML }} />);
    const words = [...container.querySelectorAll(".tc-word")];
    expect(words.map((w) => w.firstChild?.textContent)).toContain("Ken");
    const ken = words.find((w) => w.textContent?.startsWith("Ken"));
    expect(ken?.className).toContain("tc-word-good");
    expect(ken?.textContent).toContain("94%");
    const omitted = words.find((w) => w.querySelector("s")?.textContent === "the");
    expect(omitted?.className).toContain("tc-word-poor");
  });

  it("falls back to the recognised text when no XML is stored or it is broken", () => {
    expect(readEvaluation({ evaluate_result: "<xml_result><broken" })).toBeNull();
    expect(readEvaluation({ evaluate_result: "https://example.test/result.xml" })).toBeNull();
    render(<SpokenWords item={{ evaluate_html: "<nope/>", recognize_text: "ken plays guitar" }} />);
    expect(screen.getByText("ken plays guitar")).toBeTruthy();
  });
});
