import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { feedbackRoutes } from "../routes.tsx";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string) => new File([PNG], name, { type: "image/png" });

function renderAt(path: string, responses: Parameters<typeof scriptedFetch>[0]) {
  const fetch = scriptedFetch(responses);
  vi.stubGlobal("fetch", fetch.fn);
  const router = createMemoryRouter([{ path: "/", children: feedbackRoutes }], { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, posts: () => fetch.requests.filter((r) => r.method === "POST") };
}
const write = async (text: string) =>
  fireEvent.change(await screen.findByTestId("inquiry-content"), { target: { value: text } });
const stored = () => json(200, { code: 0, message: "ok", data: { inquiry_id: 5 } });

/** Issue 16 item 21: 「お問い合わせ」 is a form, not a mailto: link. */
describe("inquiry form (/feedback)", () => {
  // the pages are lazy chunks: load them once so the first test does not wait for the import
  beforeAll(async () => {
    await Promise.all([
      import("./InquiryPage.tsx"),
      import("./FaqPage.tsx"),
      import("./InquirySuccessPage.tsx"),
    ]);
  });
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the limit and a counter before sending, and refuses empty or too long text", async () => {
    const { posts } = renderAt("/feedback", [stored]);
    expect((await screen.findByTestId("field-limit")).textContent).toContain("1,000 文字以内");
    fireEvent.click(screen.getByTestId("inquiry-submit"));
    expect((await screen.findByTestId("inquiry-error")).textContent).toBe(
      "お問い合わせ内容を入力してください。",
    );
    await write("   ");
    fireEvent.click(screen.getByTestId("inquiry-submit"));
    expect(screen.getByTestId("inquiry-error").textContent).toBe("お問い合わせ内容を入力してください。");
    await write("あ".repeat(1001));
    expect(screen.getByTestId("field-limit").dataset.over).toBe("true");
    expect(screen.getByTestId("field-limit").textContent).toContain("1,001 / 1,000");
    fireEvent.click(screen.getByTestId("inquiry-submit"));
    expect(screen.getByTestId("inquiry-error").textContent).toBe(
      "お問い合わせ内容は 1,000 文字以内で入力してください。",
    );
    expect(posts()).toHaveLength(0);
  });

  it("attaches at most 3 images and refuses other files", async () => {
    renderAt("/feedback", [stored]);
    const input = (await screen.findByTestId("inquiry-images")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "a.txt", { type: "text/plain" })] } });
    expect(screen.getByTestId("inquiry-error").textContent).toBe(
      "画像は JPEG・PNG・GIF・WebP のみ添付できます。",
    );
    fireEvent.change(input, { target: { files: [png("1.png"), png("2.png"), png("3.png"), png("4.png")] } });
    expect(screen.getByTestId("inquiry-error").textContent).toBe("画像は 3 枚まで添付できます。");
    expect(screen.getAllByRole("button", { name: /を削除$/ })).toHaveLength(3);
    expect(screen.queryByTestId("inquiry-images")).toBeNull();
  });

  it("sends the trimmed text, from=home and the image, then shows the success page", async () => {
    const { router, posts } = renderAt("/feedback?from=home", [stored]);
    await write("  宿題が表示されません。  ");
    fireEvent.change(await screen.findByTestId("inquiry-images"), { target: { files: [png("s.png")] } });
    fireEvent.click(screen.getByTestId("inquiry-submit"));
    fireEvent.click(screen.getByTestId("inquiry-submit"));
    await screen.findByTestId("inquiry-success");
    expect(router.state.location.pathname).toBe("/feedback/success");
    expect(posts()).toHaveLength(1);
    const req = posts()[0]!;
    expect(new URL(req.url).pathname).toBe("/v3/opinion-feedback");
    const form = await req.formData();
    expect(form.get("content")).toBe("宿題が表示されません。");
    expect(form.get("from")).toBe("home");
    expect(form.getAll("images[]")).toHaveLength(1);
  });

  it("shows the server's worded message when it refuses", async () => {
    const refused = () =>
      json(429, {
        code: 429,
        message: "お問い合わせの送信が続いています。しばらくしてからもう一度お送りください。",
        data: { error_key: "rate_limited" },
      });
    renderAt("/feedback", [refused]);
    await write("質問です");
    fireEvent.click(await screen.findByTestId("inquiry-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("inquiry-error").textContent).toContain("お問い合わせの送信が続いています"),
    );
  });

  it("the FAQ answers in Japanese and leads to the form", async () => {
    const { router } = renderAt("/feedback/faq", [stored]);
    expect(await screen.findByRole("heading", { level: 1, name: "よくある質問" })).toBeTruthy();
    expect(screen.getAllByTestId("faq-item").length).toBeGreaterThanOrEqual(5);
    fireEvent.click(screen.getByTestId("faq-to-form"));
    await screen.findByTestId("inquiry-content");
    expect(router.state.location.search).toBe("?from=faq");
  });
});
