import { act, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { alertBox, BoxClosedError, promptBox, queueLength } from "@web/lib/message-box.ts";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CountBadge } from "./CountBadge.tsx";
import { Dialog } from "./Dialog.tsx";
import { MessageBoxHost } from "./MessageBoxHost.tsx";

function TwoDialogs({ lowerClosable }: { lowerClosable: boolean }) {
  const [lower, setLower] = useState(true);
  const [upper, setUpper] = useState(true);
  return (
    <>
      {lower && (
        <Dialog title="lower" onClose={lowerClosable ? () => setLower(false) : undefined}>
          <button type="button">in lower</button>
        </Dialog>
      )}
      {upper && (
        <Dialog title="upper" onClose={() => setUpper(false)}>
          <button type="button">in upper</button>
        </Dialog>
      )}
    </>
  );
}

describe("Dialog + modal stack", () => {
  it("Esc closes only the topmost dialog, then the next; a dialog without onClose stays", () => {
    render(<TwoDialogs lowerClosable={false} />);
    expect(screen.getAllByRole("dialog")).toHaveLength(2);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.getAllByRole("dialog").map((d) => d.textContent)).toEqual(["lowerin lower"]);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  it("a backdrop click closes the topmost closable dialog and moves focus into the dialog on open", () => {
    render(<TwoDialogs lowerClosable />);
    expect(document.activeElement?.textContent).toBe("in upper");
    const backdrops = document.querySelectorAll(".dialog-backdrop");
    fireEvent.mouseDown(backdrops[1]!);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    fireEvent.mouseDown(document.querySelector(".dialog-backdrop")!);
    expect(screen.queryAllByRole("dialog")).toHaveLength(0);
  });
});

describe("MessageBoxHost", () => {
  it("shows queued boxes one at a time and a prompt refuses bad input with the default wording", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MessageBoxHost />
      </I18nextProvider>,
    );
    let first!: Promise<void>;
    let second!: Promise<string>;
    act(() => {
      first = alertBox("one");
      second = promptBox("four digits?", { pattern: /^\d{4}$/ });
    });
    expect(screen.getByTestId("msgbox-text").textContent).toBe("one");
    expect(screen.getAllByTestId("msgbox")).toHaveLength(1);
    act(() => screen.getByTestId("msgbox-ok").click());
    await first;
    expect(screen.getByTestId("msgbox-text").textContent).toBe("four digits?");
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "12" } });
    act(() => screen.getByTestId("msgbox-ok").click());
    expect(screen.getByRole("alert").textContent).toBe("入力値が不正です！");
    act(() => {
      fireEvent.keyDown(window, { key: "Escape" });
    });
    await expect(second).rejects.toBeInstanceOf(BoxClosedError);
    expect(queueLength()).toBe(0);
  });
});

describe("CountBadge", () => {
  it("shows 99+ above 99 and nothing for zero", () => {
    const { rerender } = render(<CountBadge count={120} label="120 unfinished" />);
    expect(screen.getByTestId("count-badge").textContent).toBe("99+120 unfinished");
    rerender(<CountBadge count={0} label="none" />);
    expect(screen.queryByTestId("count-badge")).toBeNull();
  });
});
