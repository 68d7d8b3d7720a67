import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WritingPanel } from "./WritingPanel.tsx";

/** Issue 16 item 17: the essay's limit shows while writing; a too-long essay is not sent. */
describe("writing panel length limit", () => {
  it("shows 6,000 characters with a counter and stops a 10,000-character essay before sending", () => {
    const onSubmit = vi.fn();
    render(<WritingPanel submitting={false} onSubmit={onSubmit} />);
    const limit = screen.getByTestId("field-limit");
    expect(limit.textContent).toContain("6,000 文字以内");
    fireEvent.change(screen.getByTestId("writing-editor"), { target: { value: "word ".repeat(2000) } });
    expect(limit.dataset.over).toBe("true");
    fireEvent.click(screen.getByTestId("writing-submit"));
    expect(screen.getByTestId("writing-error").textContent).toBe("作文は 6,000 文字以内で入力してください。");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
