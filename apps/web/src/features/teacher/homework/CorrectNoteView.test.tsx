import { fireEvent, screen, waitFor } from "@testing-library/react";
import { currentBox, dismissBox } from "@web/lib/message-box.ts";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn } from "../shell/session.ts";
import { CorrectNoteView } from "./CorrectNoteView.tsx";

const text = "I like soccer. My brother likes soccer too.";
const note = {
  note_id: 9,
  question_id: "w1",
  pos: { startPos: 32, endPos: 38 },
  comments: "it にしましょう",
  teacher: "Sato",
  created_at: "2026-11-27T09:00:00Z",
};
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

beforeEach(() => teacherSignIn("teacher-tok", "teacher1"));
afterEach(() => {
  vi.unstubAllGlobals();
  while (currentBox()) dismissBox();
});

describe("a correction note in the teacher's review", () => {
  it("marks the noted occurrence and saves an edited comment, trimmed", async () => {
    const f = scriptedFetch([() => ok({ ...note, comments: "代名詞 it を使おう" })]);
    vi.stubGlobal("fetch", f.fn);
    renderWithProviders(<CorrectNoteView note={note} text={text} />);
    expect(screen.getByTestId("correct-note").querySelector("mark")?.textContent).toBe("soccer");
    fireEvent.click(screen.getByTestId("note-edit"));
    fireEvent.change(screen.getByTestId("note-edit-comments"), {
      target: { value: "  代名詞 it を使おう " },
    });
    fireEvent.click(screen.getByTestId("note-edit-save"));
    await waitFor(() => expect(f.requests).toHaveLength(1));
    const req = f.requests[0]!;
    expect(new URL(req.url).pathname).toBe("/v3/teacher/submission-note-update");
    const body = new URLSearchParams(await req.text());
    expect(Object.fromEntries(body)).toMatchObject({ note_id: "9", comments: "代名詞 it を使おう" });
    await waitFor(() => expect(screen.queryByTestId("note-edit-comments")).toBeNull());
  });

  it("deletes only after the teacher confirms", async () => {
    const f = scriptedFetch([() => ok(null)]);
    vi.stubGlobal("fetch", f.fn);
    renderWithProviders(<CorrectNoteView note={note} text={text} />);
    fireEvent.click(screen.getByTestId("note-delete"));
    await waitFor(() => expect(currentBox()).toBeTruthy());
    dismissBox();
    await new Promise((r) => setTimeout(r, 0));
    expect(f.requests).toHaveLength(0);
  });
});
