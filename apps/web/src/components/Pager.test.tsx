import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../i18n/index.ts";
import { Pager } from "./Pager.tsx";

describe("Pager", () => {
  it("shows nothing for a single page", () => {
    const { container } = render(<Pager page={1} pages={1} onPage={() => {}} label="記録のページ" />);
    expect(container.textContent).toBe("");
  });

  it("names its list, says where the reader is, and turns the page both ways", () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pager page={1} pages={3} onPage={onPage} label="記録のページ" testId="log" />,
    );
    expect(screen.getByRole("navigation", { name: "記録のページ" })).toBeTruthy();
    expect(screen.getByTestId("log-page").textContent).toBe("1 / 3 ページ");
    const prev = screen.getByTestId("log-prev") as HTMLButtonElement;
    const next = screen.getByTestId("log-next") as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(next.textContent).toBe("次へ ›");
    fireEvent.click(next);
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} pages={3} onPage={onPage} label="記録のページ" testId="log" />);
    expect((screen.getByTestId("log-next") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("log-prev"));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it("uses the list's own words for newest-first logs", () => {
    render(
      <Pager
        page={2}
        pages={2}
        onPage={() => {}}
        label="x"
        prevLabel="‹ 新しい記録"
        nextLabel="古い記録 ›"
      />,
    );
    expect(screen.getByRole("button", { name: "‹ 新しい記録" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "古い記録 ›" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
