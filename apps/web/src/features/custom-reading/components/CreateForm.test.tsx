import { CUSTOM_READING_ERROR_KEYS, CUSTOM_READING_MESSAGES } from "@hibiki/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { en } from "@web/i18n/en.ts";
import { i18n } from "@web/i18n/index.ts";
import { ja } from "@web/i18n/ja.ts";
import { signIn } from "@web/lib/session.ts";
import { json, renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateForm } from "./CreateForm.tsx";

const created = {
  text_id: 5,
  text: "I walk to school.",
  word_count: 4,
  category: "read_sentence",
  created_at: "2026-12-01T01:00:00Z",
  attempt_count: 0,
  best_score: null,
  last_score: null,
  last_practised_at: null,
};

/** Stubs the create call; returns the posted bodies. */
function serveCreate(answer: () => Response) {
  const posted: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== "/v3/custom-reading/create")
      return json(404, { code: 404, message: "no", data: null });
    posted.push(new URLSearchParams(String(init?.body ?? "")));
    return answer();
  });
  return posted;
}

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(<CreateForm onCreated={onCreated} />);
  const input = screen.getByTestId("cr-text-input") as HTMLInputElement;
  const save = screen.getByTestId("cr-save") as HTMLButtonElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const error = () => screen.queryByTestId("cr-text-error");
  return { onCreated, input, save, type, error };
}

describe("custom reading create form", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student4", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("says nothing before typing, counts 0 / 50 and keeps save disabled while empty", () => {
    const f = renderForm();
    expect(f.error()).toBeNull();
    expect(screen.getByTestId("cr-counter").textContent).toContain("0 / 50");
    expect(f.save.disabled).toBe(true);
    expect(f.input.getAttribute("aria-invalid")).toBeNull();
  });

  it.each([
    ["Mail me @ school.", "custom_reading_special_symbol"],
    ["I like すし.", "custom_reading_full_width"],
    ["My number is 12345.", "custom_reading_digit_run"],
    ["Wow!!!", "custom_reading_symbol_run"],
    ["1234", "custom_reading_no_word"],
    ["   ", "custom_reading_empty"],
  ])("shows the broken rule of %j at once under the field, in Japanese", (text, key) => {
    const f = renderForm();
    f.type(text);
    const message = f.error();
    expect(message?.dataset.key).toBe(key);
    expect(message?.textContent).toBe(CUSTOM_READING_MESSAGES[key as keyof typeof CUSTOM_READING_MESSAGES]);
    expect(message?.getAttribute("role")).toBe("alert");
    expect(f.input.getAttribute("aria-invalid")).toBe("true");
    expect(f.input.getAttribute("aria-describedby")).toContain(message?.id ?? "-");
    expect(f.save.disabled).toBe(true);
  });

  it("counts the normalised text: 50 characters pass, 51 are too long and the counter turns red", () => {
    const f = renderForm();
    f.type(`  I like ${"a".repeat(43)}  `);
    expect(screen.getByTestId("cr-counter").textContent).toContain("50 / 50");
    expect(f.error()).toBeNull();
    expect(f.save.disabled).toBe(false);
    f.type(`I like ${"a".repeat(44)}`);
    expect(screen.getByTestId("cr-counter").textContent).toContain("51 / 50");
    expect(screen.getByTestId("cr-counter").dataset.over).toBe("true");
    expect(f.error()?.dataset.key).toBe("custom_reading_too_long");
    expect(f.save.disabled).toBe(true);
    // the curly apostrophe and full-width ! are normalised, not refused
    f.type("I\u2019m ready\uFF01");
    expect(f.error()).toBeNull();
    expect(f.save.disabled).toBe(false);
  });

  it("shows the messages in English when the app is in English", async () => {
    await i18n.changeLanguage("en");
    const f = renderForm();
    f.type("Tom & Jerry");
    expect(f.error()?.textContent).toBe(en.custom_reading_special_symbol);
  });

  it("saves a valid text and hands the saved text on", async () => {
    const posted = serveCreate(() => json(200, { code: 0, message: "ok", data: { text: created } }));
    const f = renderForm();
    f.type(" I walk to school. ");
    fireEvent.click(f.save);
    await waitFor(() => expect(f.onCreated).toHaveBeenCalledWith(created));
    expect(posted[0]?.get("text")).toBe(" I walk to school. ");
  });

  it("shows the server's refusal (words not allowed, a duplicate) under the field until the text changes", async () => {
    serveCreate(() =>
      json(400, {
        code: 400,
        message: CUSTOM_READING_MESSAGES.custom_reading_sensitive,
        data: { error_key: "custom_reading_sensitive", fields: { text: "…" } },
      }),
    );
    const f = renderForm();
    f.type("You are so stupid.");
    expect(f.save.disabled).toBe(false);
    fireEvent.click(f.save);
    await waitFor(() => expect(f.error()?.dataset.key).toBe("custom_reading_sensitive"));
    expect(f.error()?.textContent).toBe(ja.custom_reading_sensitive);
    expect(f.save.disabled).toBe(true);
    expect(f.onCreated).not.toHaveBeenCalled();
    f.type("You are so kind.");
    expect(f.error()).toBeNull();
    expect(f.save.disabled).toBe(false);
  });

  it("words every error key of custom reading like the server, in both languages", () => {
    for (const key of CUSTOM_READING_ERROR_KEYS) {
      expect(ja[key], key).toBe(CUSTOM_READING_MESSAGES[key]);
      expect(en[key], key).toBeTruthy();
    }
  });
});
