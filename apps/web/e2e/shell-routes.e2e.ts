import { check, type Journey, login } from "./helpers.ts";

/**
 * Issue 16, routes and screens: spec routes once absent now served (#10), the college student's reduced product (#11), the
 * analysis chart opened directly (#15), saving the nickname in a tab opened on /changeName (#16) and
 * Japanese titles at phone width (#19). student26 is used by no other journey.
 */
export const journeys: Journey[] = [
  {
    name: "issue 16: a spec route opens its screen (the arena, once absent); unknown paths go to / (student26)",
    seconds: 10,
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student26");
      await page.waitForURL(/\/home$/);
      // #21: the card of student26 is active, so the banner asking to activate it is not shown.
      await page.locator(".banner-title").first().waitFor();
      const banners = await page.locator(".banner-title").allInnerTexts();
      check(
        !banners.some((b) => b.includes("学習カードを有効化")),
        `no card-activation banner for an active card, got ${banners.join(" | ")}`,
      );
      // Every module of the spec is served now (the arena and the live class were the last): its link opens
      // the screen itself, not the not-available page.
      await page.goto(`${baseUrl}/arena/index`);
      await page.getByTestId("arena-index-page").waitFor();
      check(
        (await page.getByTestId("not-available").count()) === 0,
        "the arena's link opens the arena, not the not-available page",
      );
      check(page.url().endsWith("/arena/index"), `stays on the link's address, got ${page.url()}`);
      await page.goto(`${baseUrl}/no-such-page`);
      await page.waitForURL(/\/home$/);
    },
  },
  {
    name: "issue 16: college1 cannot open home, skill-up, AI writing or the collection, by menu or URL",
    seconds: 15,
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "college1");
      await page.waitForURL(/\/bookList$/);
      await page.getByTestId("side-open").click();
      const menu = page.getByTestId("side-menu");
      await menu.waitFor();
      const links = await menu.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      check(!links.includes("/home"), `no ホーム in the side menu, got ${links.join(",")}`);
      check(!links.includes("/my_collection"), "no collection in the side menu");
      for (const path of ["/home", "/skillup", "/ai-writing", "/my_collection"]) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForURL(/\/bookList$/);
      }
    },
  },
  {
    name: "issue 16: the writing analysis opened directly draws coloured bars; a name saved in a new tab goes home",
    seconds: 40,
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student26");
      await page.waitForURL(/\/home$/);
      await page.goto(`${baseUrl}/ai-writing/list?level=junior`);
      await page.getByTestId("writing-topic-row").filter({ hasText: "My Weekend" }).click();
      await page
        .getByTestId("writing-editor")
        .fill("Last Sunday I went to the park with my friend. We played soccer.");
      await page.getByTestId("writing-submit").click();
      await page.getByTestId("writing-result").waitFor({ timeout: 30_000 });
      await page.goto(`${baseUrl}/ai-writing/history`);
      const href = await page.getByTestId("writing-history-row").first().getAttribute("href");
      const id = /writing_id=(\d+)/.exec(href ?? "")?.[1];
      check(id, "the result names its writing_id");

      // A new tab opened on the analysis: nothing else loaded the writing styles first.
      const tab = await page.context().newPage();
      await tab.goto(`${baseUrl}/ai-writing/result/analysis?writing_id=${id}`);
      await tab.getByTestId("score-chart").waitFor({ timeout: 30_000 });
      const fills = await tab
        .locator("[data-testid='score-chart'] rect")
        .evaluateAll((rs) => rs.map((r) => getComputedStyle(r).fill));
      check(fills.length === 8, `four bars on four tracks, got ${fills.length}`);
      check(
        fills.every((f) => f !== "rgb(0, 0, 0)"),
        `no solid black bars when opened directly, got ${fills.join(" ")}`,
      );

      // A new tab opened on /changeName: saving returns to the app's main page, not about:blank.
      const nameTab = await page.context().newPage();
      await nameTab.goto(`${baseUrl}/changeName`);
      await nameTab.getByTestId("nickname").fill("にじゅうろく");
      await nameTab.getByRole("button", { name: "保存" }).click();
      await nameTab.waitForURL(/\/home$/);
      check(nameTab.url().startsWith(baseUrl), `stays in the app, got ${nameTab.url()}`);
    },
  },
  {
    name: "issue 16: at 390 px a Japanese title does not break inside a word (「わたしの週末」)",
    seconds: 10,
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student26");
      await page.waitForURL(/\/home$/);
      await page.goto(`${baseUrl}/ai-writing/list?level=junior`);
      const row = page.getByTestId("writing-topic-row").filter({ hasText: "わたしの週末" });
      await row.waitFor();
      // (no named helpers inside evaluate: the journey's compiler would wrap them in a helper the page lacks)
      const lines = await row.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const at = n.textContent?.indexOf("週末") ?? -1;
          if (at < 0) continue;
          const tops: number[] = [];
          for (const i of [at, at + 1]) {
            const r = document.createRange();
            r.setStart(n, i);
            r.setEnd(n, i + 1);
            tops.push(Math.round(r.getClientRects()[0]?.top ?? -1));
          }
          return tops;
        }
        return [];
      });
      check(
        lines.length === 2 && lines[0] === lines[1],
        `週 and 末 on one line, got tops ${lines.join(",")}`,
      );
    },
  },
];
