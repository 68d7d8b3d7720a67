import { screen } from "@testing-library/react";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLastFinishedAttemptQuery } from "./api.ts";

const resource = {
  res_code: "tb1-u1-choice",
  res_id: 9001,
  res_title: "be動詞を選ぼう",
  res_type: "grammar-choice",
  res_version: 1,
  res_zip_url: "",
  res_level: "",
  root_path: "",
  part_title: "",
  question_ids: ["q1"],
  kind: "grammar-choice",
  resource_url: "/res/tb1-u1-choice/1/resource.json?v=1",
  asset_base: "/res/tb1-u1-choice/1/",
};
const attempt = (guid: string, is_completed: 0 | 1) => ({
  guid,
  mode: "practice",
  started_at: "2026-11-20T10:00:00.000Z",
  finished_at: is_completed ? "2026-11-20T10:05:00.000Z" : null,
  is_completed,
  percent_score: 80,
  answered: 1,
});

function Probe() {
  const last = useLastFinishedAttemptQuery("tb1-u1-choice");
  if (last.isError) return <p>error</p>;
  if (last.isPending) return <p>loading</p>;
  return <p>last: {last.data ?? "none"}</p>;
}

const serve = (response: () => Response) => vi.stubGlobal("fetch", scriptedFetch([response]).fn);

afterEach(() => vi.unstubAllGlobals());

describe("useLastFinishedAttemptQuery", () => {
  it("is null for a resource never practised (code 0, no attempts)", async () => {
    serve(() => json(200, { code: 0, message: "ok", data: { resource, attempts: [] } }));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("last: none")).toBeTruthy();
  });

  it("is the newest finished attempt, skipping an unfinished one", async () => {
    const attempts = [attempt("open-2", 0), attempt("done-1", 1)];
    serve(() => json(200, { code: 0, message: "ok", data: { resource, attempts } }));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("last: done-1")).toBeTruthy();
  });

  it("reports an unknown resource (404) as an error instead of hiding it", async () => {
    serve(() => json(404, { code: 404, message: "教材が見つかりません", data: null }));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("error")).toBeTruthy();
  });
});
