import { render, screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { afterEach, describe, expect, it } from "vitest";
import "./i18n.ts";
import { ClientScoredMark, UnscoredMark } from "./ScoreMarks.tsx";

afterEach(async () => {
  await i18n.changeLanguage("ja");
});

describe("score marks on the teacher pages", () => {
  it("marks a score the server could not check 「自己採点」, with the reason as its title", () => {
    render(<ClientScoredMark flag={1} />);
    const mark = screen.getByTestId("client-scored");
    expect(mark.textContent).toContain("自己採点");
    expect(mark.getAttribute("title")).toContain("サーバーでは確認できません");
  });

  it("reads client-scored in English", async () => {
    await i18n.changeLanguage("en");
    render(<ClientScoredMark flag={1} />);
    expect(screen.getByTestId("client-scored").textContent).toContain("client-scored");
  });

  it("shows nothing for a server-scored answer (flag absent, 0, or not the number 1)", () => {
    const { container } = render(
      <>
        <ClientScoredMark flag={undefined} />
        <ClientScoredMark flag={0} />
        <ClientScoredMark flag="1" />
      </>,
    );
    expect(container.textContent).toBe("");
  });

  it("marks a recording stored with 0 「採点なし」 with why, and nothing for a scored one", () => {
    const { container } = render(
      <>
        <UnscoredMark reason="no_evaluation" />
        <UnscoredMark reason={undefined} />
        <UnscoredMark reason="anything" />
      </>,
    );
    const marks = screen.getAllByTestId("unscored");
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toContain("採点なし");
    expect(marks[0]?.getAttribute("title")).toContain("サーバーの採点結果がない");
    expect(container.textContent).toBe(" · 採点なし");
  });
});
