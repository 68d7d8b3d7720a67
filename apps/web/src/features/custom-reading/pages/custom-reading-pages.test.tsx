import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { SpeakingServicesContext } from "@web/exercises/speaking/services.ts";
import { fakeServices } from "@web/exercises/speaking/test-harness.tsx";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox, currentBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customReadingRoutes } from "../routes.tsx";
import DetailPage from "./DetailPage.tsx";
import ListPage from "./ListPage.tsx";
import ResultPage from "./ResultPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
type Seen = { method: string; path: string; query: URLSearchParams; body: URLSearchParams };

function serve(routes: Record<string, (req: Seen) => Response>) {
  const seen: Seen[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const req = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: new URLSearchParams(String(init?.body ?? "")),
    };
    seen.push(req);
    const route = routes[`${method} ${url.pathname}`];
    return route ? route(req) : json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
  });
  return seen;
}

function renderAt(url: string) {
  const speaking = fakeServices();
  const router = createMemoryRouter(
    [
      { path: "/custom-reading", element: <ListPage /> },
      { path: "/custom-reading/detail", element: <DetailPage /> },
      { path: "/custom-reading/result", element: <ResultPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers client={createQueryClient()}>
      <SpeakingServicesContext.Provider value={speaking.services}>
        <RouterProvider router={router} />
      </SpeakingServicesContext.Provider>
    </Providers>,
  );
  return { router, speaking };
}

const text = (id: number, over: Record<string, unknown> = {}) => ({
  text_id: id,
  text: `I read text number ${id}.`,
  word_count: 5,
  category: "read_sentence",
  created_at: "2026-12-01T01:00:00Z",
  attempt_count: 0,
  best_score: null,
  last_score: null,
  last_practised_at: null,
  ...over,
});
const attempt = (id: number, percent: number, over: Record<string, unknown> = {}) => ({
  attempt_id: id,
  text_id: 7,
  total_score: percent / 20,
  accuracy_score: 4,
  fluency_score: 3.5,
  integrity_score: 5,
  percent_score: percent,
  record_duration: 2.5,
  sound_file: `/v3/files/rec/${id}.mp3?sig=s&expires=9`,
  unscored_reason: null,
  created_at: `2026-12-0${id}T02:00:00Z`,
  ...over,
});
const TTS = { "GET /v3/xfyun/get-tts-auth-url": () => ok({ url: "http://localhost/v3/tts/speak?sig=t" }) };

describe("custom reading pages (issue 23)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student4", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /custom-reading route of the spec", () => {
    expect(customReadingRoutes.map((r) => r.path)).toEqual([
      "custom-reading",
      "custom-reading/create",
      "custom-reading/detail",
      "custom-reading/result",
    ]);
  });

  it("lists the texts with their best and last scores, or says there are none, or that the list is full", async () => {
    serve({
      "GET /v3/custom-reading/list": () =>
        ok({
          list: [text(2, { attempt_count: 3, best_score: 86.5, last_score: 60 }), text(1)],
          total: 2,
          max_texts: 100,
        }),
    });
    renderAt("/custom-reading");
    const cards = await screen.findAllByTestId("cr-text-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId("cr-best").textContent).toBe("最高 87 点");
    expect(cards[0]!.textContent).toContain("前回 60 点");
    expect(cards[1]!.textContent).toContain("まだ音読していません");
    expect(screen.getByTestId("cr-count").textContent).toBe("2 / 100 件");
    expect(screen.getByTestId("cr-new").getAttribute("href")).toBe("/custom-reading/create");
    expect(within(cards[0]!).getByTestId("cr-practise").getAttribute("href")).toBe(
      "/custom-reading/detail?text_id=2",
    );
  });

  it("at the limit offers no new text but says why", async () => {
    serve({ "GET /v3/custom-reading/list": () => ok({ list: [text(1)], total: 100, max_texts: 100 }) });
    renderAt("/custom-reading");
    expect((await screen.findByTestId("cr-full")).textContent).toContain("100 件まで");
    expect(screen.queryByTestId("cr-new")).toBeNull();
  });

  it("deletes a text after a confirmation, and not without it", async () => {
    let list = [text(1), text(2)];
    const seen = serve({
      "GET /v3/custom-reading/list": () => ok({ list, total: list.length, max_texts: 100 }),
      "POST /v3/custom-reading/delete": (req) => {
        list = list.filter((x) => String(x.text_id) !== req.body.get("text_id"));
        return ok({ text_id: Number(req.body.get("text_id")), deleted_attempts: 0 });
      },
    });
    renderAt("/custom-reading");
    const del = within((await screen.findAllByTestId("cr-text-card"))[0]!).getByTestId("cr-delete");
    expect(del.getAttribute("aria-label")).toBe("「I read text number 1.」を削除");
    fireEvent.click(del);
    await waitFor(() => expect(currentBox()?.kind).toBe("confirm"));
    expect(currentBox()?.text).toContain("音読の記録をすべて削除");
    acceptBox();
    await waitFor(() => expect(screen.getAllByTestId("cr-text-card")).toHaveLength(1));
    expect(seen.find((r) => r.path === "/v3/custom-reading/delete")?.body.get("text_id")).toBe("1");
  });

  it("practises a text: the model audio, a take scored and kept, then the attempt's result", async () => {
    const seen = serve({
      ...TTS,
      "GET /v3/custom-reading/detail": () =>
        ok({
          text: text(7, { attempt_count: 1, best_score: 50, last_score: 50 }),
          attempts: [attempt(1, 50)],
        }),
      "POST /v3/custom-reading/submit": () => ok({ attempt_id: 2, text: text(7, { attempt_count: 2 }) }),
      "GET /v3/custom-reading/result": () =>
        ok({
          text: text(7, { attempt_count: 2, best_score: 84, last_score: 84 }),
          attempt: {
            ...attempt(2, 84),
            evaluate_html: "",
            evaluate_result: "/v3/files/eval/hbk1.xml?sig=s",
            study_report: "",
          },
          is_best: true,
          attempts: [attempt(2, 84), attempt(1, 50)],
        }),
    });
    const { router, speaking } = renderAt("/custom-reading/detail?text_id=7");
    expect((await screen.findByTestId("cr-practice-text")).textContent).toBe("I read text number 7.");
    // the model audio is the signed offline voice reading the text at the header's speed
    await waitFor(() => expect(screen.getByTestId("cr-model-play")).toBeTruthy());
    expect(screen.getAllByTestId("cr-attempt-row")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    const session = speaking.seen.sessions[0]!;
    expect(session.options).toMatchObject({ text: "I read text number 7.", category: "read_sentence" });
    session.elapsed = 2500;
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(router.state.location.search).toBe("?attempt_id=2"));
    const submit = seen.find((r) => r.path === "/v3/custom-reading/submit")!.body;
    expect(submit.get("text_id")).toBe("7");
    expect(submit.get("sound_file")).toBe("/v3/files/rec/1.mp3?sig=t");
    expect(submit.get("evaluate_result")).toBeTruthy();
    // the result: grade, points, best, the four rings, the replay, the history with this one marked
    const result = await screen.findByTestId("cr-result");
    expect(result.dataset.points).toBe("84");
    expect(screen.getByTestId("cr-grade").textContent).toContain("A");
    expect(screen.getByTestId("cr-is-best")).toBeTruthy();
    expect(screen.getByTestId("score-total").dataset.points).toBe("84");
    expect(screen.getByTestId("score-accuracy").dataset.points).toBe("80");
    const rows = screen.getAllByTestId("cr-attempt-row");
    expect(rows[0]!.getAttribute("aria-current")).toBe("true");
    expect(rows[0]!.textContent).toContain("2 回目");
    expect(within(rows[1]!).getByTestId("cr-attempt-link").getAttribute("href")).toBe(
      "/custom-reading/result?attempt_id=1",
    );
    expect(screen.getByTestId("cr-again").getAttribute("href")).toBe("/custom-reading/detail?text_id=7");
  });

  it("shows a grade C, the best so far and a zero with its reason, in English", async () => {
    await i18n.changeLanguage("en");
    serve({
      ...TTS,
      "GET /v3/custom-reading/result": () =>
        ok({
          text: text(7, { attempt_count: 2, best_score: 84, last_score: 0 }),
          attempt: {
            ...attempt(3, 0, { unscored_reason: "no_evaluation" }),
            evaluate_html: "",
            evaluate_result: "sid:x",
            study_report: "",
          },
          is_best: false,
          attempts: [attempt(3, 0), attempt(2, 84)],
        }),
    });
    renderAt("/custom-reading/result?attempt_id=3");
    expect((await screen.findByTestId("cr-grade")).textContent).toContain("C");
    expect(screen.getByTestId("cr-unscored").textContent).toContain("No score arrived");
    expect(screen.getByTestId("cr-result").textContent).toContain("Your best is 84 points.");
  });

  it("says a bad or someone else's link is not found", async () => {
    serve({
      "GET /v3/custom-reading/detail": () =>
        json(404, { code: 404, message: "x", data: { error_key: "not_found" } }),
    });
    renderAt("/custom-reading/detail?text_id=abc");
    expect((await screen.findByTestId("cr-bad-link")).textContent).toBe("この英文は見つかりません。");
  });

  it("says another student's text is not found (the server answers 404)", async () => {
    const seen = serve({
      "GET /v3/custom-reading/detail": () =>
        json(404, { code: 404, message: "x", data: { error_key: "not_found" } }),
    });
    renderAt("/custom-reading/detail?text_id=99");
    expect((await screen.findByTestId("cr-bad-link")).textContent).toBe("この英文は見つかりません。");
    expect(seen.filter((r) => r.path === "/v3/custom-reading/detail")).toHaveLength(1);
  });
});
