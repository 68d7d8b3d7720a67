import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WritingPanel } from "./WritingPanel.tsx";

const editor = () => screen.getByTestId("writing-editor");
const submit = () => screen.getByTestId("writing-submit") as HTMLButtonElement;

/** Issue 16 item 17 and issue 18 #6: the limit shows while writing; a too-long text cannot be sent. */
describe("writing panel length limit", () => {
  it("counts live and disables submit with a Japanese message past 6,000 characters, before any request", () => {
    const onSubmit = vi.fn();
    render(<WritingPanel submitting={false} onSubmit={onSubmit} />);
    const limit = screen.getByTestId("field-limit");
    expect(limit.textContent).toContain("6,000 文字以内");
    expect(submit().disabled).toBe(false);
    fireEvent.change(editor(), { target: { value: "word ".repeat(2000) } });
    expect(limit.dataset.over).toBe("true");
    expect(limit.textContent).toContain("9,999 / 6,000");
    expect(limit.textContent).toContain("3,999 文字多すぎます");
    expect(submit().disabled).toBe(true);
    const message = screen.getByTestId("writing-over-limit");
    expect(message.textContent).toBe("作文は 6,000 文字以内で入力してください。短くすると送信できます。");
    expect(submit().getAttribute("aria-describedby")).toBe(message.id);
    fireEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId("writing-panel").textContent).not.toMatch(/content/i);
  });

  it("enables submit again once the text is short enough", () => {
    const onSubmit = vi.fn();
    render(<WritingPanel submitting={false} onSubmit={onSubmit} />);
    fireEvent.change(editor(), { target: { value: "a".repeat(6001) } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(editor(), { target: { value: "I like tennis." } });
    expect(submit().disabled).toBe(false);
    expect(screen.queryByTestId("writing-over-limit")).toBeNull();
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith("I like tennis.");
  });

  it("counts what the server counts: spaces that normalising removes do not count toward the limit", () => {
    render(<WritingPanel submitting={false} onSubmit={() => {}} />);
    fireEvent.change(editor(), { target: { value: `I like it.${" ".repeat(7000)}` } });
    expect(submit().disabled).toBe(false);
  });

  it("shows the word count against the task's range: 「42語 / 25〜80語」", () => {
    render(<WritingPanel submitting={false} onSubmit={() => {}} minWords={25} maxWords={80} />);
    const count = screen.getByTestId("writing-word-count");
    expect(count.textContent).toBe("0語 / 25〜80語");
    fireEvent.change(editor(), { target: { value: "I  go   to\nschool. ".repeat(10).trim() } });
    expect(count.textContent).toBe("40語 / 25〜80語");
    expect(count.dataset.range).toBe("ok");
    fireEvent.change(editor(), { target: { value: "I go." } });
    expect(count.textContent).toBe("2語 / 25〜80語");
    expect(count.dataset.range).toBe("short");
  });
});
