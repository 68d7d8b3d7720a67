import { fireEvent, screen, waitFor } from "@testing-library/react";
import { currentBox, dismissBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ResourceFeedbackForm } from "./ResourceFeedbackForm.tsx";

const options = () =>
  json(200, {
    code: 0,
    message: "ok",
    data: {
      items: [
        { option_value: "audio", label: "音声の問題" },
        { option_value: "answer", label: "正解がおかしい" },
      ],
    },
  });
const stored = () => json(200, { code: 0, message: "ok", data: { feedback_id: 9 } });

function setup(responses: Parameters<typeof scriptedFetch>[0] = [options, stored]) {
  const fetch = scriptedFetch(responses);
  vi.stubGlobal("fetch", fetch.fn);
  const onClose = vi.fn();
  renderWithProviders(<ResourceFeedbackForm resCode="tb-7" questionId="q2" onClose={onClose} />);
  const posts = () => fetch.requests.filter((r) => r.method === "POST");
  return { onClose, posts };
}
const describeAs = (text: string) =>
  fireEvent.change(screen.getByTestId("feedback-description"), { target: { value: text } });
const toastText = () =>
  screen
    .queryAllByTestId("toast")
    .map((t) => t.textContent ?? "")
    .join(" | ");

describe("resource feedback form", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    while (currentBox()) dismissBox();
    for (const t of getToasts()) dismissToast(t.id);
  });

  it("requires a description (spaces do not count) and shows the first problem as a toast", async () => {
    const { posts } = setup();
    await screen.findByText("音声の問題");
    describeAs("   ");
    fireEvent.click(screen.getByTestId("feedback-submit"));
    await waitFor(() => expect(toastText()).toContain("詳しい内容を入力してください"));
    expect(posts()).toHaveLength(0);
  });

  it("counts characters of the trimmed description up to 1000", async () => {
    setup();
    describeAs("  hello  ");
    expect(screen.getByTestId("feedback-counter").textContent).toBe("5 / 1000");
    describeAs("a".repeat(1001));
    expect(screen.getByTestId("feedback-counter").dataset.over).toBe("true");
  });

  it("refuses a file that is not an image", async () => {
    const { posts } = setup();
    const pdf = new File(["%PDF"], "notes.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByTestId("feedback-images"), { target: { files: [pdf] } });
    await waitFor(() => expect(toastText()).toContain("JPEG"));
    expect(screen.queryByText("notes.pdf")).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it("sends once however often Send is pressed, then shows the success toast for 1 s and closes", async () => {
    const { posts, onClose } = setup();
    fireEvent.click(await screen.findByLabelText(/音声の問題/));
    describeAs("  The audio of item 2 stops early.  ");
    const png = new File([new Uint8Array(64)], "shot.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("feedback-images"), { target: { files: [png] } });
    const send = screen.getByTestId("feedback-submit");
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(toastText()).toContain("フィードバックを送信しました"));
    expect(posts()).toHaveLength(1);
    const form = await posts()[0]?.formData();
    expect(form?.get("content")).toBe("The audio of item 2 stops early.");
    expect(form?.get("options")).toBe("audio");
    expect(form?.get("resource_code")).toBe("tb-7");
    // the item on screen, so the teacher sees the question
    expect(form?.get("question_id")).toBe("q2");
    expect((form?.getAll("images[]") ?? []).length).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it("shows the server's message when sending fails and allows another try", async () => {
    const { posts } = setup([
      options,
      () => json(400, { code: 400, message: "画像が大きすぎます", data: null }),
    ]);
    describeAs("Broken picture");
    fireEvent.click(screen.getByTestId("feedback-submit"));
    await waitFor(() => expect(toastText()).toContain("画像が大きすぎます"));
    await waitFor(() =>
      expect((screen.getByTestId("feedback-submit") as HTMLButtonElement).disabled).toBe(false),
    );
    expect(posts()).toHaveLength(1);
  });

  it("asks before closing with unsaved input; cancelling keeps the form", async () => {
    const { onClose } = setup();
    describeAs("half written");
    fireEvent.click(screen.getByRole("button", { name: "キャンセル" }));
    expect((await screen.findByTestId("msgbox-text")).textContent).toContain("保存されません");
    fireEvent.click(screen.getByTestId("msgbox-cancel"));
    await waitFor(() => expect(currentBox()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "キャンセル" }));
    fireEvent.click(await screen.findByTestId("msgbox-ok"));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
