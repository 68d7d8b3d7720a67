import { render } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

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
/** homework/topic-answer-result (a ja-to-en-writing topic) before the student has answered the topic. */
export const emptyTopicResult = (over: Record<string, unknown> = {}) => ({
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

/**
 * Renders a page at a route pattern whose one call answers `data` in the envelope.
 * @param url - the URL opened
 * @param path - the route pattern (its params reach the page)
 * @param element - the page
 * @param data - the envelope's data for every fetch
 */
export function renderPage(url: string, path: string, element: ReactElement, data: unknown) {
  vi.stubGlobal("fetch", async () => json(200, { code: 0, message: "ok", data }));
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
