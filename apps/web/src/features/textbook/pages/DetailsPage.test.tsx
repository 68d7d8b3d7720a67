import { act, fireEvent, render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { grammarChoiceResource } from "@web/exercises/shell/test-fixtures.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import DetailsPage from "./DetailsPage.tsx";

const resource = grammarChoiceResource();
const info = {
  res_code: "test-gc",
  res_id: 7,
  res_title: "Test grammar choice",
  res_type: "grammar-choice",
  res_version: 1,
  res_zip_url: "",
  res_level: "",
  root_path: "",
  part_title: "",
  question_ids: ["q1", "q2", "q3"],
  kind: "grammar-choice",
  resource_url: "/res/test-gc/1/resource.json",
  asset_base: "/res/test-gc/1/",
  item_stats: [],
  answer_data: null,
};

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

/** Answers fetch by path; records every request. */
function stubFetch(routes: Record<string, () => Response>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal: _signal, ...rest } = init ?? {};
    const req = new Request(new URL(String(input), "http://localhost:5173"), rest);
    requests.push(req);
    const handler = routes[new URL(req.url).pathname];
    return handler ? handler() : json(404, { code: 404, message: "not stubbed", data: null });
  });
  return requests;
}

describe("/textbook/details", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the attempt and its answers on screen when the resource is fetched again", async () => {
    const requests = stubFetch({
      "/v3/textbook/resource-info": () => ok(info),
      "/res/test-gc/1/resource.json": () => json(200, resource),
      "/v3/history/details": () => ok({ resource: info, attempts: [] }),
      "/v3/textbook/topic-answer-record": () =>
        ok({
          item: { question_id: "q1", answer_result: 1, score: 0, total_score: 0, percent_score: 0 },
          answer_data: { current_index: 0, guid: "g", is_completed: 0, items: [] },
          stats: { question_id: "q1", learn_count: 1, best_score: 0 },
        }),
    });
    const client = createQueryClient();
    const router = createMemoryRouter([{ path: "/textbook/details", element: <DetailsPage /> }], {
      initialEntries: ["/textbook/details?res_code=test-gc&mode=practice"],
    });
    render(
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    );
    // a wrong answer leaves the first question on screen with 次へ
    fireEvent.click(await screen.findByRole("button", { name: /^are/ }));
    expect(await screen.findByTestId("player-next")).toBeTruthy();
    const infoCalls = () => requests.filter((r) => r.url.includes("/v3/textbook/resource-info")).length;
    expect(infoCalls()).toBe(1);
    const guid = screen.getByTestId("player-shell").getAttribute("data-guid");
    // the resource is fetched again (a reconnect, another screen asking for it): the attempt goes on
    await act(async () => {
      await client.refetchQueries({ queryKey: ["textbook", "info"] });
      // the query cache tells its observers on the next macrotask
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(infoCalls()).toBe(2);
    expect(screen.getByTestId("player-shell").getAttribute("data-guid")).toBe(guid);
    expect(screen.getByTestId("player-next")).toBeTruthy();
  });
});
