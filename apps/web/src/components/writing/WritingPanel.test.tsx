import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { WritingPanel } from "./WritingPanel.tsx";

function type(text: string) {
  fireEvent.change(screen.getByTestId("writing-editor"), { target: { value: text } });
}

/** A host that behaves like a page: sets the submitting flag and clears it in the callback. */
function Host({ onSubmit }: { onSubmit: (t: string) => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<(() => void) | null>(null);
  return (
    <>
      <WritingPanel
        submitting={submitting}
        onSubmit={(t) => {
          setSubmitting(true);
          onSubmit(t);
          setDone(() => () => setSubmitting(false));
        }}
        lastResult={<a href="/last">last</a>}
      />
      {done && (
        <button type="button" onClick={done}>
          callback
        </button>
      )}
    </>
  );
}

describe("WritingPanel", () => {
  it("counts whitespace-separated words of the trimmed text", () => {
    render(<WritingPanel submitting={false} onSubmit={() => {}} />);
    expect(screen.getByTestId("writing-word-count").textContent).toBe("0 語");
    type("  I like   apples.\nThey are red.  ");
    expect(screen.getByTestId("writing-word-count").textContent).toBe("6 語");
  });

  it("blocks an empty text with skill_writing_content_cannot_empty and does not submit", () => {
    const onSubmit = vi.fn();
    render(<WritingPanel submitting={false} onSubmit={onSubmit} />);
    type("   ");
    fireEvent.click(screen.getByTestId("writing-submit"));
    expect(screen.getByTestId("writing-error").textContent).toBe("作文を入力してください。");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("blocks non-English text and shows exactly the offending characters in red", () => {
    const onSubmit = vi.fn();
    render(<WritingPanel submitting={false} onSubmit={onSubmit} />);
    type("I ate すし today.");
    fireEvent.click(screen.getByTestId("writing-submit"));
    expect(screen.getByTestId("writing-error").textContent).toContain("英語以外の文字");
    const bad = screen.getAllByTestId("writing-bad-char").map((m) => m.textContent);
    expect(bad).toEqual(["す", "し"]);
    expect(screen.getByTestId("writing-highlight").textContent).toBe("I ate すし today.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("blocks emoji", () => {
    const onSubmit = vi.fn();
    render(<WritingPanel submitting={false} onSubmit={onSubmit} />);
    type("I am happy 😀");
    fireEvent.click(screen.getByTestId("writing-submit"));
    expect(screen.getByTestId("writing-error").textContent).toBe("絵文字は使えません。");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the normalised text, then disables editor and button until the callback", () => {
    const onSubmit = vi.fn();
    render(<Host onSubmit={onSubmit} />);
    type("  I\u2019m fine\uff01   Thank you.  ");
    fireEvent.click(screen.getByTestId("writing-submit"));
    expect(onSubmit).toHaveBeenCalledWith("I'm fine! Thank you.");
    expect((screen.getByTestId("writing-editor") as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByTestId("writing-submit") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("writing-submit"));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText("callback"));
    expect((screen.getByTestId("writing-editor") as HTMLTextAreaElement).disabled).toBe(false);
  });

  it("shows the last-result link until the next edit", () => {
    render(<Host onSubmit={() => {}} />);
    expect(screen.getByTestId("writing-last-result")).toBeTruthy();
    type("a");
    expect(screen.queryByTestId("writing-last-result")).toBeNull();
  });
});
