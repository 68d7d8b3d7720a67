import { fireEvent, screen, waitFor } from "@testing-library/react";
import { grammarChoiceResource } from "@web/exercises/shell/test-fixtures.ts";
import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, renderRoutes, stubFetch } from "../test-helpers.tsx";
import SkillupDetailsPage from "./SkillupDetailsPage.tsx";
import SkillupResultPage from "./SkillupResultPage.tsx";

// One question, so a single answer finishes the attempt.
const full = grammarChoiceResource();
const resource = grammarChoiceResource({ items: full.items.slice(0, 1) });
const base = {
  res_code: "test-gc",
  res_id: 7,
  res_title: "Test grammar choice",
  res_type: "grammar-choice",
  res_version: 1,
  res_zip_url: "",
  res_level: "",
  root_path: "",
  part_title: "",
  question_ids: ["q1"],
  kind: "grammar-choice",
  resource_url: "/res/test-gc/1/resource.json",
  asset_base: "/res/test-gc/1/",
};
const attempt = (guid: string) => ({
  guid,
  mode: "practice",
  started_at: "2026-11-20T01:00:00Z",
  finished_at: "2026-11-20T01:05:00Z",
  is_completed: 1,
  percent_score: 100,
  answered: 1,
});
const playerRoutes = {
  "/v3/textbook/resource-info": () => ok({ ...base, item_stats: [], answer_data: null }),
  "/res/test-gc/1/resource.json": () => json(200, resource),
  "/v3/history/details": () => ok({ resource: base, attempts: [attempt("g-old")] }),
  "/v3/textbook/topic-answer-record": () =>
    ok({
      item: { question_id: "q1", answer_result: 1, score: 0, total_score: 0, percent_score: 0 },
      answer_data: { current_index: 0, guid: "g", is_completed: 1, items: [] },
      stats: { question_id: "q1", learn_count: 1, best_score: 0 },
    }),
};
const result = {
  resource: base,
  answer_data: {
    guid: "g-1",
    current_index: 0,
    is_completed: 1,
    items: [{ question_id: "q1", answer_result: 0, score: 5, total_score: 5, percent_score: 100 }],
    total_score: 5,
    percent_score: 100,
  },
  summary: { total_score: 5, percent_score: 100, answered: 1, correct: 1, skipped: 0 },
  grade: "A",
};

/** Answers the only question wrongly, then follows the "see result" button. */
async function finishWrongly() {
  fireEvent.click(await screen.findByRole("button", { name: /^are/ }));
  fireEvent.click(await screen.findByRole("button", { name: "結果を見る" }));
  return (await screen.findByTestId("where")).textContent ?? "";
}

describe("/skillup/details (the textbook player)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("plays a skill-up resource with the textbook calls and finishes on the skill-up result", async () => {
    const requests = stubFetch(playerRoutes);
    renderRoutes(
      { "/skillup/details": <SkillupDetailsPage /> },
      "/skillup/details?res_code=test-gc&mode=practice&type=grammar-choice",
    );
    expect(await screen.findByTestId("skillup-details-page")).toBeTruthy();
    expect(screen.getByTestId("player-shell").dataset.mode).toBe("practice");
    expect(screen.getByTestId("skillup-back").getAttribute("href")).toBe("/skillup/list/grammar-choice");
    expect((await screen.findByTestId("last-result-link")).getAttribute("href")).toBe(
      "/skillup/details/result?res_code=test-gc&guid=g-old&type=grammar-choice",
    );
    const where = await finishWrongly();
    expect(where).toMatch(/^\/skillup\/details\/result\?res_code=test-gc&guid=[^&]+&type=grammar-choice$/);
    const info = requests.find((r) => new URL(r.url).pathname === "/v3/textbook/resource-info");
    expect(new URL(info?.url ?? "").searchParams.get("res_code")).toBe("test-gc");
    expect(requests.some((r) => new URL(r.url).pathname === "/v3/textbook/topic-answer-record")).toBe(true);
  });

  it("links back to /skillup when the URL has no type", async () => {
    stubFetch(playerRoutes);
    renderRoutes({ "/skillup/details": <SkillupDetailsPage /> }, "/skillup/details?res_code=test-gc");
    const back = await screen.findByTestId("skillup-back");
    expect(back.getAttribute("href")).toBe("/skillup");
    expect(back.textContent).toBe("スキルアップに戻る");
  });

  it("saves a subset attempt (question_ids) with its filter, so it is summed over those questions", async () => {
    const requests = stubFetch(playerRoutes);
    renderRoutes(
      { "/textbook/details": <DetailsPage /> },
      "/textbook/details?res_code=test-gc&question_ids=q1",
    );
    await finishWrongly();
    const post = requests.find((r) => new URL(r.url).pathname === "/v3/textbook/topic-answer-record");
    const body = new URLSearchParams(await (post as Request).clone().text());
    expect(body.get("question_ids")).toBe("q1");
  });

  it("leaves the textbook page finishing on the textbook result", async () => {
    stubFetch(playerRoutes);
    renderRoutes({ "/textbook/details": <DetailsPage /> }, "/textbook/details?res_code=test-gc");
    expect(await screen.findByTestId("textbook-details-page")).toBeTruthy();
    expect(await finishWrongly()).toMatch(/^\/textbook\/details\/result\?res_code=test-gc&guid=[^&]+$/);
  });
});

describe("/skillup/details/result (the textbook result)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  const renderResult = (next: unknown) => {
    const requests = stubFetch({
      "/v3/textbook/topic-answer-result": () => ok(result),
      "/res/test-gc/1/resource.json": () => json(200, resource),
      "/v3/textbook/next-resource-info": () => ok({ next }),
    });
    renderRoutes(
      { "/skillup/details/result": <SkillupResultPage /> },
      "/skillup/details/result?res_code=test-gc&guid=g-1&type=grammar-choice",
    );
    return requests;
  };

  it("shows the result with try-again, next-of-type and back-to-list links", async () => {
    const requests = renderResult({ res_code: "test-gc-2", res_title: "次の練習", kind: "grammar-choice" });
    expect(await screen.findByTestId("skillup-result-page")).toBeTruthy();
    expect((await screen.findAllByTestId("result-row")).length).toBe(1);
    expect(screen.getByTestId("try-again").getAttribute("href")).toBe(
      "/skillup/details?res_code=test-gc&mode=practice&type=grammar-choice",
    );
    const next = await screen.findByTestId("next-resource");
    expect(next.textContent).toBe("次へ進む：次の練習");
    expect(next.getAttribute("href")).toBe(
      "/skillup/details?res_code=test-gc-2&mode=practice&type=grammar-choice",
    );
    expect(screen.getByTestId("skillup-back").getAttribute("href")).toBe("/skillup/list/grammar-choice");
    const res = requests.find((r) => new URL(r.url).pathname === "/v3/textbook/topic-answer-result");
    expect(new URL(res?.url ?? "").searchParams.get("guid")).toBe("g-1");
    fireEvent.click(screen.getByTestId("skillup-back"));
    expect((await screen.findByTestId("where")).textContent).toBe("/skillup/list/grammar-choice");
  });

  it("says when the resource was the last of its type", async () => {
    renderResult(null);
    await waitFor(() => expect(screen.getByText("この練習の最後の教材です。")).toBeTruthy());
    expect(screen.queryByTestId("next-resource")).toBeNull();
  });
});
