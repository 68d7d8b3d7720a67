import { render, screen, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ExamTestPage from "./ExamTestPage.tsx";
import ExamTestResultPage from "./ExamTestResultPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const mock = {
  res_id: 41,
  res_code: "ct-listening-mock-1",
  title: "共通テスト 模擬テスト 1",
  title_en: "Mock 1",
  set: "mock",
  part: null,
  parts: ["1A"],
  question_count: 33,
  max_points: 100,
  learn_count: 2,
  best_points: 64,
  best_percent: 60,
  last_points: 58,
  last_percent: 55,
  last_guid: "g2",
  last_at: "2026-11-21T01:00:00Z",
  review_count: 3,
};
const log = (points: number, at: string, mode = "exam") => ({
  log_id: points,
  res_id: 41,
  res_code: mock.res_code,
  guid: `g${points}`,
  mode,
  points,
  max_points: 100,
  percent: points,
  right: 1,
  total: 2,
  parts: [],
  marks: [],
  created_at: at,
});

function show(path: string, element: React.ReactNode) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/v3/eiken/challenge/logs")
      return ok({
        list:
          url.searchParams.get("level_id") === "3"
            ? [
                {
                  challenge_id: 9,
                  status: "finished",
                  started_at: "2026-11-10T01:00:00Z",
                  finished_at: "2026-11-10T02:00:00Z",
                  cse_total: 1180,
                  pass_estimate: 1,
                },
              ]
            : [],
      });
    if (url.pathname === "/v3/college-exam/region/list")
      return ok({
        region: {
          region_id: 1,
          exam: "common_test",
          key: "common_test",
          name: "共通テスト",
          name_en: "Common Test",
          lead: "",
          lead_en: "",
          set_count: 2,
          question_count: 40,
          done_count: 1,
          best_percent: 60,
          review_count: 3,
          last_at: null,
          parts: [],
        },
        sets: [mock, { ...mock, res_id: 42, set: "practice" }],
      });
    if (url.pathname === "/v3/college-exam/region/logs")
      return ok({
        set: mock,
        region_id: 1,
        logs: [
          log(58, "2026-11-21T01:00:00Z"),
          log(90, "2026-11-20T05:00:00Z", "review"),
          log(64, "2026-11-19T01:00:00Z"),
        ],
      });
    if (url.pathname === "/v3/tokyo-higher/practice-resource/list")
      return ok({ dir_id: 1, dirs: [], list: [] });
    return json(404, { code: 404, message: "no route", data: null });
  });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the exam simulations (issue 21)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("lists every grade's Eiken mock and the Common Test mocks with the last result, each leading to its runner", async () => {
    show("/examHome/examTest", <ExamTestPage />);
    const eiken = await screen.findByTestId("exam-sim-eiken");
    const grades = await within(eiken).findAllByTestId("exam-sim-item");
    expect(grades).toHaveLength(6);
    expect(grades[2]?.textContent).toContain("前回 CSE 1180");
    expect(grades[2]?.getAttribute("href")).toBe("/eiken/challenge?level_id=3");
    const ct = await within(screen.getByTestId("exam-sim-common-test")).findAllByTestId("exam-sim-item");
    expect(ct).toHaveLength(1);
    expect(ct[0]?.textContent).toContain("前回 58 / 100点");
    expect(ct[0]?.getAttribute("href")).toBe("/college-entrance-test/mock-test?res_id=41");
  });

  it("charts the sittings in time order, leaving reviews out", async () => {
    show("/examHome/examTestResult", <ExamTestResultPage />);
    const ct = await screen.findByTestId("exam-result-common-test");
    const cells = [...ct.querySelectorAll("td")].map((c) => c.textContent);
    expect(cells.filter((c) => /^\d+$/.test(c ?? ""))).toEqual(["64", "58"]);
    expect((await screen.findByTestId("exam-result-tokyo")).getAttribute("data-empty")).toBe("1");
  });
});
