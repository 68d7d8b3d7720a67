import { screen } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { emptyTopicResult as empty, renderPage } from "@web/test/homework-fixtures.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeworkUrls } from "../routes.tsx";
import HomeworkResultPage from "./HomeworkResultPage.tsx";

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
