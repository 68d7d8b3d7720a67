import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import "../shell/i18n.ts";
import { parseRange, selectedRange, WritingReview } from "./WritingReview.tsx";

describe("parseRange", () => {
  it("reads 'start,end' and treats empty as the whole answer", () => {
    expect(parseRange("")).toBeNull();
    expect(parseRange(" 3, 8 ")).toEqual({ start_pos: 3, end_pos: 8 });
  });

  it("refuses ranges that are not two increasing numbers", () => {
    expect(parseRange("8,3")).toBe("invalid");
    expect(parseRange("4,4")).toBe("invalid");
    expect(parseRange("a,b")).toBe("invalid");
    expect(parseRange("5")).toBe("invalid");
  });
});

const target = { homework_id: 7, topic_id: 3, student_id: 12, guid: "g-1", question_id: "w1" };
const answer = "I like soccer. My brother likes soccer too.";

describe("WritingReview", () => {
  it("anchors a note to the occurrence the teacher selected (the second 'soccer', not the first)", () => {
    renderWithProviders(<WritingReview text={answer} notes={[]} target={target} />);
    const p = screen.getByTestId("writing-text");
    const textNode = p.firstChild as Text;
    const second = answer.indexOf("soccer", answer.indexOf("soccer") + 1);
    const range = document.createRange();
    range.setStart(textNode, second);
    range.setEnd(textNode, second + "soccer".length);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    expect(selectedRange(p, sel)).toBe(`${second},${second + 6}`);
    fireEvent.mouseUp(p);
    expect((screen.getByTestId("note-pos") as HTMLInputElement).value).toBe(`${second},${second + 6}`);
    expect(second).toBeGreaterThan(answer.indexOf("soccer"));
  });

  it("keeps the note being typed as a draft and restores it when the page opens again", () => {
    const first = renderWithProviders(<WritingReview text={answer} notes={[]} target={target} />);
    fireEvent.change(screen.getByTestId("note-comments"), { target: { value: "Use 'also' here." } });
    first.unmount();
    renderWithProviders(<WritingReview text={answer} notes={[]} target={target} />);
    expect((screen.getByTestId("note-comments") as HTMLTextAreaElement).value).toBe("Use 'also' here.");
    // another student's answer has its own (empty) draft
    cleanup();
    renderWithProviders(<WritingReview text={answer} notes={[]} target={{ ...target, student_id: 13 }} />);
    expect((screen.getByTestId("note-comments") as HTMLTextAreaElement).value).toBe("");
  });
});
