import { screen } from "@testing-library/react";
import { homeworkUrls } from "@web/features/homework/routes.tsx";
import { signIn } from "@web/lib/session.ts";
import { emptyTopicResult as empty, renderPage } from "@web/test/homework-fixtures.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AiWritingHomeworkDetailPage from "./AiWritingHomeworkDetailPage.tsx";

describe("writing homework result before any answer (issue 16)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("/ai-writing/homework-detail shows the same empty state with the way to write", async () => {
    renderPage(
      "/ai-writing/homework-detail?homework_id=11&topic_id=21",
      "/ai-writing/homework-detail",
      <AiWritingHomeworkDetailPage />,
      empty({ is_expired: 1 }),
    );
    expect((await screen.findByTestId("homework-no-answer")).textContent).toContain("まだ回答がありません");
    expect(screen.queryByTestId("load-error")).toBeNull();
    expect(screen.getByTestId("homework-start-topic").getAttribute("href")).toBe(
      homeworkUrls.practice("ja-to-en-writing", 11, 21, 1),
    );
  });
});
