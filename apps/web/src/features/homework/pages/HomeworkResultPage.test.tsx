import { render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeworkUrls } from "../routes.tsx";
import HomeworkResultPage from "./HomeworkResultPage.tsx";

const config = {
  sample_answer: 1,
  speech_speed: 1,
  subtitle: 1,
  translation: 1,
  answer_tips: 1,
  required_times: 0,
  has_limit: 0,
  limit_number: 0,
};
/** homework/topic-answer-result before the student has answered the topic. */
const empty = (over: Record<string, unknown> = {}) => ({
  has_result: 0,
  resource: {
    res_code: "jh1-u3-ja-to-en-writing",
    res_id: 9,
    res_title: "英作文 Unit 3",
    res_type: "ja-to-en-writing",
    res_version: 1,
    res_zip_url: "",
    res_level: "",
    root_path: "",
    part_title: "",
    question_ids: ["je01"],
    kind: "ja-to-en-writing",
    resource_url: "/res/jh1-u3-ja-to-en-writing/1/resource.json?v=1",
    asset_base: "/res/jh1-u3-ja-to-en-writing/1/",
  },
  homework_id: 11,
  topic_id: 21,
  config,
  is_expired: 0,
  remaining_attempts: null,
  can_answer: 1,
  ...over,
});

function renderPage(url: string, path: string, element: ReactElement, data: unknown) {
  vi.stubGlobal("fetch", async () => json(200, { code: 0, message: "ok", data }));
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("homework result before any answer (issue 16)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("the result page says nothing is answered yet and offers to start the topic, not a network error", async () => {
    renderPage(
      homeworkUrls.result("ja-to-en-writing", 11, 21),
      "/homework/practice/result/:topicType",
      <HomeworkResultPage />,
      empty(),
    );
    const box = await screen.findByTestId("homework-no-answer");
    expect(box.textContent).toContain("まだ回答がありません");
    expect(screen.queryByTestId("load-error")).toBeNull();
    expect(screen.getByTestId("homework-start-topic").getAttribute("href")).toBe(
      homeworkUrls.practice("ja-to-en-writing", 11, 21),
    );
    expect(screen.getByTestId("back-to-homework").getAttribute("href")).toBe(homeworkUrls.detail(11));
  });

  it("closed work says why and only leads back", async () => {
    renderPage(
      homeworkUrls.result("ja-to-en-writing", 11, 21),
      "/homework/practice/result/:topicType",
      <HomeworkResultPage />,
      empty({ can_answer: 0, is_expired: 1 }),
    );
    expect((await screen.findByTestId("homework-no-answer")).textContent).toContain("もう回答できません");
    expect(screen.queryByTestId("homework-start-topic")).toBeNull();
  });
});
