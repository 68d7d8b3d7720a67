import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { phonePercent } from "../phone-score.ts";
import { phonogramRoutes } from "../routes.tsx";
import DetailPage from "./DetailPage.tsx";
import ListPage from "./ListPage.tsx";
import PaperPage from "./PaperPage.tsx";
import ResultPage from "./ResultPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
type Handler = (body: unknown, search: URLSearchParams) => Response;
function serve(routes: Record<string, Handler>) {
  const requests: { path: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const raw = init?.body;
    const body =
      typeof raw === "string"
        ? JSON.parse(raw)
        : raw instanceof URLSearchParams
          ? Object.fromEntries(raw)
          : undefined;
    requests.push({ path: url.pathname, body });
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(body, url.searchParams);
  });
  return requests;
}
function renderAt(url: string, element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const summary = (id: string, ipa: string, over: Record<string, unknown> = {}) => ({
  phoneme_id: id,
  arpabet: id.toUpperCase(),
  ipa,
  group: "consonant",
  order: 1,
  name_ja: `${ipa} の音`,
  best_score: null,
  recent_score: null,
  item_count: 0,
  is_weak: false,
  ...over,
});
const log = {
  log_id: 41,
  mode: "challenge",
  phoneme_id: null,
  score: 55,
  right: 3,
  total: 4,
  phonemes: [
    { phoneme_id: "r", ipa: "r", score: 30, right: 1, total: 2, is_weak: true },
    { phoneme_id: "th", ipa: "θ", score: 80, right: 2, total: 2, is_weak: false },
  ],
  weak_ids: ["r"],
  marks: [
    {
      item_id: "i1",
      kind: "choose",
      phoneme_id: "r",
      word: "right",
      highlight: [0, 1],
      answered: true,
      options: ["light", "right"],
      choice: "light",
      score: 0,
      is_right: false,
      sound_file: null,
    },
    {
      item_id: "i2",
      kind: "say",
      phoneme_id: "th",
      word: "think",
      highlight: [0, 2],
      answered: true,
      options: [],
      choice: null,
      score: 80,
      is_right: true,
      sound_file: null,
    },
  ],
  created_at: "2026-11-29T01:00:00Z",
};

describe("phonogram pages (issue 22)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /phonogram route of the spec", () => {
    const paths = phonogramRoutes.map((r) => r.path);
    for (const p of [
      "phonogram/list",
      "phonogram/detail",
      "phonogram/practice",
      "phonogram/challenge",
      "phonogram/result",
    ])
      expect(paths).toContain(p);
  });

  it("the list shows the phonemes by group with scores and the weak ones first, in Japanese or English", async () => {
    serve({
      "/v3/phonogram/list": () =>
        ok({
          groups: [
            {
              group: "vowel",
              phonemes: [
                summary("iy", "iː", { group: "vowel", best_score: 90, recent_score: 85, item_count: 4 }),
              ],
            },
            { group: "diphthong", phonemes: [] },
            {
              group: "consonant",
              phonemes: [
                summary("r", "r", { best_score: 40, recent_score: 20, item_count: 3, is_weak: true }),
              ],
            },
          ],
          weak_ids: ["r"],
        }),
      "/v3/phonogram/history": () => ok({ logs: [] }),
    });
    renderAt("/phonogram/list", <ListPage />, "/phonogram/list");
    const weak = await screen.findByTestId("phon-weak-chip");
    expect(weak.textContent).toBe("/r/ 20");
    expect(weak.getAttribute("href")).toBe("/phonogram/detail?phoneme_id=r");
    const cards = screen.getAllByTestId("phon-card");
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual([
      "/iː/ iː の音 最高 90 点",
      "/r/ r の音 最高 40 点 苦手",
    ]);
    expect(screen.getByText("短母音・長母音")).toBeTruthy();
    expect(await screen.findByText("まだ記録がありません。")).toBeTruthy();
    await i18n.changeLanguage("en");
    expect(await screen.findByText("Consonants")).toBeTruthy();
    expect(screen.getAllByTestId("phon-card")[1]?.getAttribute("aria-label")).toBe(
      "/r/ ARPAbet R Best 40 Weak",
    );
  });

  it("a phoneme's page shows its mouth picture with its title and the letters of the sound in each word", async () => {
    serve({
      "/v3/phonogram/detail": () =>
        ok({
          phoneme: {
            ...summary("th", "θ"),
            how_ja: "舌先を歯で軽くはさみます。",
            confused_with_ja: "「ス」になりがちです。",
            tip_ja: "息だけを出します。",
            mouth_svg: '<svg xmlns="http://www.w3.org/2000/svg"><title>θ の口</title></svg>',
            mouth_title: "θ の口",
            examples: [{ word: "three", ja: "3", highlight: [0, 2] }],
            minimal_pairs: [
              {
                word: "think",
                other: "sink",
                contrast_id: "s",
                contrast_ipa: "s",
                word_highlight: [0, 2],
                other_highlight: [0, 1],
              },
            ],
          },
        }),
      "/v3/xfyun/get-tts-auth-url": () => ok({ url: "http://localhost/v3/tts/speak?sig=x" }),
    });
    renderAt("/phonogram/detail?phoneme_id=th", <DetailPage />, "/phonogram/detail");
    const img = await screen.findByTestId("phon-mouth");
    expect(img.getAttribute("alt")).toBe("θ の口");
    expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    const example = screen.getByTestId("phon-example");
    expect(within(example).getByTestId("phon-mark").textContent).toBe("th");
    const pair = screen.getByTestId("phon-pair");
    expect(pair.textContent).toContain("/θ/ と /s/");
    expect(
      within(pair)
        .getAllByTestId("phon-mark")
        .map((m) => m.textContent),
    ).toEqual(["th", "s"]);
    expect(screen.getByTestId("phon-practice").getAttribute("href")).toBe(
      "/phonogram/practice?phoneme_id=th",
    );
  });

  it("a bad link says so instead of calling the server", async () => {
    const requests = serve({});
    renderAt("/phonogram/detail?phoneme_id=R%3B", <DetailPage />, "/phonogram/detail");
    expect((await screen.findByTestId("phon-bad-link")).textContent).toContain("見つかりません");
    expect(requests.filter((r) => r.path.startsWith("/v3/phonogram"))).toEqual([]);
  });

  it("a practice paper: choose what was heard, see the verdict, skip a word, then the answers are submitted and the result opens", async () => {
    const requests = serve({
      "/v3/phonogram/practice": () =>
        ok({
          paper_id: 41,
          mode: "practice",
          phoneme_id: "r",
          items: [
            {
              item_id: "i1",
              kind: "choose",
              phoneme_id: "r",
              ipa: "r",
              word: "right",
              ja: null,
              highlight: null,
              options: ["light", "right"],
              contrast_id: "l",
            },
            {
              item_id: "i2",
              kind: "say",
              phoneme_id: "r",
              ipa: "r",
              word: "red",
              ja: "赤",
              highlight: [0, 1],
              options: [],
              contrast_id: null,
            },
          ],
        }),
      "/v3/xfyun/get-tts-auth-url": () => ok({ url: "" }),
      "/v3/phonogram/submit-log": () => ok({ log_id: 41 }),
    });
    const router = renderAt("/phonogram/practice?phoneme_id=r", <PaperPage />, "/phonogram/practice");
    const item = await screen.findByTestId("phon-item");
    expect(item.getAttribute("data-kind")).toBe("choose");
    expect((screen.getByTestId("phon-next") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(item).getByRole("button", { name: "light" }));
    const verdict = screen.getByTestId("phon-verdict");
    expect(verdict.getAttribute("data-right")).toBe("0");
    expect(verdict.textContent).toContain("正解は right");
    fireEvent.click(screen.getByTestId("phon-next"));
    const say = await screen.findByTestId("phon-item");
    expect(say.getAttribute("data-kind")).toBe("say");
    expect(within(say).getByTestId("phon-mark").textContent).toBe("r");
    expect(screen.getByTestId("phon-next").textContent).toBe("結果を見る");
    fireEvent.click(screen.getByTestId("phon-next"));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        "/phonogram/result?log_id=41",
      ),
    );
    expect(requests.find((r) => r.path === "/v3/phonogram/submit-log")?.body).toEqual({
      paper_id: 41,
      answers: [{ item_id: "i1", choice: "light" }],
    });
  });

  it("the result plots each phoneme's score and links the weak ones", async () => {
    serve({ "/v3/phonogram/result": () => ok({ log }) });
    renderAt("/phonogram/result?log_id=41", <ResultPage />, "/phonogram/result");
    expect((await screen.findByTestId("phon-score")).textContent).toBe("55 点");
    expect(screen.getByTestId("phon-right").textContent).toBe("3 / 4 問 正解");
    const chart = screen.getByTestId("phon-chart");
    expect(chart.querySelector("svg title")?.textContent).toBe("音ごとのスコア");
    expect(chart.textContent).toContain("/θ/");
    const weak = screen.getAllByTestId("phon-weak-link");
    expect(weak.map((w) => w.getAttribute("data-phoneme"))).toEqual(["r"]);
    const rows = screen.getAllByTestId("phon-mark-row");
    expect(rows.map((r) => r.getAttribute("data-right"))).toEqual(["0", "1"]);
    expect(rows[0]?.textContent).toContain("不正解（light）");
    expect(within(rows[0] as HTMLElement).getByTestId("phon-mark-pair").textContent).toBe(
      "（light と聞き分け）",
    );
  });
});

describe("the phone's score of a take", () => {
  const xml = (phones: string, extra = "") => `<?xml version="1.0"?><xml_result><read_word><rec_paper>
<read_word content="red" total_score="2" accuracy_score="2" fluency_score="2" integrity_score="5" is_rejected="false"${extra}>
<sentence content="red"><word content="red" dp_message="0" beg_pos="0" end_pos="30" total_score="2"><syll content="r eh d">${phones}</syll></word></sentence>
</read_word></rec_paper></read_word></xml_result>`;
  it("is the mean of the phoneme's phones, else the word's score; unreadable XML gives none", () => {
    expect(
      phonePercent(
        xml('<phone content="r" score="4.5" dp_message="0"/><phone content="eh" score="1" dp_message="0"/>'),
        "red",
        "r",
      ),
    ).toBe(90);
    expect(phonePercent(xml(""), "red", "r")).toBe(40);
    expect(phonePercent(xml(""), "bed", "r")).toBeNull();
    expect(phonePercent("nonsense", "red", "r")).toBeNull();
  });
});
