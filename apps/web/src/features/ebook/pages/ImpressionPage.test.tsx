import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookContent, fail, ok, renderAt, serve } from "../test-fixtures.tsx";
import ImpressionPage from "./ImpressionPage.tsx";

const URL_ = "/ebook/impression/eb-01-the-red-kite";
const sent = {
  impression_id: 4,
  book_id: "eb-01-the-red-kite",
  rating: 4,
  content: "I liked the kite and the wind.",
  favourite_line: { sentence_id: "p2-1", text: "The kite goes up and up.", ja: "たこはどんどん上がります。" },
  created_at: "2026-12-01T03:00:00Z",
};

function open(submit: () => Response) {
  let stored: typeof sent | null = null;
  const requests = serve({
    "/v3/ebook/content": () => ok(bookContent()),
    "/v3/ebook/impression": () => ok({ impression: stored }),
    "/v3/ebook/impression-submit": () => {
      const res = submit();
      if (res.status === 200 || res.status === 400) stored = sent;
      return res;
    },
  });
  renderAt(URL_, <ImpressionPage />, "/ebook/impression/:id");
  return requests;
}

describe("the impression page (issue 23)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student3", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("checks the rating and the length with a live counter, then shows the impression read-only", async () => {
    const requests = open(() => ok({ impression: sent }));
    const form = await screen.findByTestId("eb-impression-form");
    fireEvent.click(within(form).getByTestId("eb-impression-submit"));
    const alerts = within(form)
      .getAllByRole("alert")
      .map((a) => a.textContent);
    expect(alerts).toEqual(["星の数を選んでください", "感想は10文字以上で書いてください"]);
    expect(requests.some((r) => r.path === "/v3/ebook/impression-submit")).toBe(false);

    const text = within(form).getByTestId("eb-impression-text-input");
    fireEvent.change(text, { target: { value: "Fun book" } });
    const counter = within(form).getByTestId("field-limit");
    expect(counter.textContent).toContain("10〜400 文字");
    expect(counter.textContent).toContain("8 / 400");
    fireEvent.change(text, { target: { value: "x".repeat(401) } });
    expect(counter.textContent).toContain("1 文字多すぎます");
    fireEvent.click(within(form).getByTestId("eb-impression-submit"));
    expect(within(form).getByText("感想は400文字以内で書いてください")).toBeTruthy();

    // four stars by keyboard-usable radios, the text, a favourite line
    const stars = within(form).getAllByTestId("eb-star");
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3] as HTMLElement);
    expect((stars[3] as HTMLInputElement).checked).toBe(true);
    fireEvent.change(text, { target: { value: "  I liked the kite and the wind.  " } });
    fireEvent.change(within(form).getByTestId("eb-impression-line"), { target: { value: "p2-1" } });
    fireEvent.click(within(form).getByTestId("eb-impression-submit"));

    const view = await screen.findByTestId("eb-impression-view");
    expect(requests.find((r) => r.path === "/v3/ebook/impression-submit")?.body).toEqual({
      book_id: "eb-01-the-red-kite",
      rating: "4",
      content: "I liked the kite and the wind.",
      favourite_line: "p2-1",
    });
    expect(within(view).getByTestId("eb-impression-locked").textContent).toBe(
      "感想は提出したあとに書き直すことはできません。",
    );
    expect(within(view).getByTestId("eb-impression-text").textContent).toBe("I liked the kite and the wind.");
    expect(within(view).getByRole("img").getAttribute("aria-label")).toBe("5 段階中 4");
    expect(within(view).getByTestId("eb-impression-favourite").textContent).toContain(
      "The kite goes up and up.",
    );
    expect(screen.queryByTestId("eb-impression-form")).toBeNull();
  });

  it("a second submit shows the server's message and the impression already sent", async () => {
    open(() =>
      fail(400, "この本の感想はもう提出しています。感想は1冊に1回だけ書けます。", "impression_exists"),
    );
    const form = await screen.findByTestId("eb-impression-form");
    fireEvent.click(within(form).getAllByTestId("eb-star")[0] as HTMLElement);
    fireEvent.change(within(form).getByTestId("eb-impression-text-input"), {
      target: { value: "A second try at writing." },
    });
    fireEvent.click(within(form).getByTestId("eb-impression-submit"));
    expect((await screen.findByTestId("eb-impression-error")).textContent).toBe(
      "この本の感想はもう提出しています。感想は1冊に1回だけ書けます。",
    );
    await waitFor(() => expect(screen.getByTestId("eb-impression-view")).toBeTruthy());
    expect(screen.queryByTestId("eb-impression-form")).toBeNull();
  });

  it("shows a sent impression read-only at once, without the form", async () => {
    serve({
      "/v3/ebook/content": () => ok(bookContent()),
      "/v3/ebook/impression": () => ok({ impression: { ...sent, favourite_line: null } }),
    });
    renderAt(URL_, <ImpressionPage />, "/ebook/impression/:id");
    expect(await screen.findByTestId("eb-impression-view")).toBeTruthy();
    expect(screen.queryByTestId("eb-impression-favourite")).toBeNull();
    expect(screen.queryByTestId("eb-impression-form")).toBeNull();
  });

  it("a link to no book shows the way to the library", async () => {
    serve({});
    renderAt("/ebook/impression/not-a-book", <ImpressionPage />, "/ebook/impression/:id");
    expect((await screen.findByTestId("eb-bad-book")).textContent).toContain("この本は見つかりません");
  });
});
