import { fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./TextField.tsx";

function CodeField() {
  const [v, setV] = useState("");
  return (
    <TextField label="クラスコード" value={v} onChange={(e) => setV(e.target.value)} limit={{ max: 16 }} />
  );
}

/** Issue 16 item 17: forms show the limit and a counter before submitting. */
describe("TextField limit", () => {
  afterEach(() => void i18n.changeLanguage("ja"));

  it("shows the limit and a live counter tied to the input, and marks going over", () => {
    render(<CodeField />);
    const input = screen.getByLabelText("クラスコード");
    const hint = screen.getByTestId("field-limit");
    expect(input.getAttribute("aria-describedby")).toContain(hint.id);
    expect(hint.textContent).toContain("16 文字以内");
    expect(hint.textContent).toContain("0 / 16");
    fireEvent.change(input, { target: { value: "ABCDEFGHIJKLMNOPQR" } });
    expect(hint.textContent).toContain("18 / 16");
    expect(hint.textContent).toContain("2 文字多すぎます");
    expect(hint.dataset.over).toBe("true");
  });

  it("shows a range, in English too", async () => {
    await i18n.changeLanguage("en");
    render(<TextField label="New password" value="abc" onChange={() => {}} limit={{ min: 6, max: 10 }} />);
    expect(screen.getByTestId("field-limit").textContent).toContain("6 to 10 characters");
    expect(screen.getByTestId("field-limit").dataset.over).toBeUndefined();
  });
});
